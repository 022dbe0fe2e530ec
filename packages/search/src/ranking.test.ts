import { describe, expect, it } from 'vitest';
import { searchKey } from '@bhakti/core';
import type { SearchEntryKind } from '@bhakti/db';
import { QueryMatcher, type EntryLike } from './matcher.js';
import { parseQuery } from './query.js';
import { bestScoreWithin, rankTexts } from './ranking.js';

const entry = (
  textId: number,
  kind: SearchEntryKind,
  words: string,
  languageCode: string | null = null,
): EntryLike => ({
  textId,
  kind,
  languageCode,
  isTransliteration: false,
  verse: kind === 'verse' ? 2 : kind === 'first' ? 1 : null,
  key: searchKey(words),
});

const facts = new Map([1, 2, 3].map((id) => [id, { title: `Text ${id}`, isPopular: false, popularity: 0 }]));

function rank(query: string, entries: EntryLike[]) {
  return rankTexts(entries, new QueryMatcher(parseQuery(query)), facts);
}

describe('rankTexts', () => {
  it('puts more words matched first, then every word in one place, then the score', () => {
    const ranked = rank('dayanidhi prabhu', [
      entry(1, 'title', 'Dayanidhi Aarti'),
      entry(1, 'verse', 'prabhu kripalu', 'en'),
      entry(2, 'verse', 'dayanidhi prabhu', 'en'),
      entry(3, 'title', 'Dayanidhi'),
    ]);
    expect(ranked.map((text) => [text.textId, text.coverage, text.whole])).toEqual([
      [2, 2, true],
      [1, 2, false],
      [3, 1, false],
    ]);
    expect(ranked[1]?.score).toBeGreaterThan(ranked[0]?.score ?? 1);
  });

  it('says a text was named when its title or metadata holds every word, not a verse or some of them', () => {
    const ranked = rank('hanuman chalisa', [
      entry(1, 'title', 'Hanuman Chalisa'),
      entry(1, 'verse', 'yah padhai hanuman chalisa', 'en'),
      entry(2, 'meta', 'Aarti Hanuman Chalisa'),
      entry(3, 'title', 'Hanuman Aarti'),
      entry(3, 'verse', 'chalisa hanuman', 'en'),
    ]);
    expect(Object.fromEntries(ranked.map((text) => [text.textId, text.named]))).toEqual({ 1: true, 2: true, 3: false });
  });
});

describe('bestScoreWithin', () => {
  it('is the score of a text whose best entry of those kinds holds every word exactly', () => {
    const cases: Array<[SearchEntryKind[], EntryLike]> = [
      [['title'], entry(1, 'title', 'Hanuman Chalisa')],
      [['meta', 'first', 'about'], entry(1, 'meta', 'Hanuman Chalisa')],
      [['verse'], entry(1, 'verse', 'hanuman chalisa', 'en')],
    ];
    for (const [kinds, best] of cases) {
      expect(rank('hanuman chalisa', [best])[0]?.score).toBeCloseTo(bestScoreWithin(kinds, 1));
    }
  });

  it('shrinks with the quality of the words matched (a typo reaches less than the word)', () => {
    const [typo] = rank('hunuman', [entry(1, 'title', 'Hanuman')]);
    expect(typo?.score).toBeCloseTo(bestScoreWithin(['title'], 0.6));
    expect(bestScoreWithin(['title'], 0.6)).toBeLessThan(bestScoreWithin(['meta'], 1));
  });
});
