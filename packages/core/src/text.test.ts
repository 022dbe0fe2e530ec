import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { charLength, firstLine, firstVerse, normalizeContent, normalizeOptional, parseVerses } from './text.js';

describe('normalizeContent', () => {
  it('composes to NFC', () => {
    const decomposed = 'क़ Śrī'.normalize('NFD');
    expect(decomposed).not.toBe('क़ Śrī'.normalize('NFC'));
    expect(normalizeContent(decomposed)).toBe('क़ Śrī'.normalize('NFC'));
  });

  it('turns CRLF and lone CR into LF', () => {
    expect(normalizeContent('a\r\nb\rc\nd')).toBe('a\nb\nc\nd');
  });

  it('removes trailing spaces, tabs and no-break spaces from every line', () => {
    expect(normalizeContent('ॐ नमः शिवाय  \t\nजय  \u00A0\r\nend')).toBe('ॐ नमः शिवाय\nजय\nend');
  });

  it('keeps indentation and inner spaces inside the text', () => {
    expect(normalizeContent('line one\n    indented  line')).toBe('line one\n    indented  line');
  });

  it('collapses three or more newlines into one blank line', () => {
    expect(normalizeContent('a\n\n\nb\n\n\n\n\n\nc\n\nd')).toBe('a\n\nb\n\nc\n\nd');
  });

  it('treats lines of only spaces as blank when collapsing', () => {
    expect(normalizeContent('a\n   \n \t \n\nb')).toBe('a\n\nb');
    expect(normalizeContent('a\r\n  \r\n\r\n\r\nb')).toBe('a\n\nb');
  });

  it('trims blank lines and white space at both ends', () => {
    expect(normalizeContent('\n\n  \n  first line\nlast line  \n\n \n')).toBe('first line\nlast line');
    expect(normalizeContent('   \n\n\t')).toBe('');
  });

  it('is idempotent', () => {
    fc.assert(
      fc.property(
        fc.string({
          unit: fc.constantFrom('a', 'क', '्', ' ', '\t', '\n', '\r', '\r\n', '\u00A0', 'ा', '़'),
          maxLength: 80,
        }),
        (value) => {
          const once = normalizeContent(value);
          expect(normalizeContent(once)).toBe(once);
          expect(once).not.toMatch(/\r|\n{3,}|[ \t]\n|^\s|\s$/);
          expect(once).toBe(once.normalize('NFC'));
        },
      ),
      { numRuns: 500 },
    );
  });
});

describe('normalizeOptional', () => {
  it('trims and composes', () => {
    expect(normalizeOptional('  Tulsidas  ')).toBe('Tulsidas');
    expect(normalizeOptional('Śrī'.normalize('NFD'))).toBe('Śrī'.normalize('NFC'));
  });

  it('turns empty, blank, null and undefined into null', () => {
    expect(normalizeOptional('')).toBeNull();
    expect(normalizeOptional('  \n\t ')).toBeNull();
    expect(normalizeOptional(null)).toBeNull();
    expect(normalizeOptional(undefined)).toBeNull();
  });
});

