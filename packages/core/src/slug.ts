import { toLatin } from './latin.js';

export const SLUG_PATTERN = /^[a-z0-9]+(-[a-z0-9]+)*$/;
export const SLUG_MAX_LENGTH = 200;
export const RESERVED_TEXT_SLUGS: readonly string[] = ['popular', 'category', 'deity'];

/** Why a slug is not acceptable, or null when it is. */
export function slugProblem(slug: string): string | null {
  if (slug.length === 0) return 'Slug is required';
  if (slug.length > SLUG_MAX_LENGTH) return `Slug must be at most ${SLUG_MAX_LENGTH} characters`;
  if (!SLUG_PATTERN.test(slug)) {
    return 'Slug may contain only lowercase letters, digits and single hyphens between them';
  }
  if (/^\d+$/.test(slug)) return 'Slug cannot be all digits';
  return null;
}

/**
 * The slug suggested for a title: lowercase, characters other than letters, digits,
 * spaces and hyphens removed, whitespace runs turned into hyphens. A title with no Latin
 * letters is transliterated first, so "हनुमान चालीसा" suggests "hanumana-calisa".
 */
export function slugify(title: string): string {
  const latin = /[a-z]/i.test(title) ? title : toLatin(title);
  const slug = latin
    .normalize('NFD')
    .replace(/\p{M}/gu, '')
    .toLowerCase()
    .replace(/[^a-z0-9\s-]/g, '')
    .trim()
    .replace(/[\s-]+/g, '-')
    .replace(/^-+|-+$/g, '');
  const prefixed = /^\d+$/.test(slug) ? `text-${slug}` : slug;
  return prefixed.length > SLUG_MAX_LENGTH ? cutAtWord(prefixed, SLUG_MAX_LENGTH) : prefixed;
}

/** At most `max` characters, ending at a word boundary unless that would lose half of it. */
function cutAtWord(slug: string, max: number): string {
  const hard = slug.slice(0, max).replace(/-+$/, '');
  if (slug[max] === '-') return hard;
  const atWord = hard.replace(/-[^-]*$/, '');
  return atWord.length >= max / 2 ? atWord : hard;
}
