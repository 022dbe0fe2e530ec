import { cookieValue } from './interface-language.js';

/**
 * The reader's colour theme (docs/product.md, "Night mode"): light or dark when the reader chose
 * one, else none and the page follows the system's `prefers-color-scheme`. The choice lives in
 * one cookie, which the server reads to render the chosen theme and to key its response cache.
 */
export const COLOR_THEMES = ['light', 'dark'] as const;
export type ColorTheme = (typeof COLOR_THEMES)[number];

export const THEME_COOKIE = 'theme';
/** A year: the choice outlives a festival season. */
const THEME_COOKIE_MAX_AGE_S = 365 * 24 * 60 * 60;

/** `light` or `dark`; anything else is no choice. */
export function parseColorTheme(value: unknown): ColorTheme | null {
  return COLOR_THEMES.find((theme) => theme === value) ?? null;
}

/** The theme a Cookie header chose (its first `theme` cookie); other cookies and values count as none. */
export function colorThemeFromCookies(header: string | undefined): ColorTheme | null {
  return parseColorTheme(cookieValue(header, THEME_COOKIE));
}

/** The cookie that remembers a choice, or forgets it (`null`: follow the system), for Set-Cookie and document.cookie. */
export function colorThemeCookie(theme: ColorTheme | null, options: { secure?: boolean } = {}): string {
  const attributes = ['Path=/', 'SameSite=Lax', ...(options.secure ? ['Secure'] : [])];
  if (theme === null) return [`${THEME_COOKIE}=`, 'Max-Age=0', ...attributes].join('; ');
  return [`${THEME_COOKIE}=${theme}`, `Max-Age=${THEME_COOKIE_MAX_AGE_S}`, ...attributes].join('; ');
}
