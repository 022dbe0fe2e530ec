import type { ComponentType } from 'react';
import type { FetchQueryOptions, QueryClient, QueryKey } from '@tanstack/react-query';
import type { PublicQueries } from '../ui/queries.js';
import { loadConverter } from '../ui/script-converter.js';
import { AboutPage } from './about-page.js';
import { AdminRoute } from './admin-route.js';
import { CategoriesPage } from './categories-page.js';
import { CategoryPage } from './category-page.js';
import { ContactPage } from './contact-page.js';
import { DeityPage } from './deity-page.js';
import { HomePage } from './home-page.js';
import { NotFoundPage } from './not-found-page.js';
import { PrivacyPage } from './privacy-page.js';
import { SearchPage } from './search-page.js';
import { TermsPage } from './terms-page.js';
import { ORIGINAL_SCRIPT, scriptFromSearch } from './script-view.js';
import { TextPage } from './text-page.js';

/** What a route's loader gets: the server fills the cache with these before rendering. */
export interface LoadContext {
  queryClient: QueryClient;
  queries: PublicQueries;
  search: URLSearchParams;
}

type Params = Record<string, string>;

interface RouteDefinition {
  name: string;
  /** Matched against the decoded path without its trailing slash; named groups become params. */
  pattern: RegExp;
  // Each page declares the params it reads; the pattern's groups provide them.
  // eslint-disable-next-line @typescript-eslint/no-explicit-any
  Page: ComponentType<{ params: any }>;
  load?: (context: LoadContext, params: Params) => Promise<unknown>;
  /** Code the page needs for its address: loaded before the server renders and before the browser hydrates. */
  prepare?: (search: URLSearchParams) => Promise<unknown>;
}

/** A category's or deity's page: the item, then its texts; for a missing item (the page says so) no texts. */
async function itemThenTexts<T extends { id: number }, ItemKey extends QueryKey, Texts, TextsKey extends QueryKey>(
  queryClient: QueryClient,
  item: FetchQueryOptions<T, Error, T, ItemKey>,
  texts: (id: number) => FetchQueryOptions<Texts, Error, Texts, TextsKey>,
) {
  const found = await queryClient.fetchQuery(item).catch(() => null);
  if (found) await queryClient.prefetchQuery(texts(found.id));
}

/** docs/product.md: every public route, in one table (URLs are built in src/ui/urls.ts). */
export const ROUTES: readonly RouteDefinition[] = [
  {
    name: 'home',
    pattern: /^\/$/,
    Page: HomePage,
    load: ({ queryClient, queries }) =>
      Promise.all([
        queryClient.prefetchQuery(queries.texts()),
        queryClient.prefetchQuery(queries.popularTexts()),
        queryClient.prefetchQuery(queries.languageStats()),
      ]),
  },
  {
    name: 'text',
    pattern: /^\/texts\/(?<slug>[^/]+)$/,
    Page: TextPage,
    load: ({ queryClient, queries }, { slug = '' }) => queryClient.prefetchQuery(queries.text(slug)),
    prepare: async (search) => {
      if (scriptFromSearch(search) !== ORIGINAL_SCRIPT) await loadConverter();
    },
  },
  {
    name: 'category',
    pattern: /^\/category\/(?<slug>[^/]+)$/,
    Page: CategoryPage,
    load: ({ queryClient, queries }, { slug = '' }) =>
      itemThenTexts(queryClient, queries.category(slug), queries.categoryTexts),
  },
  {
    name: 'categories',
    pattern: /^\/categories$/,
    Page: CategoriesPage,
    load: ({ queryClient, queries }) => queryClient.prefetchQuery(queries.texts()),
  },
  {
    name: 'deity',
    pattern: /^\/(?:deities\/(?<id>\d+)|deity\/(?<slug>[^/]+))$/,
    Page: DeityPage,
    load: ({ queryClient, queries }, { idOrSlug = '' }) =>
      itemThenTexts(queryClient, queries.deity(idOrSlug), queries.deityTexts),
  },
  {
    name: 'search',
    pattern: /^\/search$/,
    Page: SearchPage,
    load: async ({ queryClient, queries, search }) => {
      const q = (search.get('q') ?? '').trim();
      if (q) await queryClient.prefetchQuery(queries.search(q));
    },
  },
  { name: 'about', pattern: /^\/about$/, Page: AboutPage },
  { name: 'contact', pattern: /^\/contact$/, Page: ContactPage },
  { name: 'privacy', pattern: /^\/privacy-policy$/, Page: PrivacyPage },
  { name: 'terms', pattern: /^\/terms-of-service$/, Page: TermsPage },
  { name: 'admin', pattern: /^\/admin$/, Page: AdminRoute },
];

export const NOT_FOUND_ROUTE: RouteDefinition = { name: 'not-found', pattern: /^$/, Page: NotFoundPage };

export interface RouteMatch {
  route: RouteDefinition;
  params: Params;
}

/** The route of a path ('/texts/x/' and '/texts/x' alike), or the not-found page. */
export function matchRoute(pathname: string): RouteMatch {
  let path: string;
  try {
    path = decodeURIComponent(pathname);
  } catch {
    return { route: NOT_FOUND_ROUTE, params: {} };
  }
  if (path.length > 1) path = path.replace(/\/+$/, '');
  for (const route of ROUTES) {
    const match = route.pattern.exec(path);
    if (!match) continue;
    const params: Params = {};
    for (const [key, value] of Object.entries(match.groups ?? {})) if (value !== undefined) params[key] = value;
    // Both deity forms give one parameter: /deities/{id} and /deity/{slug-or-id}.
    if (route.name === 'deity') return { route, params: { idOrSlug: params.id ?? params.slug ?? '' } };
    return { route, params };
  }
  return { route: NOT_FOUND_ROUTE, params: {} };
}

/** Every read a page needs, done before the server renders it (the header's categories included). */
export async function loadRoute(match: RouteMatch, context: LoadContext): Promise<void> {
  await Promise.all([
    context.queryClient.prefetchQuery(context.queries.categories()),
    match.route.load?.(context, match.params),
    match.route.prepare?.(context.search),
  ]);
}
