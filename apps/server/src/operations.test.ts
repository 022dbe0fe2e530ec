import { spawn } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { delimiter, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { SERVER_CLI, SERVER_MAIN, freePort, runNode, startBuiltServer } from '@bhakti/testing';
import { embeddedOnly } from './testing/embedded-only.js';

const REPO = fileURLToPath(new URL('../../../', import.meta.url));
/** pnpm, when the tests run under it (the README's test command); this test skips otherwise. */
const PNPM = (process.env.PATH ?? '')
  .split(delimiter)
  .map((entry) => join(entry, 'pnpm'))
  .find((candidate) => existsSync(candidate));

let dir: string;
beforeAll(() => {
  dir = mkdtempSync(join(tmpdir(), 'bhakti-ops-'));
});
afterAll(() => {
  rmSync(dir, { recursive: true, force: true });
});

async function cli(dataDir: string, args: string[], env: Record<string, string> = {}) {
  const run = runNode(SERVER_CLI, args, { DATA_DIR: dataDir, ...env });
  return { code: await run.exited, output: run.output() };
}

async function loginToken(url: string): Promise<string> {
  const login = await fetch(`${url}/api/admin/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ username: 'keeper', password: 'first password here' }),
  });
  return ((await login.json()) as { token: string }).token;
}

/** Runs the server on a data directory while `use` talks to it. */
async function withServer<T>(dataDir: string, use: (url: string) => Promise<T>, env: Record<string, string> = {}) {
  const server = await startBuiltServer({ DATA_DIR: dataDir, ...env });
  try {
    return await use(server.url);
  } finally {
    server.child.kill('SIGTERM');
    await server.exited;
  }
}

async function library(url: string) {
  const texts = (await (await fetch(`${url}/api/texts`)).json()) as Array<{ slug: string }>;
  const full = await Promise.all(texts.map(async (t) => (await fetch(`${url}/api/texts/${t.slug}`)).json()));
  const deities = await (await fetch(`${url}/api/deities`)).json();
  const categories = await (await fetch(`${url}/api/categories`)).json();
  return { texts: full.map((t) => ({ ...(t as object), popularity: 0 })), deities, categories };
}

describe.skipIf(embeddedOnly)('operations', () => {
  it('backs up the whole library and restores it into an empty instance, identical', async () => {
    const original = join(dir, 'original');
    const copy = join(dir, 'copy');
    const file = join(dir, 'backup.json');
    const before = await withServer(original, library);
    expect(before.texts.length).toBeGreaterThanOrEqual(12);
    const backup = await cli(original, ['backup', file]);
    expect(backup.output).toMatch(/Wrote .*devotional_texts \d+/);
    expect(backup.code).toBe(0);
    const restore = await cli(copy, ['restore', file]);
    expect(restore.output).toMatch(/Restored .*devotional_texts \d+/);
    expect(restore.code).toBe(0);
    expect(await withServer(copy, library)).toEqual(before);
    const again = await cli(copy, ['restore', file]);
    expect(again.code).toBe(1);
    expect(again.output).toContain('needs an empty library');
  });

  it('searches a copy in memory once it is loaded, as the database does, and finds a new text at once', async () => {
    const data = join(dir, 'engines');
    const env = { ADMIN_USERNAME: 'keeper', ADMIN_PASSWORD: 'first password here' };
    const queries = ['hanuman chalisa', 'jai ganesh', 'om jai jagdish hare', 'gaytri', 'हनुमान', 'shiv in telugu'];
    const answers = (url: string) =>
      Promise.all(queries.map(async (q) => (await fetch(`${url}/api/search?q=${encodeURIComponent(q)}`)).json()));
    const engineOf = async (url: string) =>
      ((await (await fetch(`${url}/readyz`)).json()) as { search: string }).search;
    const fromMemory = await withServer(
      data,
      async (url) => {
        await vi.waitFor(async () => expect(await engineOf(url)).toBe('memory'), { timeout: 30_000, interval: 100 });
        const found = await answers(url);
        const token = await loginToken(url);
        const categories = (await (await fetch(`${url}/api/categories`)).json()) as Array<{ id: number }>;
        const created = await fetch(`${url}/api/admin/texts/import`, {
          method: 'POST',
          headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
          body: JSON.stringify({
            title: 'Shri Kanakadhara Stotram',
            slug: 'kanakadhara-stotram',
            categoryId: categories[0]?.id,
            contents: [{ languageCode: 'sa', content: 'अङ्गं हरेः पुलकभूषणमाश्रयन्ती ।' }],
          }),
        });
        expect(created.status).toBe(201);
        const search = await fetch(`${url}/api/search?q=kanakadhara`);
        expect(((await search.json()) as Array<{ slug: string }>)[0]?.slug).toBe('kanakadhara-stotram');
        return found;
      },
      env,
    );
    const fromDatabase = await withServer(
      data,
      async (url) => {
        expect(await engineOf(url)).toBe('postgres');
        return answers(url);
      },
      { SEARCH_ENGINE: 'postgres' },
    );
    expect(fromMemory).toEqual(fromDatabase);
  });

  it('resets a forgotten admin password from the command line', async () => {
    const data = join(dir, 'admin');
    const env = { ADMIN_USERNAME: 'keeper', ADMIN_PASSWORD: 'first password here' };
    const login = (url: string, password: string) =>
      fetch(`${url}/api/admin/auth/login`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ username: 'keeper', password }),
      }).then((r) => r.status);
    expect(await withServer(data, (url) => login(url, 'first password here'), env)).toBe(200);
    const reset = await cli(data, ['reset-password', 'keeper'], { NEW_PASSWORD: 'second password here' });
    expect(reset.code).toBe(0);
    expect(await withServer(data, (url) => login(url, 'second password here'))).toBe(200);
    const weak = await cli(data, ['reset-password', 'keeper'], { NEW_PASSWORD: 'password1' });
    expect(weak.code).toBe(1);
    const generated = await cli(data, ['reset-password', 'keeper']);
    const password = /New password: (\S+)/.exec(generated.output)?.[1];
    expect(password).toBeDefined();
    expect(await withServer(data, (url) => login(url, password!))).toBe(200);
  });

  it('prints a generated first-admin password once, never into the JSON log', async () => {
    const data = join(dir, 'generated');
    const server = await startBuiltServer({ DATA_DIR: data });
    server.child.kill('SIGTERM');
    await server.exited;
    const printed = /password: (\S+)/.exec(server.output());
    expect(printed).not.toBeNull();
    const jsonLines = server
      .output()
      .split('\n')
      .filter((line) => line.startsWith('{'));
    expect(jsonLines.join('\n')).not.toContain(printed![1]);
    const second = await startBuiltServer({ DATA_DIR: data });
    second.child.kill('SIGTERM');
    await second.exited;
    expect(second.output()).not.toContain('Created the first admin account');
  });
  it('starts on an empty database without the starter library when STARTER_LIBRARY=false', async () => {
    const data = join(dir, 'no-starter');
    const bare = await withServer(
      data,
      async (url) => ({
        ready: (await fetch(`${url}/readyz`)).status,
        texts: await (await fetch(`${url}/api/texts`)).json(),
        categories: await (await fetch(`${url}/api/categories`)).json(),
        deities: await (await fetch(`${url}/api/deities`)).json(),
      }),
      { STARTER_LIBRARY: 'false' },
    );
    expect(bare).toEqual({ ready: 200, texts: [], categories: [], deities: [] });
    // The default is still to load it into an empty database, on a later start too.
    const texts = await withServer(data, async (url) => (await (await fetch(`${url}/api/texts`)).json()) as unknown[]);
    expect(texts.length).toBeGreaterThanOrEqual(12);

    const wrong = runNode(SERVER_MAIN, [], { DATA_DIR: join(dir, 'wrong-starter'), STARTER_LIBRARY: 'no' });
    expect(await wrong.exited).toBe(1);
    expect(wrong.output()).toContain('STARTER_LIBRARY: STARTER_LIBRARY must be true or false');
  });
  it.skipIf(!PNPM)('`pnpm serve` hands SIGTERM to the server, which stops cleanly (the script execs it)', async () => {
    const port = await freePort();
    const child = spawn(PNPM!, ['serve'], {
      cwd: REPO,
      detached: true,
      env: { PATH: process.env.PATH ?? '', HOST: '127.0.0.1', PORT: String(port), DATA_DIR: join(dir, 'serve') },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let output = '';
    child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
    child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
    // 'close' comes once every holder of the output pipes has gone: pnpm and the server.
    const closed = new Promise<void>((resolve) => child.on('close', () => resolve()));
    try {
      await vi.waitFor(() => expect(output).toContain('is listening'), { timeout: 120_000, interval: 100 });
      child.kill('SIGTERM');
      const stopped = await Promise.race([
        closed.then(() => true),
        new Promise<boolean>((resolve) => setTimeout(() => resolve(false), 20_000)),
      ]);
      expect(stopped, output).toBe(true);
      expect(output).toContain('"msg":"stopped"');
    } finally {
      try {
        process.kill(-child.pid!, 'SIGKILL');
      } catch {
        // the whole group has already gone
      }
    }
  });
});
