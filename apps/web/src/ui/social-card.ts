import type { Translate } from '../i18n/interface.js';

/**
 * How a page shows when shared (OpenGraph, and Twitter's large-image card): a text is an
 * article, any other page the website. The images are drawn once by scripts/make-cards.mjs
 * (public/og/), one for the site and one per category type (docs/decisions/031).
 */
export interface SocialCard {
  type: 'article' | 'website';
  /** BCP 47 tag of the page's content ('hi', 'sa-Telu'); English when absent. */
  lang?: string;
  image: { path: string; alt: string };
}

/** Every card image is this size (the size OpenGraph and Twitter show largest). */
export const CARD_SIZE = { width: 1200, height: 630 } as const;

/** The site's card, described in the interface's language. */
export function siteCard(t: Translate): SocialCard {
  return { type: 'website', image: { path: '/og/site.png', alt: t('site.cardAlt') } };
}

/** A category's card (one image per type, scripts/make-cards.mjs), with its name in the interface's language. */
export function categoryCardImage(type: string, categoryName: string, t: Translate): SocialCard['image'] {
  return { path: `/og/${type}.png`, alt: t('site.categoryCardAlt', { category: categoryName }) };
}

export function ogLocale(lang: string | undefined): string {
  const language = (lang ?? 'en').split('-')[0] || 'en';
  return `${language}_IN`;
}

export interface MetaTag {
  attribute: 'property' | 'name';
  key: string;
  value: string;
}

/** The card's meta tags, with absolute URLs: the same on the server and after a move in the browser. */
export function socialCardMeta(card: SocialCard, origin: string): MetaTag[] {
  const og = (key: string, value: string | number): MetaTag => ({ attribute: 'property', key, value: String(value) });
  return [
    og('og:type', card.type),
    og('og:locale', ogLocale(card.lang)),
    og('og:image', origin + card.image.path),
    og('og:image:type', 'image/png'),
    og('og:image:width', CARD_SIZE.width),
    og('og:image:height', CARD_SIZE.height),
    og('og:image:alt', card.image.alt),
    { attribute: 'name', key: 'twitter:card', value: 'summary_large_image' },
    { attribute: 'name', key: 'twitter:image:alt', value: card.image.alt },
  ];
}
