import { describe, expect, it } from 'vitest';
import { searchKey } from '@bhakti/core';
import type { Library } from './corpus.js';
import { QUERY_KINDS, distinctQueries, queryPools } from './search-queries.js';

/** A corpus in the shape of the shared one, small enough to write here. */
const CORPUS: Library = {
  categories: [{ slug: 'chalisa' }],
  deities: [
    { slug: 'hanuman', name: 'Hanuman', aliases: ['Bajrangbali', 'Maruti'] },
    { slug: 'shiva', name: 'Shiva', aliases: ['Mahadev'] },
  ],
  texts: [
    {
      title: 'Hanuman Chalisa',
      slug: 'hanuman-chalisa',
      categorySlug: 'chalisa',
      contents: [
        { languageCode: 'hi', content: 'श्रीगुरु चरन सरोज रज निज मनु मुकुरु सुधारि ।\nबरनउँ रघुबर बिमल जसु जो दायकु फल चारि ॥' },
        { languageCode: 'en', content: 'shri guru charan saroj raj nij manu mukuru sudhari', isTransliteration: true },
        { languageCode: 'en', content: 'Having cleansed the mirror of my mind with the dust of the Guru’s feet' },
      ],
    },
  ],
};

describe('distinctQueries', () => {
  const pools = queryPools(CORPUS);
  const queries = distinctQueries(pools, 2000);

  it('takes words from titles, names, the latency queries and the verses, not from translations', () => {
    expect(pools.latin).toEqual(expect.arrayContaining(['hanuman', 'bajrangbali', 'mahadev', 'chalisa', 'govinda']));
    expect(pools.devanagari).toEqual(expect.arrayContaining(['सरोज', 'हनुमान']));
    expect(pools.latin).not.toContain('mirror');
    expect(pools.lines).toHaveLength(3);
  });

  it('never asks the same search twice, in any case or spacing', () => {
    expect(queries).toHaveLength(2000);
    expect(new Set(queries.map(searchKey)).size).toBe(2000);
  });

  it('mixes one to four words, Devanagari, typos and half-typed words, and is the same for the same seed', () => {
    const wordCounts = new Set(queries.map((query) => query.split(' ').length));
    expect([...wordCounts].sort()).toEqual([1, 2, 3, 4]);
    expect(queries.filter((query) => /\p{Script=Devanagari}/u.test(query)).length).toBeGreaterThan(200);
    const known = new Set([...pools.latin, ...Object.values(QUERY_KINDS).flat()]);
    const latinWords = queries.flatMap((query) => query.toLowerCase().split(' ')).filter((w) => /^[a-z]+$/.test(w));
    expect(latinWords.filter((word) => !known.has(word)).length).toBeGreaterThan(200);
    expect(distinctQueries(pools, 2000)).toEqual(queries);
  });
});
