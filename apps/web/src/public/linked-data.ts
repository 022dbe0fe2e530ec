import type { QueryClient } from '@tanstack/react-query';
import type { CreativeWork, WithContext } from 'schema-dts';
import { textViewCluster, type CategoryType } from '@bhakti/core';
import type { FullText } from '../ui/api.js';
import type { PageHead } from '../ui/head.js';
import type { PublicQueries } from '../ui/queries.js';
import { categoryCardImage, SITE_CARD } from '../ui/social-card.js';
import { breadcrumbs, website } from '../ui/structured-data.js';
import { urls } from '../ui/urls.js';

/** What the server adds to a page's head for search engines and shares (docs/decisions/030, 031). */
type Sharing = Pick<PageHead, 'card' | 'structuredData' | 'alternates'>;

/**
 * The share card and JSON-LD of a rendered page, from the data its route loaded. Server only:
 * the browser's bundle carries none of it (the reading page's first-load budget, README).
 * Pages that failed or were not found have neither.
 */
export function pageSharing(
  route: { name: string; params: Record<string, string> },
  head: PageHead,
  data: { queryClient: QueryClient; queries: PublicQueries },
  origin: string,
): Sharing {
  if (head.path === null || (head.status ?? 200) !== 200) return {};
  const { queryClient, queries } = data;
  const { slug = '', idOrSlug = '' } = route.params;
  switch (route.name) {
    case 'home':
      return homeSharing(head.description, origin);
    case 'text': {
      const text = queryClient.getQueryData(queries.text(slug).queryKey);
      return text ? textSharing(text, head.path, head.description, head.lang ?? 'en', origin) : {};
    }
    case 'category': {
      const category = queryClient.getQueryData(queries.category(slug).queryKey);
      return category ? categorySharing(category.name, category.slug, category.type, origin) : {};
    }
    case 'deity': {
      const deity = queryClient.getQueryData(queries.deity(idOrSlug).queryKey);
      return deity ? deitySharing(deity.name, deity.slug, origin) : {};
    }
    default:
      return {};
  }
}

/**
 * A text page: the text as a CreativeWork in the language of the view (`lang`, BCP 47), part of
 * its category's page, about its deity; the way to it from home; the card of its category.
 * `path` is the page's canonical path.
 */
function textSharing(text: FullText, path: string, description: string, lang: string, origin: string): Sharing {
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
  return { card, structuredData: [work, trail], alternates: viewAlternates(text) };
}

/** Every view of the text that is a page of its own, by hreflang, and the default view as x-default (ADR 030). */
function viewAlternates(text: FullText): PageHead['alternates'] {
  return [
    ...textViewCluster(text.contents).flatMap((view) =>
      view.hreflang ? [{ hreflang: view.hreflang, path: urls.text(text.slug, view.address) }] : [],
    ),
    { hreflang: 'x-default', path: urls.text(text.slug) },
  ];
}

/** A category's page: the way to it from home; the card of its type. */
function categorySharing(name: string, slug: string, type: CategoryType, origin: string): Sharing {
  return {
    card: { type: 'website', image: categoryCardImage(type) },
    structuredData: [breadcrumbs(origin, [{ name, path: urls.category(slug) }])],
  };
}

/** A deity's page: the way to it from home; the site's card. */
function deitySharing(name: string, slug: string, origin: string): Sharing {
  return { card: SITE_CARD, structuredData: [breadcrumbs(origin, [{ name, path: urls.deity(slug) }])] };
}

/** The home page: the site, with its search. */
function homeSharing(description: string, origin: string): Sharing {
  return { card: SITE_CARD, structuredData: [website(origin, description)] };
}
