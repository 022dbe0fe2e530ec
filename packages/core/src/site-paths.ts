// The addresses of the public site that the server writes too (the sitemap, robots.txt):
// the web app's `urls` (apps/web/src/ui/urls.ts) builds these through them.

/** What names a view of a text in its address. */
export interface TextPathOptions {
  language?: string | null;
  /** The English Transliteration view. */
  transliteration?: boolean;
  /** A script view of Devanagari content (`?script=telugu`). */
  script?: string | null;
  /** A second view beside the verses (`?beside=en`). */
  beside?: string | null;
}

export const TRANSLITERATION_VIEW = 'transliteration';

const segment = (value: string | number) => encodeURIComponent(String(value));

/** The query naming a view of a text: `language`, `view=transliteration`, `script`, `beside`, in that order. */
export function textViewParams(options: TextPathOptions): URLSearchParams {
  const params = new URLSearchParams();
  if (options.language) params.set('language', options.language);
  if (options.transliteration) params.set('view', TRANSLITERATION_VIEW);
  if (options.script) params.set('script', options.script);
  if (options.beside) params.set('beside', options.beside);
  return params;
}

/** The query of a view's address, with its `?` ('' for none). */
export function textViewQuery(options: TextPathOptions): string {
  const query = textViewParams(options).toString();
  return query ? `?${query}` : '';
}

export const sitePaths = {
  home: () => '/',
  text: (slug: string, options: TextPathOptions = {}) => `/texts/${segment(slug)}${textViewQuery(options)}`,
  category: (slugOrType: string) => `/category/${segment(slugOrType)}`,
  categories: () => '/categories',
  deities: () => '/deities',
  /** The A–Z index of every text. */
  textsIndex: () => '/texts',
  deity: (slugOrId: string | number) => `/deity/${segment(slugOrId)}`,
  about: () => '/about',
  contact: () => '/contact',
  privacy: () => '/privacy-policy',
  terms: () => '/terms-of-service',
  search: () => '/search',
};
