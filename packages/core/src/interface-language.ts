/**
 * The interface language (ADR 033): English at the site's root, every other language under its
 * own prefix (`/hi/texts/hanuman-chalisa`). The language of the texts themselves is chosen apart
 * (`?language=`), whatever the interface's. A reader's choice is remembered in one cookie.
 */
export const DEFAULT_INTERFACE_LANGUAGE = 'en';
export const INTERFACE_COOKIE = 'interface';
const INTERFACE_COOKIE_MAX_AGE_S = 365 * 24 * 60 * 60;

/** The value of the first cookie of that name in a Cookie header, or null. */
export function cookieValue(header: string | undefined, name: string): string | null {
  for (const part of (header ?? '').split(';')) {
    const separator = part.indexOf('=');
    if (separator !== -1 && part.slice(0, separator).trim() === name) return part.slice(separator + 1).trim();
  }
  return null;
}

/** A path in an interface language: `/about` in Hindi is `/hi/about`, the home page `/hi/`. */
export function interfacePath(language: string, path: string): string {
  if (language === DEFAULT_INTERFACE_LANGUAGE) return path;
  return `/${language}${path.startsWith('/') ? path : `/${path}`}`;
}

/** The prefix a language's paths start with ('' for English). */
export const interfaceBase = (language: string) => (language === DEFAULT_INTERFACE_LANGUAGE ? '' : `/${language}`);

/**
 * A requested path's interface language and its path within it: `/hi/about` → hi, `/about`;
 * `/hi` → hi, `/`. A prefix names a language only when it is one of `languages`.
 */
export function splitInterfacePath(path: string, languages: readonly string[]): { language: string; path: string } {
  const match = /^\/([a-z]{2,3})(?=\/|$|\?)/.exec(path);
  const language = match?.[1];
  if (!language || language === DEFAULT_INTERFACE_LANGUAGE || !languages.includes(language)) {
    return { language: DEFAULT_INTERFACE_LANGUAGE, path };
  }
  const rest = path.slice(language.length + 1);
  return { language, path: rest === '' || rest.startsWith('?') ? `/${rest}` : rest };
}

/** The interface language the reader chose (the cookie), if it is one of `languages`. */
export function interfaceLanguageFromCookies(header: string | undefined, languages: readonly string[]): string | null {
  const value = cookieValue(header, INTERFACE_COOKIE);
  return value !== null && languages.includes(value) ? value : null;
}

/** The cookie that remembers the reader's interface language, for Set-Cookie and document.cookie. */
export function interfaceLanguageCookie(language: string, options: { secure?: boolean } = {}): string {
  return [
    `${INTERFACE_COOKIE}=${language}`,
    `Max-Age=${INTERFACE_COOKIE_MAX_AGE_S}`,
    'Path=/',
    'SameSite=Lax',
    ...(options.secure ? ['Secure'] : []),
  ].join('; ');
}
