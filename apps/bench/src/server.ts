import { writeFileSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { randomBytes } from 'node:crypto';
import type { Library } from './corpus.js';
import { SERVER_CLI, runNode, startBuiltServer, type RunningServer } from '@bhakti/testing';

/** The environment every benchmark process gets: quiet logs and a known admin (no generated password printed). */
function processEnv(env: Record<string, string>): Record<string, string> {
  return {
    LOG_LEVEL: 'warn',
    ADMIN_USERNAME: 'bench',
    ADMIN_PASSWORD: randomBytes(12).toString('hex'),
    ...env,
  };
}

/** Runs a command of the server's CLI (`reindex`, `import-texts FILE`) to its end; answers the seconds it took. */
export async function runCli(args: string[], env: Record<string, string>): Promise<number> {
  const started = performance.now();
  const cli = runNode(SERVER_CLI, args, processEnv(env));
  if ((await cli.exited) !== 0) throw new Error(`${args[0]} failed:\n${cli.output()}`);
  return (performance.now() - started) / 1000;
}

/** Imports a library file ({ categories, deities, texts }) through the server's CLI, as an operator would. */
export async function importLibrary(library: unknown, env: Record<string, string>): Promise<void> {
  const dir = mkdtempSync(join(tmpdir(), 'bhakti-bench-import-'));
  const file = join(dir, 'library.json');
  try {
    writeFileSync(file, JSON.stringify(library));
    await runCli(['import-texts', file], env);
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

/**
 * Texts per library file given to the CLI (BENCH_IMPORT_FILE): the CLI takes a file of any
 * size in one transaction; each call also pays the process start and the likely-duplicate
 * check against the whole library, so fewer, larger files import faster.
 */
const TEXTS_PER_FILE = Number(process.env.BENCH_IMPORT_FILE ?? 20_000);

/** Imports a large library through the CLI, TEXTS_PER_FILE texts a call; answers the seconds it took. */
export async function importInBatches(library: Library, env: Record<string, string>): Promise<number> {
  const started = performance.now();
  for (let i = 0; i < library.texts.length; i += TEXTS_PER_FILE) {
    const texts = library.texts.slice(i, i + TEXTS_PER_FILE);
    await importLibrary(i === 0 ? { ...library, texts } : { texts }, env);
  }
  return (performance.now() - started) / 1000;
}

/** How long a server may take to read its search data into memory. */
const SEARCH_LOAD_TIMEOUT_MS = 300_000;

/**
 * Starts the built server (apps/server/dist/main.js) and resolves once /healthz answers and
 * its search engine is ready (the copy in memory loaded), shedding load as it does in
 * production (tests turn that off).
 */
export async function startServer(env: Record<string, string>): Promise<RunningServer> {
  const server = await startAnsweringServer(env);
  await searchCopyLoaded(server);
  return server;
}

/** Starts the built server, shedding load as in production; resolves once /healthz answers (searches may still go to the database). */
export function startAnsweringServer(env: Record<string, string>): Promise<RunningServer> {
  return startBuiltServer(processEnv(env), { shedLoad: true });
}

/** Resolves once the server's search engine answers from its copy in memory (stops the server if it never does). */
export async function searchCopyLoaded(server: RunningServer): Promise<void> {
  const deadline = Date.now() + SEARCH_LOAD_TIMEOUT_MS;
  while (/loading/.test(await searchEngineOf(server.url))) {
    if (Date.now() > deadline) {
      await server.stop();
      throw new Error('the server did not load its search data in time');
    }
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
}

/** The search engine /readyz names. */
async function searchEngineOf(url: string): Promise<string> {
  const response = await fetch(`${url}/readyz`);
  return ((await response.json()) as { search?: string }).search ?? '';
}

export async function searchSlugs(url: string, query: string): Promise<string[]> {
  const response = await fetch(`${url}/api/search?q=${encodeURIComponent(query)}`);
  if (!response.ok) throw new Error(`search "${query}" answered ${response.status}`);
  return ((await response.json()) as Array<{ slug: string }>).map((result) => result.slug);
}

/** Milliseconds of one GET, read to its end; throws unless it answers 2xx. */
export async function timeRequest(url: string): Promise<number> {
  const started = performance.now();
  const response = await fetch(url);
  await response.arrayBuffer();
  if (!response.ok) throw new Error(`${url} answered ${response.status}`);
  return performance.now() - started;
}
