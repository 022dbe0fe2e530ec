import { describe, expect, it } from 'vitest';
import { verseRange } from './verse-target.js';

describe('verseRange', () => {
  const content = 'one a\none b\n\n  \ntwo a\n\nthree';
  it('finds each verse as the reading page counts them (blank lines, even with spaces, separate)', () => {
    const slice = (verse: number) => {
      const range = verseRange(content, verse);
      return range ? content.slice(range.start, range.end) : null;
    };
    expect(slice(1)).toBe('one a\none b');
    expect(slice(2)).toBe('two a');
    expect(slice(3)).toBe('three');
    expect(slice(4)).toBeNull();
  });
});
