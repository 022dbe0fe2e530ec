import { readFileSync } from 'node:fs';
import { readCorpus } from './corpus.js';
import { generateLibrary } from './generated-library.js';
import { mean, percentile } from './metrics.js';
import { importInBatches, runCli, searchCopyLoaded, startAnsweringServer } from './server.js';
import { distinctQueries, queryPools } from './search-queries.js';
import { createTarget } from './target.js';

// Issue 17: a library of 100,000 texts × 3 languages, imported once with the batch importer
// (kept in BENCH_DATA_DIR on PGlite; a throwaway database with BENCH_DATABASE_URL), then
// one request at a time, each asking for something not asked before (so neither the
// response cache nor the read cache answers it): the home page, a category, a deity and a
// text page, the paged list API and search; the server's RSS and cold start; import
// throughput and a full re-index.

const TEXTS = Number(process.env.BENCH_TEXTS ?? 100_000);
const LANGUAGES = 3;
const SAMPLES = Number(process.env.BENCH_SAMPLES ?? 100);
const PAGE_SIZE = 24;
/** `BENCH_REINDEX=false` skips the full re-index (~15 min on PGlite at 100,000 texts). */
const REINDEX = process.env.BENCH_REINDEX !== 'false';

/** Answers shed (503) while the machine was busy, asked again after their Retry-After. */
let shed = 0;

/** Fetches until the server answers other than 503 (at most five times), counting the 503s. */
async function fetchUnshed(url: string): Promise<Response> {
  for (let attempt = 1; ; attempt++) {
    const response = await fetch(url);
    if (response.status !== 503 || attempt === 5) return response;
    shed++;
    await response.arrayBuffer();
    const seconds = Number(response.headers.get('retry-after') ?? 1);
    await new Promise((resolve) => setTimeout(resolve, 1000 * (Number.isFinite(seconds) ? seconds : 1)));
  }
}

async function getJson<T>(url: string): Promise<T> {
  const response = await fetchUnshed(url);
  if (!response.ok) throw new Error(`${url} answered ${response.status}`);
  return (await response.json()) as T;
}

/** Milliseconds of the GET that was answered (a shed one is asked again, and not timed). */
async function timeAnswer(url: string): Promise<number> {
  for (let attempt = 1; ; attempt++) {
    const started = performance.now();
    const response = await fetch(url);
    await response.arrayBuffer();
    const ms = performance.now() - started;
    if (response.ok) return ms;
    if (response.status !== 503 || attempt === 5) throw new Error(`${url} answered ${response.status}`);
    shed++;
    await new Promise((resolve) => setTimeout(resolve, 1000 * Number(response.headers.get('retry-after') ?? 1)));
  }
}

/** The server process's resident memory, from /proc (MB). */
function rssMb(pid: number | undefined): number {
  const status = readFileSync(`/proc/${pid}/status`, 'utf8');
  return Number(/VmRSS:\s+(\d+) kB/.exec(status)?.[1] ?? Number.NaN) / 1024;
}

function printRow(label: string, samples: readonly number[]): void {
  const cells = [percentile(samples, 50), percentile(samples, 95), mean(samples)].map((ms) =>
    ms.toFixed(1).padStart(8),
  );
  console.log(`${label.padEnd(26)}${String(samples.length).padStart(6)}${cells.join('')}`);
}

interface Counts {
  texts: number;
  byCategory: Array<{ id: number; count: number }>;
  byDeity: Array<{ id: number; count: number }>;
}

/** `count` addresses of distinct pages spread over the items' lists (`id`'s list has `count` items). */
function pagesOf(items: ReadonlyArray<{ path: string; count: number }>, count: number): string[] {
  const pages = items.flatMap(({ path, count: total }) =>
    Array.from({ length: Math.ceil(total / PAGE_SIZE) }, (_, i) => `${path}?page=${i + 1}`),
  );
  const step = Math.max(1, Math.floor(pages.length / count));
  return Array.from({ length: Math.min(count, pages.length) }, (_, i) => pages[(i * step) % pages.length] as string);
}

