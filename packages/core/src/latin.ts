import { Sanscript } from './sanscript.js';

const SCRIPT_SCHEMES: ReadonlyArray<[RegExp, string]> = [
  // The dandas (U+0964, U+0965) sit in the Devanagari block but every Indic script uses them.
  [/[\u0900-\u0963\u0966-\u097F]/, 'devanagari'],
  [/[\u0980-\u09FF]/, 'bengali'],
  [/[\u0A00-\u0A7F]/, 'gurmukhi'],
  [/[\u0A80-\u0AFF]/, 'gujarati'],
  [/[\u0B00-\u0B7F]/, 'oriya'],
  [/[\u0B80-\u0BFF]/, 'tamil'],
  [/[\u0C00-\u0C7F]/, 'telugu'],
  [/[\u0C80-\u0CFF]/, 'kannada'],
  [/[\u0D00-\u0D7F]/, 'malayalam'],
];

/** The Sanscript scheme of the first Indic letter in the text, or null for other text. */
export function detectIndicScheme(text: string): string | null {
  return SCRIPT_SCHEMES.find(([pattern]) => pattern.test(text))?.[1] ?? null;
}

/** IAST rendering of Indic text (text without Indic letters is returned unchanged). */
export function toLatin(text: string): string {
  const scheme = detectIndicScheme(text);
  return scheme ? Sanscript.t(text.normalize('NFC'), scheme, 'iast') : text;
}
