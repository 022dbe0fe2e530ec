import { describe, expect, it } from 'vitest';
import {
  LANGUAGE_CODES,
  LANGUAGES,
  PREFERRED_LANGUAGE_ORDER,
  READING_LANGUAGE_ORDER,
  chooseReadingLanguage,
  compareLanguages,
  isLanguageCode,
  languageName,
  orderContents,
  orderLanguages,
  type LanguageContent,
} from './languages.js';

describe('language table', () => {
  it('has exactly the ten supported codes', () => {
    expect([...LANGUAGE_CODES].sort()).toEqual(['bn', 'en', 'gu', 'hi', 'kn', 'ml', 'mr', 'sa', 'ta', 'te']);
    expect(Object.keys(LANGUAGES).sort()).toEqual([...LANGUAGE_CODES].sort());
  });

  it.each([
    ['hi', 'Hindi', 'हिन्दी', 'devanagari', 'Devanagari'],
    ['en', 'English', 'English', 'latin', 'Latin'],
    ['sa', 'Sanskrit', 'संस्कृतम्', 'devanagari', 'Devanagari'],
    ['ta', 'Tamil', 'தமிழ்', 'tamil', 'Tamil'],
    ['bn', 'Bengali', 'বাংলা', 'bengali', 'Bengali'],
    ['gu', 'Gujarati', 'ગુજરાતી', 'gujarati', 'Gujarati'],
    ['ml', 'Malayalam', 'മലയാളം', 'malayalam', 'Malayalam'],
    ['te', 'Telugu', 'తెలుగు', 'telugu', 'Telugu'],
    ['kn', 'Kannada', 'ಕನ್ನಡ', 'kannada', 'Kannada'],
    ['mr', 'Marathi', 'मराठी', 'devanagari', 'Devanagari'],
  ] as const)('%s is %s (%s, %s script)', (code, name, nativeName, script, scriptName) => {
    expect(LANGUAGES[code]).toEqual({ code, name, nativeName, script, scriptName });
    expect(languageName(code)).toBe(name);
    expect(isLanguageCode(code)).toBe(true);
  });

  it('stores native names in NFC', () => {
    for (const language of Object.values(LANGUAGES)) {
      expect(language.nativeName).toBe(language.nativeName.normalize('NFC'));
    }
  });

  it('recognises only the supported codes', () => {
    for (const value of ['', 'EN', 'Hi', 'pa', 'or', 'eng', 'en ', 'hindi']) {
      expect(isLanguageCode(value)).toBe(false);
    }
  });

  it('shows an unknown code raw', () => {
    expect(languageName('pa')).toBe('pa');
    expect(languageName('xx-YY')).toBe('xx-YY');
    expect(languageName('')).toBe('');
    expect(languageName('EN')).toBe('EN');
  });
});

describe('language orders', () => {
  it('reading order has nine languages and no Malayalam tab', () => {
    expect(READING_LANGUAGE_ORDER).toEqual(['en', 'sa', 'hi', 'gu', 'te', 'ta', 'mr', 'kn', 'bn']);
    expect(READING_LANGUAGE_ORDER).toHaveLength(9);
    expect(READING_LANGUAGE_ORDER).not.toContain('ml');
  });

  it('preferred order is the reading order followed by Malayalam and covers every code once', () => {
    expect(PREFERRED_LANGUAGE_ORDER).toEqual(['en', 'sa', 'hi', 'gu', 'te', 'ta', 'mr', 'kn', 'bn', 'ml']);
    expect(new Set(PREFERRED_LANGUAGE_ORDER).size).toBe(LANGUAGE_CODES.length);
    expect([...PREFERRED_LANGUAGE_ORDER].sort()).toEqual([...LANGUAGE_CODES].sort());
  });

  it('compareLanguages follows the preferred order and puts unknown codes last', () => {
    expect(compareLanguages('en', 'sa')).toBeLessThan(0);
    expect(compareLanguages('ml', 'bn')).toBeGreaterThan(0);
    expect(compareLanguages('hi', 'hi')).toBe(0);
    expect(compareLanguages('xx', 'ml')).toBeGreaterThan(0);
  });
});

