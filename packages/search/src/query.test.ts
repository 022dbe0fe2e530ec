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

describe('the view a query asks for', () => {
  const words = (query: string) => parseQuery(query).words.map((word) => word.key);

  it('takes a language or script name out of the words searched, in any of its spellings', () => {
    for (const query of ['hanuman chalisa in telugu', 'Hanuman Chalisa TELUGU', 'తెలుగు hanuman chalisa']) {
      const { intent } = parseQuery(query);
      expect(intent, query).toEqual({ language: 'te', script: 'telugu', meaning: false });
      expect(words(query), query).not.toContain('telugu');
    }
    expect(parseQuery('hanuman chalisa in hindi').intent).toEqual({ language: 'hi', script: null, meaning: false });
    expect(parseQuery('hanuman chalisa हिंदी').intent.language).toBe('hi');
    expect(parseQuery('hanuman chalisa bangla').intent).toEqual({ language: 'bn', script: 'bengali', meaning: false });
    expect(parseQuery('gayatri mantra punjabi').intent).toEqual({ language: null, script: 'gurmukhi', meaning: false });
    expect(parseQuery('gayatri mantra sanskrit').intent.language).toBe('sa');
    expect(parseQuery('gayatri mantra in english').intent).toEqual({ language: 'en', script: 'roman', meaning: false });
  });

  it('reads "meaning" and its fellows as the translation beside the verses', () => {
    const { intent } = parseQuery('shiv chalisa with meaning');
    expect(intent).toEqual({ language: null, script: null, meaning: true });
    expect(words('shiv chalisa with meaning')).toEqual(words('shiv chalisa with'));
    expect(parseQuery('hanuman chalisa telugu translation').intent).toEqual({
      language: 'te',
      script: 'telugu',
      meaning: true,
    });
  });

  it('searches a query made only of such words (or with only function words) as typed', () => {
    for (const query of ['telugu', 'in telugu', 'meaning', 'tamil meaning']) {
      expect(parseQuery(query).intent, query).toEqual({ language: null, script: null, meaning: false });
      expect(words(query).length, query).toBeGreaterThan(0);
    }
  });

  it('keeps honorifics before a name as function words: "maa durga" needs Durga, not "maa"', () => {
    expect(parseQuery('maa durga').words.map((w) => w.optional)).toEqual([true, false]);
    expect(parseQuery('durga mata').words.map((w) => w.optional)).toEqual([false, true]);
  });

  it('is part of the identity, so that a kept answer is never served for another view', () => {
    expect(queryIdentity('hanuman chalisa telugu')).not.toBe(queryIdentity('hanuman chalisa'));
    expect(queryIdentity('hanuman chalisa telugu')).not.toBe(queryIdentity('hanuman chalisa tamil'));
    expect(queryIdentity('hanuman chalisa telugu')).toBe(queryIdentity('Hanuman  Chalisa TELUGU'));
    expect(queryIdentity('shiv chalisa meaning')).not.toBe(queryIdentity('shiv chalisa'));
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
