import { describe, expect, it } from 'vitest';
import { containsPattern, normalizeQuery, queryWords, snippetAround } from './query.js';

describe('normalizeQuery', () => {
  it('applies NFC, removes zero-width joiners and folds white space', () => {
    const decomposed = 'ज\u093C'; // ज + nukta
    expect(normalizeQuery(`  ${decomposed}य\u200D  हो\n`)).toBe('ज़य हो');
  });

  it('bounds the length of a query', () => {
    expect(normalizeQuery('a'.repeat(1000))).toHaveLength(200);
  });
});

describe('queryWords', () => {
  it('lowercases, removes repeats and keeps at most eight words', () => {
    expect(queryWords('Jai JAI hanuman')).toEqual(['jai', 'hanuman']);
    expect(queryWords('a b c d e f g h i j')).toHaveLength(8);
    expect(queryWords('   ')).toEqual([]);
  });
});

describe('containsPattern', () => {
  it('escapes LIKE metacharacters so that they match literally', () => {
    expect(containsPattern('50%_off\\')).toBe('%50\\%\\_off\\\\%');
    expect(containsPattern('राम')).toBe('%राम%');
  });
});

describe('snippetAround', () => {
  const verse = 'जय हनुमान ज्ञान गुन सागर ।\nजय कपीस तिहुँ लोक उजागर ॥';

  it('answers the line that holds the match', () => {
    expect(snippetAround(verse, 'कपीस')).toBe('जय कपीस तिहुँ लोक उजागर ॥');
    expect(snippetAround('Jai Hanuman\nGyan Gun Sagar', 'gyan')).toBe('Gyan Gun Sagar');
  });

  it('cuts a long line around the match and says so', () => {
    const line = `${'a '.repeat(200)}needle ${'b '.repeat(200)}`;
    const snippet = snippetAround(line, 'needle', 60) ?? '';
    expect(snippet).toContain('needle');
    expect(snippet.startsWith('…')).toBe(true);
    expect(snippet.endsWith('…')).toBe(true);
    expect(snippet.length).toBeLessThanOrEqual(62);
  });

  it('answers null when the word is absent', () => {
    expect(snippetAround(verse, 'missing')).toBeNull();
  });
});
