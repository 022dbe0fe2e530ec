import type { CreativeWork, WithContext } from 'schema-dts';
import type { CategoryType } from '@bhakti/core';
import type { FullText } from '../ui/api.js';
import type { PageHead } from '../ui/head.js';
import { categoryCardImage, SITE_CARD } from '../ui/social-card.js';
import { breadcrumbs, website } from '../ui/structured-data.js';
import { urls } from '../ui/urls.js';

/** What a page adds to its head for search engines and shares (docs/decisions/031). */
type Sharing = Pick<PageHead, 'card' | 'structuredData'>;

/**
 * A text page: the text as a CreativeWork in the language of the view (`lang`, BCP 47), part of
 * its category's page, about its deity; the way to it from home; the card of its category.
 * `path` is the page's canonical path.
 */
export function textSharing(text: FullText, path: string, description: string, lang: string, origin: string): Sharing {
  const card = { type: 'article' as const, lang, image: categoryCardImage(text.categoryType) };
  const categoryPath = urls.category(text.categorySlug);
  const work: WithContext<CreativeWork> = {
    '@context': 'https://schema.org',
    '@type': 'CreativeWork',
    name: text.title,
    ...(text.alternativeTitles.length > 0 ? { alternateName: text.alternativeTitles } : {}),
    inLanguage: lang,
    description,
    url: origin + path,
    dateModified: text.updatedAt,
    image: origin + card.image.path,
    ...(text.author ? { author: { '@type': 'Person', name: text.author } } : {}),
    ...(text.deityName && text.deitySlug
      ? { about: { '@type': 'Thing', name: text.deityName, url: origin + urls.deity(text.deitySlug) } }
      : {}),
    // The category is a page listing its texts, not a series published in order (ADR 031).
    isPartOf: { '@type': 'CollectionPage', name: text.categoryName, url: origin + categoryPath },
  };
  const trail = breadcrumbs(origin, [
    { name: text.categoryName, path: categoryPath },
    { name: text.title, path: urls.text(text.slug) },
  ]);
  return { card, structuredData: [work, trail] };
}

/** A category's page: the way to it from home; the card of its type. */
export function categorySharing(name: string, slug: string, type: CategoryType, origin: string): Sharing {
  return {
    card: { type: 'website', image: categoryCardImage(type) },
    structuredData: [breadcrumbs(origin, [{ name, path: urls.category(slug) }])],
  };
}

/** A deity's page: the way to it from home; the site's card. */
export function deitySharing(name: string, slug: string, origin: string): Sharing {
  return { card: SITE_CARD, structuredData: [breadcrumbs(origin, [{ name, path: urls.deity(slug) }])] };
}

/** The home page: the site, with its search. */
export function homeSharing(description: string, origin: string): Sharing {
  return { card: SITE_CARD, structuredData: [website(origin, description)] };
}
