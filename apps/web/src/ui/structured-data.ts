import type { BreadcrumbList, SearchAction, Thing, WebSite, WithContext } from 'schema-dts';
import { urls } from './urls.js';

/**
 * One JSON-LD block of a page's head (schema.org, docs/decisions/031): data for search
 * engines, never executed. Its URLs are absolute, made from the site's origin.
 */
export type StructuredData = WithContext<Thing>;

/** A page's place in the site, home first: each step's name and path. */
export type Crumbs = ReadonlyArray<{ name: string; path: string }>;

export function breadcrumbs(origin: string, home: string, crumbs: Crumbs): WithContext<BreadcrumbList> {
  return {
    '@context': 'https://schema.org',
    '@type': 'BreadcrumbList',
    itemListElement: [{ name: home, path: urls.home() }, ...crumbs].map((crumb, index) => ({
      '@type': 'ListItem',
      position: index + 1,
      name: crumb.name,
      item: origin + crumb.path,
    })),
  };
}

/** The search template search engines may offer in their results (`{search_term_string}` is theirs). */
const SEARCH_TERM = 'search_term_string';

/** The site itself, with its search: the home page's block. */
export function website(origin: string, name: string, description: string): WithContext<WebSite> {
  // schema-dts has no `query-input` (Google's required companion of the template): added here.
  const search: SearchAction & { 'query-input': string } = {
    '@type': 'SearchAction',
    target: { '@type': 'EntryPoint', urlTemplate: `${origin}${urls.search()}?q={${SEARCH_TERM}}` },
    'query-input': `required name=${SEARCH_TERM}`,
  };
  return {
    '@context': 'https://schema.org',
    '@type': 'WebSite',
    name,
    url: origin + urls.home(),
    description,
    potentialAction: search,
  };
}

/**
 * The blocks as HTML. `<` is written `\u003c` (the same string to a JSON parser), so that no
 * value — a title holding `</script>` — can end the element or open a comment.
 */
export function structuredDataHtml(blocks: readonly StructuredData[]): string[] {
  return blocks.map(
    (block) =>
      `<script type="application/ld+json" data-share>${JSON.stringify(block).replace(/</g, '\\u003c')}</script>`,
  );
}
