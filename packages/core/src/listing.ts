/**
 * The letters of the A–Z index of titles: a title is under its first character lowercased when
 * that is a Latin letter, else under `other` (a title in Devanagari, a digit, IAST's Ś).
 */
export const TITLE_LETTERS = [...'abcdefghijklmnopqrstuvwxyz', 'other'] as const;
export type TitleLetter = (typeof TITLE_LETTERS)[number];

export function isTitleLetter(value: unknown): value is TitleLetter {
  return typeof value === 'string' && (TITLE_LETTERS as readonly string[]).includes(value);
}

/** The most list items one paged request answers. */
export const MAX_PAGE_LIMIT = 100;
