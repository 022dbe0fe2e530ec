import { describe, expect, it } from 'vitest';
import { transliterationTag } from '@bhakti/core';
import { languageOfLine, scriptOf } from './content-language.js';

describe('content language', () => {
  it('finds the script of a line', () => {
    expect(scriptOf('जय गणेश')).toBe('devanagari');
    expect(scriptOf('ஓம்')).toBe('tamil');
    expect(scriptOf('ওঁ ভূর্ভুবঃ ।')).toBe('bengali');
    expect(scriptOf('Om bhur bhuvah')).toBe('latin');
  });

  it("names a first line's language from the text's languages", () => {
    expect(languageOfLine('सुखकर्ता दुःखहर्ता', ['en', 'mr'])).toBe('mr');
    expect(languageOfLine('ॐ भूर्भुवः', ['en', 'sa', 'hi'])).toBe('sa');
    expect(languageOfLine('ஓம்', ['en'])).toBe('ta');
    expect(languageOfLine('Jai Hanuman', ['en', 'hi'])).toBe('en');
  });

  it('tags Roman transliterations with the original language', () => {
    expect(transliterationTag('hi')).toBe('hi-Latn');
    expect(transliterationTag(null)).toBe('en');
    expect(transliterationTag('en')).toBe('en');
  });
});