describe('parseVerses', () => {
  it('separates verses by blank lines and lines by newlines', () => {
    expect(parseVerses('line 1\nline 2\n\nline 3\nline 4\n\nline 5')).toEqual([
      ['line 1', 'line 2'],
      ['line 3', 'line 4'],
      ['line 5'],
    ]);
  });

  it('treats several blank lines, blank lines with spaces and CRLF alike', () => {
    expect(parseVerses('a\r\nb\r\n\r\n\r\n\r\nc\n  \t \nd')).toEqual([['a', 'b'], ['c'], ['d']]);
  });

  it('trims each line and ignores surrounding blank lines', () => {
    expect(parseVerses('\n\n   जय गणेश   \n  देवा \n\n')).toEqual([['जय गणेश', 'देवा']]);
  });

  it('gives one verse for content without blank lines', () => {
    expect(parseVerses('only\none verse')).toEqual([['only', 'one verse']]);
  });

  it('gives no verse for empty or blank content', () => {
    expect(parseVerses('')).toEqual([]);
    expect(parseVerses(' \n\n \r\n')).toEqual([]);
  });

  it('returns NFC text', () => {
    const [[line]] = parseVerses('क़'.normalize('NFD')) as [[string]];
    expect(line).toBe('क़'.normalize('NFC'));
  });

  it('gives the verses of the normalized content split at blank lines', () => {
    const splitNormalized = (content: string) =>
      normalizeContent(content)
        .split(/\n\s*\n/)
        .map((verse) =>
          verse
            .split('\n')
            .map((line) => line.trim())
            .filter((line) => line !== ''),
        )
        .filter((lines) => lines.length > 0);
    const contents = [
      'a \u00A0\n \t\nb',
      'a\r\rb\rc',
      '\r\n\r\n  ॐ \r\n\u00A0\r\n॥ १ ॥\n\n\n',
      'one\n\t two \n\n\n\nthree  \n  \n  \n four',
      'क़'.normalize('NFD') + '\n\n' + 'Śrī'.normalize('NFD'),
    ];
    for (const content of contents) expect(parseVerses(content)).toEqual(splitNormalized(content));
    fc.assert(
      fc.property(
        fc.array(fc.constantFrom('a', 'ॐ', ' ', '\t', '\n', '\r', '\u00A0', 'क़'.normalize('NFD'))),
        (parts) => {
          const content = parts.join('');
          expect(parseVerses(content)).toEqual(splitNormalized(content));
          expect(firstVerse(content)).toEqual(parseVerses(content)[0]);
        },
      ),
      { numRuns: 500 },
    );
  });

  it('keeps every non-blank line, in order', () => {
    fc.assert(
      fc.property(
        fc.array(fc.oneof(fc.constant(''), fc.constant('  '), fc.stringMatching(/^[a-z]{1,5}$/))),
        (lines) => {
          const verses = parseVerses(lines.join('\n'));
          expect(verses.flat()).toEqual(lines.map((line) => line.trim()).filter((line) => line !== ''));
          for (const verse of verses) expect(verse.length).toBeGreaterThan(0);
        },
      ),
      { numRuns: 300 },
    );
  });
});

describe('firstVerse', () => {
  it('is the first of the verses parseVerses gives', () => {
    for (const content of ['\n \n  जय गणेश \r\n देवा\r\n\r\nदूसरा', 'only', 'a\r\rb', '  \n\t\n', '']) {
      expect(firstVerse(content)).toEqual(parseVerses(content)[0]);
    }
  });
});

describe('firstLine', () => {
  it('returns the first non-empty line, trimmed', () => {
    expect(firstLine('\n\n   जय गणेश जय गणेश देवा  \nमाता जाकी पार्वती')).toBe('जय गणेश जय गणेश देवा');
    expect(firstLine('one\ntwo')).toBe('one');
  });

  it('handles CRLF and blank lines made of spaces', () => {
    expect(firstLine('  \r\n\t\r\nOm\r\nNamah')).toBe('Om');
  });

  it('returns null when there is no non-empty line', () => {
    expect(firstLine('')).toBeNull();
    expect(firstLine('  \n\t\n')).toBeNull();
  });
});

describe('charLength', () => {
  it('counts ASCII characters', () => {
    expect(charLength('')).toBe(0);
    expect(charLength('hello')).toBe(5);
  });

  it('counts Devanagari code points, vowel signs and viramas included', () => {
    // न म स ् त े: six code points, eighteen UTF-8 bytes.
    expect(charLength('नमस्ते')).toBe(6);
    expect(Buffer.byteLength('नमस्ते')).toBe(18);
  });

  it('counts an emoji outside the BMP as one character, not two UTF-16 units', () => {
    expect('🙏'.length).toBe(2);
    expect(charLength('🙏')).toBe(1);
    expect(charLength('ॐ 🙏')).toBe(3);
    // Emoji with a skin-tone modifier: two code points.
    expect(charLength('🙏🏽')).toBe(2);
  });

  it('equals the number of code points for any string', () => {
    fc.assert(
      fc.property(fc.string({ unit: 'binary', maxLength: 100 }), (value) => {
        expect(charLength(value)).toBe(Array.from(value).length);
      }),
    );
  });
});
