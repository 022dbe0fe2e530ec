import { LANGUAGES, isLanguageCode, type Script } from '@bhakti/core';

const SCRIPT_RANGES: ReadonlyArray<[RegExp, Script]> = [
  // The dandas (U+0964, U+0965) sit in the Devanagari block but every Indic script uses them.
  [/[\u0900-\u0963\u0966-\u097F]/, 'devanagari'],
  [/[\u0980-\u09FF]/, 'bengali'],
  [/[\u0A80-\u0AFF]/, 'gujarati'],
  [/[\u0B80-\u0BFF]/, 'tamil'],
  [/[\u0C00-\u0C7F]/, 'telugu'],
  [/[\u0C80-\u0CFF]/, 'kannada'],
  [/[\u0D00-\u0D7F]/, 'malayalam'],
];

/** The script of the first Indic letter, else latin. */
export function scriptOf(text: string): Script {
  return SCRIPT_RANGES.find(([pattern]) => pattern.test(text))?.[1] ?? 'latin';
}

/**
 * The language of a text's first line, which the list answers do not name: the first of the
 * text's languages (in their preferred order) written in the line's script. Good enough for
 * `lang`, which picks the font and the screen reader's voice.
 */
export function languageOfLine(line: string, availableLanguages: readonly string[]): string {
  const script = scriptOf(line);
  const match = availableLanguages.find((code) => isLanguageCode(code) && LANGUAGES[code].script === script);
  if (match) return match;
  return script === 'latin' ? 'en' : (FALLBACK_BY_SCRIPT[script] ?? 'en');
}

/**
 * The language of a title, name or description from the library (content, not interface), which
 * the answers do not name: by its script, English when Latin.
 */
export const contentLang = (value: string) => languageOfLine(value, []);

const FALLBACK_BY_SCRIPT: Partial<Record<Script, string>> = {
  devanagari: 'hi',
  bengali: 'bn',
  gujarati: 'gu',
  tamil: 'ta',
  telugu: 'te',
  kannada: 'kn',
  malayalam: 'ml',
};
