import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { searchKey } from '@bhakti/core';
import { parseQuery } from './query.js';
import { MATCH_QUALITY, editDistance, isCompound, matchQuality, typosAllowed } from './word-match.js';

const word = (query: string) => {
  const [first] = parseQuery(query).words;
  if (!first) throw new Error(`no word in ${query}`);
  return first;
};

/** Optimal string alignment distance over the whole table: what `editDistance` must agree with. */
function wholeTableDistance(a: string, b: string): number {
  const table = Array.from({ length: a.length + 1 }, (_, i) =>
    Array.from({ length: b.length + 1 }, (_, j) => (i === 0 ? j : j === 0 ? i : 0)),
  );
  for (let i = 1; i <= a.length; i++) {
    for (let j = 1; j <= b.length; j++) {
      const row = table[i] as number[];
      const above = table[i - 1] as number[];
      let value = Math.min(
        (above[j] ?? 0) + 1,
        (row[j - 1] ?? 0) + 1,
        (above[j - 1] ?? 0) + (a[i - 1] === b[j - 1] ? 0 : 1),
      );
      if (i > 1 && j > 1 && a[i - 1] === b[j - 2] && a[i - 2] === b[j - 1])
        value = Math.min(value, (table[i - 2]?.[j - 2] ?? 0) + 1);
      row[j] = value;
    }
  }
  return table[a.length]?.[b.length] ?? 0;
}

describe('editDistance', () => {
  it('counts insertions, deletions, substitutions and transpositions', () => {
    expect(editDistance('hanuman', 'hanuman', 2)).toBe(0);
    expect(editDistance('hanumn', 'hanuman', 2)).toBe(1);
    expect(editDistance('gaytri', 'gayatri', 2)).toBe(1);
    expect(editDistance('hnauman', 'hanuman', 2)).toBe(1);
    expect(editDistance('calis', 'cales', 2)).toBe(1);
  });

  it('stops counting past the allowed distance', () => {
    expect(editDistance('hanuman', 'ganesh', 1)).toBe(2);
    expect(editDistance('a', 'abcdef', 2)).toBe(3);
  });

  it('answers what the whole table answers, for any words and bound', () => {
    const letter = fc.constantFrom('a', 'b', 'n', 'h', 'क', 'ृ', '्', 'ष');
    const word = fc.array(letter, { maxLength: 12 }).map((letters) => letters.join(''));
    fc.assert(
      fc.property(word, word, fc.integer({ min: 0, max: 3 }), (a, b, max) => {
        expect(editDistance(a, b, max)).toBe(Math.min(wholeTableDistance(a, b), max + 1));
      }),
      { numRuns: 3000 },
    );
  });
});

describe('matchQuality', () => {
  it('ranks exact words above other spellings, completions, compounds and typos', () => {
    expect(matchQuality(word('hanuman'), 'hanuman')).toBe(MATCH_QUALITY.exact);
    expect(matchQuality(word('jagadish'), 'jagdis')).toBe(MATCH_QUALITY.skeleton);
    expect(matchQuality(word('hanu'), 'hanuman')).toBe(MATCH_QUALITY.prefix);
    expect(matchQuality(word('mrityunjay'), 'mahamrityunjai')).toBe(MATCH_QUALITY.infix);
    expect(matchQuality(word('hunuman'), 'hanuman')).toBe(MATCH_QUALITY.typo);
    expect(matchQuality(word('sahastranaam'), 'sahasranam')).toBe(MATCH_QUALITY.typo);
  });

  it('answers 0 for other words', () => {
    expect(matchQuality(word('ram'), 'rim')).toBe(0);
    expect(matchQuality(word('shiv'), 'sani')).toBe(0);
    expect(matchQuality(word('hanuman'), 'ganes')).toBe(0);
  });

  it('allows no typo in short keys, one from four letters and two from eight', () => {
    expect(typosAllowed(3)).toBe(0);
    expect(typosAllowed(4)).toBe(1);
    expect(typosAllowed(8)).toBe(2);
  });

  it('completes only the last word of the query', () => {
    const [first, last] = parseQuery('han chal').words;
    expect(first && matchQuality(first, 'hanuman')).toBe(0);
    expect(last && matchQuality(last, 'calis')).toBe(MATCH_QUALITY.prefix);
  });
});

describe('isCompound', () => {
  it('knows two words written as one, in any spelling of the short "a"', () => {
    const [sukhKarta] = parseQuery('sukh karta').compounds;
    const [hanumanAshtak] = parseQuery('hanuman ashtak').compounds;
    if (!sukhKarta || !hanumanAshtak) throw new Error('no compound');
    expect(isCompound(sukhKarta, searchKey('sukhkarta'))).toBe(true);
    expect(isCompound(sukhKarta, searchKey('सुखकर्ता'))).toBe(true);
    expect(isCompound(sukhKarta, searchKey('sukhakarta'))).toBe(true);
    expect(isCompound(hanumanAshtak, searchKey('hanumanashtak'))).toBe(true);
    expect(isCompound(sukhKarta, searchKey('sukh'))).toBe(false);
    expect(isCompound(sukhKarta, searchKey('dukhharta'))).toBe(false);
  });
});
