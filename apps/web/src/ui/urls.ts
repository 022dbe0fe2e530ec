/** Every URL of the public site is built here (and parsed back in src/public/routes.ts). */

export const TRANSLITERATION_VIEW = 'transliteration';

export interface TextLinkOptions {
  language?: string | null;
  /** The English Transliteration view. */
  transliteration?: boolean;
  /** A script view of Devanagari content (`?script=telugu`). */
  script?: string | null;
  /** A second view beside the verses (`?beside=en`). */
  beside?: string | null;
  /** 1-based verse number, as the `v{n}` anchor. */
  verse?: number | null;
}

const segment = (value: string | number) => encodeURIComponent(String(value));

/** A location hash when it names a verse (`#v12`, as `urls.text` writes it), else ''. */
export const verseAnchorOf = (hash: string) => (/^#v\d+$/.test(hash) ? hash : '');

/** The query naming a view of a text: `language`, `view=transliteration`, `script`, `beside`. */
function viewParams(options: TextLinkOptions): URLSearchParams {
  const params = new URLSearchParams();
  if (options.language) params.set('language', options.language);
  if (options.transliteration) params.set('view', TRANSLITERATION_VIEW);
  if (options.script) params.set('script', options.script);
  if (options.beside) params.set('beside', options.beside);
  return params;
}

export const urls = {
  home: () => '/',
  allTexts: () => '/#all-texts',
  /** The A–Z index of titles: every title, or those under one letter. */
  textsIndex: (letter?: string | null) => (letter ? `/texts?letter=${segment(letter)}` : '/texts'),
  newsletter: () => '#newsletter',
  text(slug: string, options: TextLinkOptions = {}) {
    const query = viewParams(options).toString();
    const hash = options.verse ? `#v${options.verse}` : '';
    return `/texts/${segment(slug)}${query ? `?${query}` : ''}${hash}`;
  },
  /** The "Report a mistake" page for one verse of a text, in the reading page's view (`?language=&view=&script=&verse=`). */
  reportMistake(slug: string, options: TextLinkOptions = {}) {
    const params = viewParams(options);
    if (options.verse) params.set('verse', String(options.verse));
    const query = params.toString();
    return `/texts/${segment(slug)}/report${query ? `?${query}` : ''}`;
  },
  category: (slugOrType: string) => `/category/${segment(slugOrType)}`,
  categories: () => '/categories',
  deities: () => '/deities',
  deity: (slugOrId: string | number) => `/deity/${segment(slugOrId)}`,
  deityById: (id: number) => `/deities/${id}`,
  search: (query?: string) => (query ? `/search?q=${encodeURIComponent(query)}` : '/search'),
  /** Reading memory: continue reading, bookmarks, recently read (kept on the device). */
  myTexts: () => '/my-texts',
  about: () => '/about',
  contact: () => '/contact',
  privacy: () => '/privacy-policy',
  terms: () => '/terms-of-service',
  admin: () => '/admin',
  /** The server's theme switch for pages without JavaScript (`?theme=dark&back=/about`): sets the cookie, goes back. */
  themeSwitch: () => '/theme',
};

/** Share targets for a page (docs/product.md: they open in a new window). */
export const shareUrls = {
  whatsapp: (title: string, pageUrl: string) =>
    `https://wa.me/?text=${encodeURIComponent(`${title} - Read this devotional text on Bhakti Sangrah: ${pageUrl}`)}`,
  facebook: (pageUrl: string) => `https://www.facebook.com/sharer/sharer.php?u=${encodeURIComponent(pageUrl)}`,
};
