import { describe, expect, it } from 'vitest';
import { splitCandidates, splitIntoKnownWords } from './word-split.js';

describe('splitIntoKnownWords', () => {
  const known = new Set([
    'baja',
    'bajag',
    'vaj',
    'govindam',
    'ovindam',
    'visnu',
    'sahasranama',
    'sahasra',
    'nama',
    'sarva',
    'mangala',
    'mangalye',
  ]);

  it('reads a word as the fewest known words it runs together', () => {
    expect(splitIntoKnownWords('bajagovindam', known)).toEqual(['baja', 'govindam']);
    expect(splitIntoKnownWords('visnusahasranama', known)).toEqual(['visnu', 'sahasranama']);
    expect(splitIntoKnownWords('sarvamangalamangalye', known)).toEqual(['sarva', 'mangala', 'mangalye']);
    // A word's key alone drops its final short a (भज: "vaj"); run together, it keeps it.
    expect(splitIntoKnownWords('vajagovindam', known)).toEqual(['vaj', 'govindam']);
  });

  it('answers null for a word that is not made of known words, or is one', () => {
    expect(splitIntoKnownWords('bajagovindamx', known)).toBeNull();
    expect(splitIntoKnownWords('govindam', known)).toBeNull();
    expect(splitIntoKnownWords('', known)).toBeNull();
  });
});

describe('splitCandidates', () => {
  it('lists every piece of two letters or more once', () => {
    expect(splitCandidates('abca').sort()).toEqual(['ab', 'abc', 'abca', 'bc', 'bca', 'ca']);
    expect(splitCandidates('vaja')).toContain('vaj');
  });
});
