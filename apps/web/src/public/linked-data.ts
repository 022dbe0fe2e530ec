import type { CreativeWork, WithContext } from 'schema-dts';
import {
  DEFAULT_INTERFACE_LANGUAGE,
  interfaceBase,
  pageAlternates,
  textAlternates,
  textViewCluster,
  type CategoryType,
} from '@bhakti/core';
import type { FullText } from '../ui/api.js';
import type { PageHead, ResolvedHead } from '../ui/head.js';
import type { PageData } from '../ui/page-data.js';
import type { PublicQueries } from '../ui/queries.js';
import { categoryCardImage, siteCard } from '../ui/social-card.js';
import type { Translate } from '../i18n/interface.js';
import { breadcrumbs, website } from '../ui/structured-data.js';
import { urls } from '../ui/urls.js';

/** What the server adds to a page's head for search engines and shares (docs/decisions/030, 031). */
type Sharing = Pick<PageHead, 'card' | 'structuredData' | 'alternates'>;

/** Whom the page speaks to: its site, its interface language (and the others), their words. */
export interface SharingContext {
  origin: string;
  language: string;
  languages: readonly string[];
  t: Translate;
}

/** A page's addresses in its language (`/hi/about`) as absolute URLs: the site's root with its prefix. */
const rootOf = (context: SharingContext) => context.origin + interfaceBase(context.language);

/** A category's name in the interface's language (the library's own in English). */
function categoryNameIn(context: SharingContext, type: CategoryType, name: string): string {
  return context.language === DEFAULT_INTERFACE_LANGUAGE ? name : context.t(`categories.${type}.name`);
}

/**
 * The share card and JSON-LD of a rendered page, from the data its route loaded. Server only:
 * the browser's bundle carries none of it (the reading page's first-load budget, README).
 * Pages that failed or were not found have neither.
 */
export function pageSharing(
  route: { name: string; params: Record<string, string> },
  head: ResolvedHead,
  data: { pageData: PageData; queries: PublicQueries },
  context: SharingContext,
): Sharing {
  if (head.path === null || (head.status ?? 200) !== 200) return {};
  const { pageData, queries } = data;
  const { slug = '', idOrSlug = '' } = route.params;
  const sameInEveryLanguage = { alternates: interfaceAlternates(route.name, head.path, context) };
  switch (route.name) {
    case 'home':
      return { ...sameInEveryLanguage, ...homeSharing(head.description, context) };
    case 'text': {
      const text = pageData.get(queries.text(slug));
      return text ? textSharing(text, head.path, head.description, head.lang ?? 'en', context) : {};
    }
    case 'category': {
      const category = pageData.get(queries.category(slug));
      if (!category) return {};
      return { ...sameInEveryLanguage, ...categorySharing(category.name, category.slug, category.type, context) };
    }
    case 'deity': {
      const deity = pageData.get(queries.deity(idOrSlug));
      return deity ? { ...sameInEveryLanguage, ...deitySharing(deity.name, deity.slug, context) } : {};
    }
    default:
      return sameInEveryLanguage;
  }
}

/** A page that is the same in every interface language: its addresses in each (ADR 034). */
function interfaceAlternates(routeName: string, path: string, context: SharingContext): PageHead['alternates'] {
  if (routeName === 'admin' || context.languages.length < 2) return undefined;
  return pageAlternates(path.slice(interfaceBase(context.language).length) || '/', context.languages);
}

/**
 * A text page: the text as a CreativeWork in the language of the view (`lang`, BCP 47), part of
 * its category's page, about its deity; the way to it from home; the card of its category.
 * `path` is the page's canonical path.
 */
function textSharing(
  text: FullText,
  path: string,
  description: string,
  lang: string,
  context: SharingContext,
): Sharing {
  const { origin } = context;
  const root = rootOf(context);
  const categoryName = categoryNameIn(context, text.categoryType, text.categoryName);
  const card = { type: 'article' as const, lang, image: categoryCardImage(text.categoryType, categoryName, context.t) };
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
      ? { about: { '@type': 'Thing', name: text.deityName, url: root + urls.deity(text.deitySlug) } }
      : {}),
    // The category is a page listing its texts, not a series published in order (ADR 031).
    isPartOf: { '@type': 'CollectionPage', name: categoryName, url: root + categoryPath },
  };
  const trail = breadcrumbs(root, context.t('header.home'), [
    { name: categoryName, path: categoryPath },
    { name: text.title, path: urls.text(text.slug) },
  ]);
  return { card, structuredData: [work, trail], alternates: viewAlternates(text, context.languages) };
}

/** Every view of the text that is a page of its own (ADR 030), in the interfaces' cluster (ADR 034). */
function viewAlternates(text: FullText, languages: readonly string[]): PageHead['alternates'] {
  const views = textViewCluster(text.contents).flatMap((view) =>
    view.hreflang ? [{ hreflang: view.hreflang, path: urls.text(text.slug, view.address) }] : [],
  );
  return textAlternates(urls.text(text.slug), views, languages);
}

/** A category's page: the way to it from home; the card of its type. */
function categorySharing(name: string, slug: string, type: CategoryType, context: SharingContext): Sharing {
  const shownName = categoryNameIn(context, type, name);
  return {
    card: { type: 'website', image: categoryCardImage(type, shownName, context.t) },
    structuredData: [
      breadcrumbs(rootOf(context), context.t('header.home'), [{ name: shownName, path: urls.category(slug) }]),
    ],
  };
}

/** A deity's page: the way to it from home; the site's card. */
function deitySharing(name: string, slug: string, context: SharingContext): Sharing {
  return {
    card: siteCard(context.t),
    structuredData: [breadcrumbs(rootOf(context), context.t('header.home'), [{ name, path: urls.deity(slug) }])],
  };
}

/** The home page: the site, with its search. */
function homeSharing(description: string, context: SharingContext): Sharing {
  return { card: siteCard(context.t), structuredData: [website(rootOf(context), context.t('site.name'), description)] };
}
