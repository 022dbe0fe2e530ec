/**
 * The interface language (ADR 034): English at the site's root, every other language under its
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

/** One address of a hreflang cluster. */
export interface Alternate {
  hreflang: string;
  path: string;
}

/**
 * A text's hreflang cluster across the interface languages (ADR 034), from its views' cluster
 * (`views`: each view's tag and path, ADR 030): each view in the interface that speaks its
 * language when there is one (`hi` is the Hindi view in the Hindi interface; `sa-Telu` the
 * Telugu-script view in English), then each other interface language's default view (`mr`),
 * and the English default view as x-default. The same cluster on every page of the text.
 */
export function textAlternates(
  defaultPath: string,
  views: readonly Alternate[],
  languages: readonly string[],
): Alternate[] {
  const inItsInterface = views.map(({ hreflang, path }) => ({
    hreflang,
    path: languages.includes(hreflang) ? interfacePath(hreflang, path) : path,
  }));
  const claimed = new Set(views.map((view) => view.hreflang));
  const interfaces = languages
    .filter((language) => !claimed.has(language))
    .map((language) => ({ hreflang: language, path: interfacePath(language, defaultPath) }));
  return [...inItsInterface, ...interfaces, { hreflang: 'x-default', path: defaultPath }];
}

/** A page that is the same in every interface language: its address in each, English as x-default. */
export function pageAlternates(path: string, languages: readonly string[]): Alternate[] {
  return [
    ...languages.map((language) => ({ hreflang: language, path: interfacePath(language, path) })),
    { hreflang: 'x-default', path },
  ];
}