async function main(): Promise<void> {
  const corpus = readCorpus();
  if (!corpus) return;
  const target = await createTarget({ keep: true });
  try {
    if (!target.filled) {
      const seconds = await importInBatches(generateLibrary(corpus, TEXTS, LANGUAGES), target.env);
      console.log(
        `import: ${TEXTS} texts × ${LANGUAGES} languages in ${seconds.toFixed(0)} s, ${(TEXTS / seconds).toFixed(0)} texts/s`,
      );
      target.markFilled();
    } else console.log('import: done by an earlier run (BENCH_DATA_DIR)');

    const started = performance.now();
    const server = await startAnsweringServer(target.env);
    const seconds = () => ((performance.now() - started) / 1000).toFixed(2);
    console.log(
      `cold start (spawn to /healthz answering): ${seconds()} s, RSS ${rssMb(server.child.pid).toFixed(0)} MB`,
    );
    await searchCopyLoaded(server);
    console.log(
      `search copy in memory (spawn to loaded; the database answers searches until then): ${seconds()} s, RSS ${rssMb(server.child.pid).toFixed(0)} MB`,
    );
    try {
      const url = server.url;
      const categories = await getJson<Array<{ id: number; slug: string }>>(`${url}/api/categories`);
      const deities = await getJson<Array<{ id: number; slug: string }>>(`${url}/api/deities`);
      const countsStarted = performance.now();
      const counts = await getJson<Counts>(`${url}/api/stats/texts`);
      console.log(`GET /api/stats/texts, first (computed): ${(performance.now() - countsStarted).toFixed(1)} ms`);
      const countOf = (list: Counts['byCategory'], id: number) => list.find((entry) => entry.id === id)?.count ?? 0;

      const kinds: Array<[string, string[]]> = [
        ['home page (?page=N)', pagesOf([{ path: '/', count: counts.texts }], SAMPLES)],
        [
          'category page (?page=N)',
          pagesOf(
            categories.map((c) => ({ path: `/category/${c.slug}`, count: countOf(counts.byCategory, c.id) })),
            SAMPLES,
          ),
        ],
        [
          'deity page (?page=N)',
          pagesOf(
            deities.map((d) => ({ path: `/deity/${d.slug}`, count: countOf(counts.byDeity, d.id) })),
            SAMPLES,
          ),
        ],
        ['text page', Array.from({ length: SAMPLES }, (_, i) => `/texts/generated-${1 + ((i * 7919) % counts.texts)}`)],
        [
          'GET /api/texts?limit=50',
          Array.from({ length: SAMPLES }, (_, i) => `/api/texts?limit=50&offset=${(i * 9973) % counts.texts}`),
        ],
        [
          'GET /api/search',
          distinctQueries(queryPools(corpus), SAMPLES).map((q) => `/api/search?q=${encodeURIComponent(q)}`),
        ],
      ];
      console.log(`\n${TEXTS} texts on ${target.name}, one request at a time, none asked before\n`);
      console.log(`${'what'.padEnd(26)}${'n'.padStart(6)}  p50 ms  p95 ms mean ms`);
      for (const [label, paths] of kinds) {
        const samples: number[] = [];
        for (const path of paths) samples.push(await timeAnswer(`${url}${path}`));
        printRow(label, samples);
      }
      console.log(
        `\nRSS after the runs: ${rssMb(server.child.pid).toFixed(0)} MB; answers shed (503) and asked again: ${shed}`,
      );
    } finally {
      await server.stop();
    }
    if (REINDEX) console.log(`full re-index (CLI reindex): ${(await runCli(['reindex'], target.env)).toFixed(1)} s`);
    else console.log('full re-index skipped (BENCH_REINDEX=false)');
  } finally {
    await target.dispose();
  }
}

await main();
