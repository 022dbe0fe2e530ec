import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { readCorpus, type Library } from './corpus.js';
import { GENERATED_TEXTS, LANGUAGES_PER_TEXT, generateLibrary } from './generated-library.js';
import { percentile } from './metrics.js';
import { distinctQueries, queryPools } from './search-queries.js';
import { importInBatches, startServer } from './server.js';
import { createTarget } from './target.js';
import { ensureWrk, parseWrkPaths, pathListScript, runWrk, type WrkPathsResult } from './wrk.js';

// Search under load: 50 connections (wrk -t1 -c50) each asking distinct realistic queries
// of the latency bench's 10,000-text library, never one URL twice (nor one search key), so
// that the response cache answers none of them: what searching costs when readers do not
// repeat each other. Answers other than 200 — the load shedder's 503s above all — count.

const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 3);
const SECONDS = Number(process.env.BENCH_SECONDS ?? 15);
const WARM_UP_SECONDS = 5;
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 50);
/** Another seed asks other queries: a second run against a server warmed by the first is not answered by its response cache. */
const SEED = Number(process.env.BENCH_SEED ?? 2024);
/** Queries made per second of a run: more than the server can answer, so none is asked twice. */
const MAX_RATE = 3000;
const ENCODINGS = process.env.BENCH_ENCODINGS ?? 'br, gzip';

const searchPath = (query: string) => `/api/search?q=${encodeURIComponent(query)}`;
const fixed = (value: number, digits = 1) => (Number.isFinite(value) ? value.toFixed(digits) : '–');

function printRow(label: string, result: WrkPathsResult, seconds: number): void {
  const cells = [
    fixed(result.requestsPerSecond, 0),
    fixed((result.requests - result.non200) / seconds, 0),
    fixed(result.p50Ms),
    fixed(result.p95Ms),
    fixed(result.p99Ms),
    fixed(result.maxMs),
    String(result.non200),
    String(result.shed),
    String(result.socketErrors),
  ].map((cell) => cell.padStart(8));
  console.log(`${label.padEnd(10)}${cells.join('')}`);
}

/** The median of each figure over the rounds (counts summed). */
function medianOf(results: readonly WrkPathsResult[]): WrkPathsResult {
  const median = (pick: (r: WrkPathsResult) => number) => percentile(results.map(pick), 50);
  const sum = (pick: (r: WrkPathsResult) => number) => results.reduce((total, r) => total + pick(r), 0);
  return {
    requestsPerSecond: median((r) => r.requestsPerSecond),
    requests: sum((r) => r.requests),
    sent: sum((r) => r.sent),
    listed: sum((r) => r.listed),
    non200: sum((r) => r.non200),
    shed: sum((r) => r.shed),
    socketErrors: sum((r) => r.socketErrors),
    p50Ms: median((r) => r.p50Ms),
    p90Ms: median((r) => r.p90Ms),
    p95Ms: median((r) => r.p95Ms),
    p99Ms: median((r) => r.p99Ms),
    maxMs: median((r) => r.maxMs),
  };
}

/** Runs the warm-up and the rounds against a server; prints a row for each and their median. */
async function measure(url: string, corpus: Library, scriptDir: string): Promise<void> {
  const runs = [WARM_UP_SECONDS, ...Array.from({ length: ROUNDS }, () => SECONDS)];
  const queries = distinctQueries(
    queryPools(corpus),
    runs.reduce((total, seconds) => total + seconds * MAX_RATE, 0),
    SEED,
  );
  console.log(`examples: ${queries.slice(0, 12).join(' · ')}\n`);
  console.log('run          req/s  200s/s  p50 ms  p95 ms  p99 ms  max ms non-200     503  socket');
  const results: WrkPathsResult[] = [];
  let next = 0;
  for (const [i, seconds] of runs.entries()) {
    const slice = queries.slice(next, next + seconds * MAX_RATE).map(searchPath);
    next += slice.length;
    const output = await runWrk(`${url}/api/search`, {
      connections: CONNECTIONS,
      seconds,
      encodings: ENCODINGS,
      timeoutSeconds: 30,
      script: pathListScript(scriptDir, slice),
    });
    const result = parseWrkPaths(output);
    if (result.sent > result.listed) throw new Error(`${result.sent} requests for ${result.listed} queries`);
    printRow(i === 0 ? 'warm-up' : `round ${i}`, result, seconds);
    if (i > 0) results.push(result);
  }
  printRow('median', medianOf(results), SECONDS * results.length);
  console.log('(median row: non-200, 503 and socket errors summed over the rounds, 200s/s their mean)');
}

const plan = (connections: number) =>
  `wrk -t1 -c${connections}, distinct queries, ${WARM_UP_SECONDS} s warm-up then ${ROUNDS} × ${SECONDS} s`;

async function main(): Promise<void> {
  const corpus = readCorpus();
  if (!corpus) return;
  ensureWrk();
  const scriptDir = mkdtempSync(join(tmpdir(), 'bhakti-bench-wrk-'));
  try {
    // BENCH_SERVER_URL: a server started by hand (under a profiler, say) on the library of an earlier run.
    const serverUrl = process.env.BENCH_SERVER_URL;
    if (serverUrl) {
      console.log(`\nSearch under load at ${serverUrl}: ${plan(CONNECTIONS)}\n`);
      await measure(serverUrl, corpus, scriptDir);
      return;
    }
    const target = await createTarget({ keep: true });
    try {
      const importSeconds = target.filled ? 0 : await importInBatches(generateLibrary(corpus), target.env);
      target.markFilled();
      const server = await startServer({ ...target.env, PUBLIC_URL: 'http://127.0.0.1' });
      try {
        console.log(
          `\nSearch under load (${target.name}): ${GENERATED_TEXTS} texts × ${LANGUAGES_PER_TEXT} languages, ` +
            `${importSeconds === 0 ? 'imported by an earlier run' : `imported in ${importSeconds.toFixed(0)} s`}; ` +
            `${plan(CONNECTIONS)}\n`,
        );
        await measure(server.url, corpus, scriptDir);
      } finally {
        await server.stop();
      }
    } finally {
      await target.dispose();
    }
  } finally {
    rmSync(scriptDir, { recursive: true, force: true });
  }
}

await main();