describe('orderLanguages', () => {
  it('sorts every code into the preferred order', () => {
    expect(orderLanguages(['ml', 'bn', 'kn', 'mr', 'ta', 'te', 'gu', 'hi', 'sa', 'en'])).toEqual([
      'en',
      'sa',
      'hi',
      'gu',
      'te',
      'ta',
      'mr',
      'kn',
      'bn',
      'ml',
    ]);
  });

  it('lists each code once', () => {
    expect(orderLanguages(['hi', 'en', 'hi', 'sa', 'en'])).toEqual(['en', 'sa', 'hi']);
  });

  it('accepts any iterable and puts unknown codes after the known ones', () => {
    expect(orderLanguages(new Set(['xx', 'ml', 'hi']))).toEqual(['hi', 'ml', 'xx']);
    expect(orderLanguages([])).toEqual([]);
  });

  it('does not modify its input', () => {
    const input = ['hi', 'en'];
    orderLanguages(input);
    expect(input).toEqual(['hi', 'en']);
  });
});

describe('orderContents', () => {
  const item = (languageCode: string, isTransliteration = false, content = `${languageCode} text`) => ({
    languageCode,
    content,
    isTransliteration,
  });

  it('puts originals before transliterations, each in the preferred order', () => {
    const contents: LanguageContent[] = [
      item('en', true),
      item('ml'),
      item('hi', true),
      item('bn'),
      item('hi'),
      item('sa'),
      item('en'),
    ];
    expect(orderContents(contents).map((c) => `${c.languageCode}${c.isTransliteration ? '*' : ''}`)).toEqual([
      'en',
      'sa',
      'hi',
      'bn',
      'ml',
      'en*',
      'hi*',
    ]);
  });

  it('puts an English transliteration after a Malayalam original', () => {
    expect(orderContents([item('en', true), item('ml')]).map((c) => c.languageCode)).toEqual(['ml', 'en']);
  });

  it('keeps the items themselves (extra fields included) and leaves the input alone', () => {
    const contents = [
      { ...item('hi'), id: 1 },
      { ...item('en'), id: 2 },
    ];
    const ordered = orderContents(contents);
    expect(ordered.map((c) => c.id)).toEqual([2, 1]);
    expect(ordered[0]).toBe(contents[1]);
    expect(contents.map((c) => c.id)).toEqual([1, 2]);
  });

  it('returns an empty list for no contents', () => {
    expect(orderContents([])).toEqual([]);
  });
});

describe('chooseReadingLanguage', () => {
  it('uses the requested language when the text has it', () => {
    expect(chooseReadingLanguage(['en', 'hi', 'sa'], 'hi')).toBe('hi');
    expect(chooseReadingLanguage(['en', 'bn'], 'bn')).toBe('bn');
  });

  it('honours a requested Malayalam even though it has no tab', () => {
    expect(chooseReadingLanguage(['hi', 'ml'], 'ml')).toBe('ml');
  });

  it('ignores a requested language the text does not have', () => {
    expect(chooseReadingLanguage(['hi', 'sa'], 'en')).toBe('sa');
    expect(chooseReadingLanguage(['hi', 'sa'], 'zz')).toBe('sa');
  });

  it('falls back to the first available language in the reading order', () => {
    expect(chooseReadingLanguage(['bn', 'kn', 'mr', 'ta', 'te', 'gu', 'hi', 'sa', 'en'])).toBe('en');
    expect(chooseReadingLanguage(['bn', 'kn', 'mr', 'ta', 'te', 'gu', 'hi', 'sa'])).toBe('sa');
    expect(chooseReadingLanguage(['bn', 'kn', 'mr', 'ta', 'te', 'gu', 'hi'])).toBe('hi');
    expect(chooseReadingLanguage(['bn', 'kn', 'mr', 'ta', 'te', 'gu'])).toBe('gu');
    expect(chooseReadingLanguage(['bn', 'kn', 'mr', 'ta', 'te'])).toBe('te');
    expect(chooseReadingLanguage(['bn', 'kn', 'mr', 'ta'])).toBe('ta');
    expect(chooseReadingLanguage(['bn', 'kn', 'mr'])).toBe('mr');
    expect(chooseReadingLanguage(['bn', 'kn'])).toBe('kn');
    expect(chooseReadingLanguage(['ml', 'bn'])).toBe('bn');
  });

  it('treats null, undefined and empty requests as no request', () => {
    expect(chooseReadingLanguage(['hi', 'en'], null)).toBe('en');
    expect(chooseReadingLanguage(['hi', 'en'], undefined)).toBe('en');
    expect(chooseReadingLanguage(['hi', 'en'], '')).toBe('en');
  });

  it('uses the first listed language when none is in the reading order', () => {
    expect(chooseReadingLanguage(['ml'])).toBe('ml');
    expect(chooseReadingLanguage(['xx', 'ml'])).toBe('xx');
  });

  it('answers null when the text has no language', () => {
    expect(chooseReadingLanguage([])).toBeNull();
    expect(chooseReadingLanguage([], 'en')).toBeNull();
  });
});
