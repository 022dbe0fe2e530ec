import { describe, expect, it } from 'vitest';
import { searchKey, searchSkeleton } from '@bhakti/core';
import { QueryMatcher, type EntryLike } from './matcher.js';
import { parseQuery } from './query.js';

const WORDS = ['hanuman', 'chalisa', 'shri', 'ganesh', 'aarti', 'hanumat'];
/** The words' keys, as the copy's vocabulary holds them. */
const vocabulary = WORDS.map((word) => searchKey(word));
const skeletons = vocabulary.map((word) => searchSkeleton(word));

/** An entry whose words are held by id, as the copy in memory holds them. */
const held = (...words: string[]): EntryLike => ({
  textId: 1,
  kind: 'verse',
  languageCode: 'en',
  isTransliteration: false,
  verse: 1,
  key: searchKey(words.join(' ')),
  words: { ids: Int32Array.from(words, (word) => WORDS.indexOf(word)), vocabulary, skeletons },
});

/** The same entry, its words as a key. */
const keyed = ({ words: _, ...entry }: EntryLike): EntryLike => entry;

describe('QueryMatcher.entryQualities', () => {
  const entries = [held('shri', 'hanuman', 'chalisa'), held('ganesh', 'aarti'), held('hanumat', 'aarti')];

  it('answers the same for words held by id as for their key', () => {
    const byId = new QueryMatcher(parseQuery('hanuman aarti'));
    const byKey = new QueryMatcher(parseQuery('hanuman aarti'));
    for (const entry of entries) expect(byId.entryQualities(entry)).toEqual(byKey.entryQualities(keyed(entry)));
  });

  it('keeps each search to its own answers when searches take turns over one vocabulary', () => {
    const queries = ['hanuman chalisa', 'ganesh aarti', 'hanumat'];
    const alone = queries.map((query) => {
      const matcher = new QueryMatcher(parseQuery(query));
      return entries.map((entry) => matcher.entryQualities(keyed(entry)));
    });
    const matchers = queries.map((query) => new QueryMatcher(parseQuery(query)));
    // Each matcher meets every word after the others did: none may read another's answer for it.
    for (let round = 0; round < 2; round++) {
      for (const entry of entries) {
        matchers.forEach((matcher, i) =>
          expect(matcher.entryQualities(entry)).toEqual(alone[i]?.[entries.indexOf(entry)]),
        );
      }
    }
  });
});
