import { readCorpus } from './corpus.js';
import { mean, recallAt, reciprocalRank } from './metrics.js';
import { OTHER_NAMES, QUALITY_QUERIES, QUERY_STYLES, type QualityQuery } from './quality-queries.js';
import { importLibrary, searchSlugs, startServer } from './server.js';
import { createTarget } from './target.js';

interface Outcome extends QualityQuery {
  results: string[];
  recall: number;
  reciprocalRank: number;
}

const fixed = (value: number) => value.toFixed(3);

function report(outcomes: readonly Outcome[], database: string): void {
  console.log(`\nSearch quality on the shared corpus (${database}), ${outcomes.length} queries\n`);
  console.log('style                 queries  recall@3    MRR');
  const line = (label: string, group: readonly Outcome[]) =>
    console.log(
      `${label.padEnd(22)}${String(group.length).padStart(7)}${fixed(mean(group.map((o) => o.recall))).padStart(10)}${fixed(mean(group.map((o) => o.reciprocalRank))).padStart(7)}`,
    );
  for (const style of QUERY_STYLES)
    line(
      style,
      outcomes.filter((o) => o.style === style),
    );
  line('overall', outcomes);
  const misses = outcomes.filter((o) => o.recall < 1);
  if (misses.length === 0) return;
  console.log('\nNot all expected texts in the first three:');
  for (const miss of misses) {
    console.log(`  [${miss.style}] "${miss.query}" → ${miss.results.slice(0, 3).join(', ') || '(nothing)'}`);
  }
}

async function main(): Promise<void> {
  const corpus = readCorpus();
  if (!corpus) return;
  const target = await createTarget();
  try {
    const texts = corpus.texts.map((text) => ({ ...text, ...OTHER_NAMES[text.slug] }));
    await importLibrary({ ...corpus, texts }, target.env);
    // Quality, not speed: a busy machine must not turn a query away (no shedding on a late event loop).
    const server = await startServer({ ...target.env, SHED_EVENT_LOOP_DELAY_MS: '0' });
    try {
      const outcomes: Outcome[] = [];
      for (const query of QUALITY_QUERIES) {
        const results = await searchSlugs(server.url, query.query);
        outcomes.push({
          ...query,
          results,
          recall: recallAt(3, results, query.expected),
          reciprocalRank: reciprocalRank(results, query.expected),
        });
      }
      report(outcomes, target.name);
    } finally {
      await server.stop();
    }
  } finally {
    await target.dispose();
  }
}

await main();
