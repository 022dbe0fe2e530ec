import { describe, expect, it } from 'vitest';
import { normalizeQuery, parseQuery, queryIdentity } from './query.js';

describe('normalizeQuery', () => {
  it('applies NFC, removes zero-width joiners and folds white space', () => {
    const decomposed = 'ज\u093C'; // ज + nukta
    expect(normalizeQuery(`  ${decomposed}य\u200D  हो\n`)).toBe('ज़य हो');
  });

  it('bounds the length of a query', () => {
    expect(normalizeQuery('a'.repeat(1000))).toHaveLength(200);
  });
});

describe('parseQuery', () => {
  it('answers the distinct search keys of the words, the last one open for prefixes', () => {
    const { words, script } = parseQuery('Jai JAI hanumaan');
    expect(words).toEqual([
      { key: 'jai', skeleton: 'jy', isLast: false, optional: false },
      { key: 'hanuman', skeleton: 'hnumn', isLast: true, optional: false },
    ]);
    expect(script).toBe('latin');
  });

  it('joins each two neighbouring words, for libraries that write them as one', () => {
    expect(parseQuery('kanak dhara stotra').compounds).toEqual([
      { key: 'kanakdar', skeleton: 'knkdr', words: [0, 1] },
      { key: 'darstotr', skeleton: 'trstotr', words: [1, 2] },
    ]);
    expect(parseQuery('hanuman').compounds).toEqual([]);
  });

  it('marks function words optional, unless the query has nothing else', () => {
    expect(parseQuery('shiv ji ki aarti').words.map((w) => w.optional)).toEqual([false, true, true, false]);
    expect(parseQuery('ki').words.map((w) => w.optional)).toEqual([false]);
  });

  it('keeps at most eight words and knows the script of the query', () => {
    expect(parseQuery('a b c d e f g h i j').words).toHaveLength(8);
    expect(parseQuery('   ').words).toEqual([]);
    expect(parseQuery('%_\\').words).toEqual([]);
    expect(parseQuery('హనుమాన్').script).toBe('telugu');
  });
});

describe('queryIdentity', () => {
  it('is the same for spellings the engines read alike, and differs with the words or their script', () => {
    expect(queryIdentity('  Hanuman\u200B  CHALISA ')).toBe(queryIdentity('hanuman chalisa'));
    expect(queryIdentity('hanumaan chaalisa')).toBe(queryIdentity('hanuman chalisa'));
    expect(queryIdentity('jai jai ganesh')).toBe(queryIdentity('jai ganesh'));
    expect(queryIdentity('chalisa hanuman')).not.toBe(queryIdentity('hanuman chalisa'));
    expect(queryIdentity('हनुमान')).not.toBe(queryIdentity('hanuman'));
    expect(queryIdentity('हनुमान')).toBe(queryIdentity(' हनुमान\n'));
  });
});
