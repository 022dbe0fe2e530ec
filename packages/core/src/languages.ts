export const LANGUAGE_CODES = ['en', 'hi', 'sa', 'ta', 'bn', 'gu', 'ml', 'te', 'kn', 'mr'] as const;
export type LanguageCode = (typeof LANGUAGE_CODES)[number];

export type Script = 'latin' | 'devanagari' | 'tamil' | 'bengali' | 'gujarati' | 'malayalam' | 'telugu' | 'kannada';

export interface Language {
  code: LanguageCode;
  name: string;
  nativeName: string;
  script: Script;
  scriptName: string;
}

export const LANGUAGES: Readonly<Record<LanguageCode, Language>> = {
  en: { code: 'en', name: 'English', nativeName: 'English', script: 'latin', scriptName: 'Latin' },
  hi: { code: 'hi', name: 'Hindi', nativeName: 'हिन्दी', script: 'devanagari', scriptName: 'Devanagari' },
  sa: { code: 'sa', name: 'Sanskrit', nativeName: 'संस्कृतम्', script: 'devanagari', scriptName: 'Devanagari' },
  ta: { code: 'ta', name: 'Tamil', nativeName: 'தமிழ்', script: 'tamil', scriptName: 'Tamil' },
  bn: { code: 'bn', name: 'Bengali', nativeName: 'বাংলা', script: 'bengali', scriptName: 'Bengali' },
  gu: { code: 'gu', name: 'Gujarati', nativeName: 'ગુજરાતી', script: 'gujarati', scriptName: 'Gujarati' },
  ml: { code: 'ml', name: 'Malayalam', nativeName: 'മലയാളം', script: 'malayalam', scriptName: 'Malayalam' },
  te: { code: 'te', name: 'Telugu', nativeName: 'తెలుగు', script: 'telugu', scriptName: 'Telugu' },
  kn: { code: 'kn', name: 'Kannada', nativeName: 'ಕನ್ನಡ', script: 'kannada', scriptName: 'Kannada' },
  mr: { code: 'mr', name: 'Marathi', nativeName: 'मराठी', script: 'devanagari', scriptName: 'Devanagari' },
};

/** The reading page's default order; only these nine have a tab (Malayalam has none). */
export const READING_LANGUAGE_ORDER: readonly LanguageCode[] = ['en', 'sa', 'hi', 'gu', 'te', 'ta', 'mr', 'kn', 'bn'];

/** The order used for first lines and availableLanguages: the reading order, then Malayalam. */
export const PREFERRED_LANGUAGE_ORDER: readonly LanguageCode[] = [...READING_LANGUAGE_ORDER, 'ml'];

export function isLanguageCode(value: string): value is LanguageCode {
  return (LANGUAGE_CODES as readonly string[]).includes(value);
}

/** English name of a language, or the raw code when it is unknown. */
export function languageName(code: string): string {
  return isLanguageCode(code) ? LANGUAGES[code].name : code;
}

function preferenceRank(code: string): number {
  const rank = PREFERRED_LANGUAGE_ORDER.indexOf(code as LanguageCode);
  return rank === -1 ? PREFERRED_LANGUAGE_ORDER.length : rank;
}

export function compareLanguages(a: string, b: string): number {
  return preferenceRank(a) - preferenceRank(b);
}

/** Each language code once, in the preferred order. */
export function orderLanguages(codes: Iterable<string>): string[] {
  return [...new Set(codes)].sort(compareLanguages);
}

export interface LanguageContent {
  languageCode: string;
  content: string;
  isTransliteration: boolean;
}

/** Originals before transliterations, each group in the preferred language order. */
export function orderContents<T extends LanguageContent>(contents: readonly T[]): T[] {
  return [...contents].sort(
    (a, b) =>
      Number(a.isTransliteration) - Number(b.isTransliteration) || compareLanguages(a.languageCode, b.languageCode),
  );
}

/**
 * The language the reading page opens in: the requested one when the text has it,
 * else the first available in the reading order, else the first listed.
 */
export function chooseReadingLanguage(available: readonly string[], requested?: string | null): string | null {
  if (requested && available.includes(requested)) return requested;
  return READING_LANGUAGE_ORDER.find((code) => available.includes(code)) ?? available[0] ?? null;
}
