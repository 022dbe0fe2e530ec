import { readCorpus } from './corpus.js';
import { GENERATED_TEXTS, LANGUAGES_PER_TEXT, generateLibrary } from './generated-library.js';
import { mean, percentile } from './metrics.js';
import { importInBatches, startServer, timeRequest } from './server.js';
import { QUERY_KINDS } from './search-queries.js';
import { createTarget } from './target.js';

const PASSES = 10;

/** Milliseconds of each request, per URL, one at a time, after one unmeasured pass to warm up. */
async function measure(urls: readonly string[]): Promise<number[][]> {
  for (const url of urls) await timeRequest(url);
  const samples = urls.map(() => [] as number[]);
  for (let pass = 0; pass < PASSES; pass++) {
    for (const [i, url] of urls.entries()) samples[i]?.push(await timeRequest(url));
  }
  return samples;
}

const SLOWEST_SHOWN = 5;

/** The queries with the highest median, which set the p95 of their kind. */
function printSlowest(byQuery: ReadonlyMap<string, readonly number[]>): void {
  const medians = [...byQuery].map(([query, samples]) => [query, percentile(samples, 50)] as const);
  const slowest = medians.sort((a, b) => b[1] - a[1]).slice(0, SLOWEST_SHOWN);
  console.log(`\nslowest queries (median ms): ${slowest.map(([q, ms]) => `"${q}" ${ms.toFixed(1)}`).join(', ')}`);
}

function printRow(label: string, samples: readonly number[]): void {
  const cells = [percentile(samples, 50), percentile(samples, 95), mean(samples)].map((ms) =>
    ms.toFixed(1).padStart(8),
  );
  console.log(`${label.padEnd(14)}${String(samples.length).padStart(8)}${cells.join('')}`);
}

async function main(): Promise<void> {
  const corpus = readCorpus();
  if (!corpus) return;
  const target = await createTarget({ keep: true });
  try {
    const importSeconds = target.filled ? 0 : await importInBatches(generateLibrary(corpus), target.env);
    target.markFilled();
    const server = await startServer(target.env);
    try {
      console.log(
        `\nSearch latency through HTTP (${target.name}): ${GENERATED_TEXTS} texts × ${LANGUAGES_PER_TEXT} languages ` +
          `from corpus lines, ${target.filled ? 'imported by an earlier run' : `imported in ${importSeconds.toFixed(0)} s`}\n`,
      );
      console.log('query kind    requests  p50 ms  p95 ms mean ms');
      printRow('GET /healthz', (await measure(Array.from({ length: 10 }, () => `${server.url}/healthz`))).flat());
      const byQuery = new Map<string, number[]>();
      for (const [kind, queries] of Object.entries(QUERY_KINDS)) {
        const samples = await measure(queries.map((q) => `${server.url}/api/search?q=${encodeURIComponent(q)}`));
        printRow(kind, samples.flat());
        queries.forEach((query, i) => byQuery.set(query, samples[i] ?? []));
      }
      printSlowest(byQuery);
    } finally {
      await server.stop();
    }
  } finally {
    await target.dispose();
  }
}

await main();
