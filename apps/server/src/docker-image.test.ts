import { spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, describe, expect, it } from 'vitest';

// infra/verify-image.sh carries out infra/Dockerfile's steps itself (CI runs it; there is no
// Docker engine here). These checks keep the two in step without building anything: the
// script must read every instruction the Dockerfile has, skip only the lines marked
// image-only, and refuse an instruction it does not carry out.
const ROOT = fileURLToPath(new URL('../../../', import.meta.url));
const DOCKERFILE = join(ROOT, 'infra/Dockerfile');
const SCRIPT = join(ROOT, 'infra/verify-image.sh');
const dockerfile = readFileSync(DOCKERFILE, 'utf8');

interface Instruction {
  keyword: string;
  args: string;
  stage: string;
  imageOnly: boolean;
}

/** The Dockerfile's instructions, continuation lines joined, each with its stage. */
function instructions(text: string): Instruction[] {
  const result: Instruction[] = [];
  let stage = '';
  let imageOnly = false;
  const lines = text.replace(/\\\n/g, ' ').split('\n');
  for (const raw of lines) {
    const line = raw.trim();
    if (line.startsWith('# image-only')) imageOnly = true;
    if (!line || line.startsWith('#')) continue;
    const [keyword = '', ...rest] = line.split(/\s+/);
    const args = line.slice(keyword.length).trim();
    if (keyword.toUpperCase() === 'FROM') stage = rest.at(-1) ?? '';
    result.push({ keyword: keyword.toUpperCase(), args, stage, imageOnly });
    imageOnly = false;
  }
  return result;
}

function dryRun(file = DOCKERFILE) {
  const run = spawnSync('bash', [SCRIPT, '--dry-run', '--dockerfile', file], { encoding: 'utf8' });
  return { code: run.status, stdout: run.stdout, stderr: run.stderr };
}

const steps = instructions(dockerfile);
const stages = [...new Set(steps.map((step) => step.stage))];
const final = steps.filter((step) => step.stage === stages.at(-1));

let scratch: string | undefined;
afterAll(() => {
  if (scratch) rmSync(scratch, { recursive: true, force: true });
});

describe('infra/Dockerfile', () => {
  it('builds in one stage and runs production dependencies and the built output on a supported Node LTS', () => {
    expect(stages).toEqual(['build', 'production']);
    for (const from of steps.filter((step) => step.keyword === 'FROM')) {
      expect(from.args).toMatch(/^node:(22|24)-bookworm-slim AS \w+$/);
    }
    const runs = (stage: string) => steps.filter((s) => s.stage === stage && s.keyword === 'RUN').map((s) => s.args);
    expect(runs('build')).toContain('pnpm install --frozen-lockfile');
    expect(runs('build')).toContain('pnpm build');
    expect(runs('build')).toContain('pnpm install --prod --frozen-lockfile');
    expect(dockerfile).not.toMatch(/pnpm prune/);
    expect(final.filter((s) => s.keyword === 'COPY').map((s) => s.args)).toEqual(['--from=build /prod ./']);
    expect(final.find((s) => s.keyword === 'USER')?.args).toBe('node');
    expect(final.find((s) => s.keyword === 'HEALTHCHECK')?.args).toContain('/readyz');
    expect(final.find((s) => s.keyword === 'ENV')?.args).toContain('NODE_ENV=production');
  });

  it('keeps paths in RUN lines relative, so that verify-image.sh runs them in its own directories', () => {
    const imageOnly = steps.filter((step) => step.imageOnly);
    expect(imageOnly.map((step) => step.args)).toEqual(['mkdir -p /data && chown node:node /data']);
    for (const step of steps.filter((s) => s.keyword === 'RUN' && !s.imageOnly)) {
      expect(step.args, step.args).not.toMatch(/(^|[\s=:>])\/\w/);
    }
  });

  it('is read step by step by infra/verify-image.sh, which skips only the image-only lines', () => {
    const run = dryRun();
    expect(run.stderr).toBe('');
    expect(run.code).toBe(0);
    const expected = steps.map((step) =>
      step.imageOnly ? `SKIP ${step.stage} ${step.keyword} ${step.args}` : `${step.keyword} ${step.stage} ${step.args}`,
    );
    expect(run.stdout.trim().split('\n')).toEqual(expected);
  });

  it('cannot use an instruction that verify-image.sh does not carry out', () => {
    scratch = mkdtempSync(join(tmpdir(), 'bhakti-dockerfile-'));
    for (const instruction of [
      'ADD https://example.org/x.tgz /x',
      'ENTRYPOINT ["sh"]',
      'ARG VERSION=1',
      'SHELL ["bash"]',
    ]) {
      const file = join(scratch, 'Dockerfile');
      writeFileSync(file, dockerfile.replace('RUN pnpm build', `RUN pnpm build\n${instruction}`));
      const run = dryRun(file);
      expect(run.code, instruction).toBe(1);
      expect(run.stderr).toMatch(/is not a step this script carries out/);
    }
  });
});

describe('.dockerignore', () => {
  it('leaves dependencies, builds, data, secrets and test output out of the build context', () => {
    const patterns = readFileSync(join(ROOT, '.dockerignore'), 'utf8')
      .split('\n')
      .filter((line) => line && !line.startsWith('#'));
    for (const pattern of [
      '.git',
      '**/node_modules',
      '**/dist',
      '**/.turbo',
      'data',
      '.env',
      '.env.*',
      '**/test-results',
      '**/playwright-report',
      '**/.test-results',
      '**/coverage',
    ]) {
      expect(patterns).toContain(pattern);
    }
  });
});

describe('infra/docker-compose.yml', () => {
  const compose = readFileSync(join(ROOT, 'infra/docker-compose.yml'), 'utf8');

  it('has no default secrets and requires PUBLIC_URL', () => {
    for (const name of ['POSTGRES_PASSWORD', 'MEILISEARCH_API_KEY', 'ADMIN_PASSWORD', 'PUBLIC_URL']) {
      expect(compose, name).not.toMatch(new RegExp(`\\$\\{${name}:?-`));
      expect(compose, name).toMatch(new RegExp(`\\$\\{${name}:\\?`));
    }
    expect(compose).not.toMatch(/POSTGRES_PASSWORD: (?!\$)/);
    expect(compose).not.toMatch(/postgres:\/\/\w+:(?!\$)/);
  });

  it('restarts every service and starts the app once PostgreSQL and Meilisearch are healthy', () => {
    expect(compose.match(/^ {2}\w+:$/gm)).toEqual(['  app:', '  postgres:', '  meilisearch:']);
    expect(compose.match(/restart: unless-stopped/g)).toHaveLength(3);
    expect(compose).toMatch(
      /depends_on:\n\s+postgres:\n\s+condition: service_healthy\n\s+meilisearch:\n\s+condition: service_healthy/,
    );
    expect(compose.match(/healthcheck:/g)).toHaveLength(2);
    expect(compose).toContain("'http://127.0.0.1:7700/health'");
  });
});
