/**
 * Every URL of the public site is built here (and parsed back in src/public/routes.ts); the
 * addresses the server writes too (its sitemap) come from `sitePaths` in @bhakti/core.
 */
import { sitePaths, textViewParams, type TextPathOptions } from '@bhakti/core';

export { TRANSLITERATION_VIEW } from '@bhakti/core';

export interface TextLinkOptions extends TextPathOptions {
  /** 1-based verse number, as the `v{n}` anchor. */
  verse?: number | null;
}

const segment = (value: string | number) => encodeURIComponent(String(value));

/** A location hash when it names a verse (`#v12`, as `urls.text` writes it), else ''. */
export const verseAnchorOf = (hash: string) => (/^#v\d+$/.test(hash) ? hash : '');

export const urls = {
  home: sitePaths.home,
  allTexts: () => '/#all-texts',
  /** The A–Z index of titles: every title, or those under one letter. */
  textsIndex: (letter?: string | null) => (letter ? `/texts?letter=${segment(letter)}` : '/texts'),
  newsletter: () => '#newsletter',
  text(slug: string, options: TextLinkOptions = {}) {
    const hash = options.verse ? `#v${options.verse}` : '';
    return `${sitePaths.text(slug, options)}${hash}`;
  },
  /** The "Report a mistake" page for one verse of a text, in the reading page's view (`?language=&view=&script=&verse=`). */
  reportMistake(slug: string, options: TextLinkOptions = {}) {
    const params = textViewParams(options);
    if (options.verse) params.set('verse', String(options.verse));
    const query = params.toString();
    return `/texts/${segment(slug)}/report${query ? `?${query}` : ''}`;
  },
  category: sitePaths.category,
  categories: sitePaths.categories,
  deities: sitePaths.deities,
  deity: sitePaths.deity,
  deityById: (id: number) => `/deities/${id}`,
  search: (query?: string) => (query ? `/search?q=${encodeURIComponent(query)}` : '/search'),
  /** Reading memory: continue reading, bookmarks, recently read (kept on the device). */
  myTexts: () => '/my-texts',
  about: sitePaths.about,
  contact: sitePaths.contact,
  privacy: sitePaths.privacy,
  terms: sitePaths.terms,
  admin: () => '/admin',
  /** The server's theme switch for pages without JavaScript (`?theme=dark&back=/about`): sets the cookie, goes back. */
  themeSwitch: () => '/theme',
  /** The server's interface language switch: remembers the language, opens `back` (a path without prefix) in it. */
  interfaceSwitch: (language: string, back: string) =>
    `/interface?language=${encodeURIComponent(language)}&back=${encodeURIComponent(back)}`,
};

/** Share targets for a page (docs/product.md: they open in a new window). */
export const shareUrls = {
  whatsapp: (title: string, pageUrl: string) =>
    `https://wa.me/?text=${encodeURIComponent(`${title} - Read this devotional text on Bhakti Sangrah: ${pageUrl}`)}`,
  facebook: (pageUrl: string) => `https://www.facebook.com/sharer/sharer.php?u=${encodeURIComponent(pageUrl)}`,
};
