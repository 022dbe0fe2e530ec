// Lighthouse (mobile preset: slow 4G, 4x CPU slowdown) on reading pages of the built site,
// served by the real server over the starter library. Prints the median of several runs of
// each score and metric; never asserts (absolute numbers move on shared machines).
//
//   pnpm --filter @bhakti/bench build && pnpm --filter @bhakti/bench lighthouse [runs] [path ...]
import { spawn } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { CHROMIUM, CHROMIUM_ARGS } from '@bhakti/testing';
import { startServer } from './server.js';

const CHROME_PATH = process.env.CHROME_PATH ?? CHROMIUM;
const CATEGORIES = ['performance', 'accessibility', 'best-practices', 'seo'] as const;
const METRICS = {
  'first-contentful-paint': 'FCP ms',
  'largest-contentful-paint': 'LCP ms',
  'total-blocking-time': 'TBT ms',
  'cumulative-layout-shift': 'CLS',
  'speed-index': 'SI ms',
} as const;

const DEFAULT_PATHS = ['/texts/hanuman-chalisa?language=hi', '/texts/gayatri-mantra'];

interface LighthouseResult {
  categories: Record<string, { score: number | null }>;
  audits: Record<
    string,
    {
      numericValue?: number;
      score: number | null;
      title: string;
      details?: { items?: Array<{ url?: string; transferSize?: number; resourceType?: string }> };
    }
  >;
}

const lighthouseCli = () => {
  const require = createRequire(import.meta.url);
  return join(dirname(require.resolve('lighthouse/package.json')), 'cli', 'index.js');
};

async function runLighthouse(url: string): Promise<LighthouseResult> {
  const dir = mkdtempSync(join(tmpdir(), 'bhakti-lighthouse-'));
  const output = join(dir, 'report.json');
  try {
    const child = spawn(
      process.execPath,
      [
        lighthouseCli(),
        url,
        '--output=json',
        `--output-path=${output}`,
        '--quiet',
        `--only-categories=${CATEGORIES.join(',')}`,
        `--chrome-flags=${CHROMIUM_ARGS.join(' ')}`,
      ],
      { env: { ...process.env, CHROME_PATH }, stdio: ['ignore', 'ignore', 'pipe'] },
    );
    let errors = '';
    child.stderr.on('data', (chunk: Buffer) => (errors += chunk.toString()));
    const code = await new Promise<number | null>((resolve) => child.on('exit', resolve));
    if (code !== 0) throw new Error(`lighthouse failed (${code}):\n${errors}`);
    return JSON.parse(readFileSync(output, 'utf8')) as LighthouseResult;
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

const median = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[middle]! : (sorted[middle - 1]! + sorted[middle]!) / 2;
};

function summarise(result: LighthouseResult) {
  const row: Record<string, number> = {};
  for (const category of CATEGORIES) row[category] = Math.round((result.categories[category]?.score ?? 0) * 100);
  for (const [audit, label] of Object.entries(METRICS)) {
    const value = result.audits[audit]?.numericValue ?? NaN;
    row[label] = audit === 'cumulative-layout-shift' ? Math.round(value * 1000) / 1000 : Math.round(value);
  }
  const requests = result.audits['network-requests']?.details?.items ?? [];
  const bytes = (filter: (item: { url?: string; resourceType?: string }) => boolean) =>
    requests.filter(filter).reduce((sum, item) => sum + (item.transferSize ?? 0), 0);
  row['total KB'] = Math.round(bytes(() => true) / 102.4) / 10;
  const kb = (resourceType: string) => Math.round(bytes((item) => item.resourceType === resourceType) / 102.4) / 10;
  row['HTML KB'] = kb('Document');
  row['script KB'] = kb('Script');
  row['CSS KB'] = kb('Stylesheet');
  row['font KB'] = kb('Font');
  return row;
}

function failingAudits(result: LighthouseResult): string[] {
  return Object.entries(result.audits)
    .filter(([, audit]) => audit.score !== null && audit.score < 0.9 && audit.numericValue === undefined)
    .map(([id, audit]) => `${id} (${audit.title})`);
}

async function main(): Promise<void> {
  const args = process.argv.slice(2);
  const runs = /^\d+$/.test(args[0] ?? '') ? Number(args.shift()) : 3;
  const paths = args.length > 0 ? args : DEFAULT_PATHS;
  const dataDir = mkdtempSync(join(tmpdir(), 'bhakti-lighthouse-data-'));
  const server = await startServer({ DATA_DIR: dataDir });
  try {
    for (const path of paths) {
      const url = `${server.url}${path}`;
      await fetch(url); // warm the server's caches; Lighthouse measures the browser side
      const rows: Array<Record<string, number>> = [];
      let last: LighthouseResult | null = null;
      for (let run = 0; run < runs; run++) {
        last = await runLighthouse(url);
        rows.push(summarise(last));
      }
      const keys = Object.keys(rows[0] ?? {});
      const medians = Object.fromEntries(keys.map((key) => [key, median(rows.map((row) => row[key] ?? NaN))]));
      console.log(`\nLighthouse, mobile preset, ${path} — median of ${runs} runs`);
      console.table({ ...Object.fromEntries(rows.map((row, i) => [`run ${i + 1}`, row])), median: medians });
      const failing = last ? failingAudits(last) : [];
      if (failing.length) console.log(`audits below 0.9 in the last run: ${failing.join('; ')}`);
    }
  } finally {
    await server.stop();
    rmSync(dataDir, { recursive: true, force: true });
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
