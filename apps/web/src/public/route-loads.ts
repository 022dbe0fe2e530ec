import type { FetchQueryOptions, QueryClient, QueryKey } from '@tanstack/react-query';
import { letterFromSearch, pageFromSearch } from '../ui/paging.js';
import type { ListingQueries } from '../ui/listing-queries.js';
import type { PublicQueries } from '../ui/queries.js';
import { prepareRoute, type Params, type RouteMatch } from './routes.js';

/** What a route's loader gets: the server fills the cache with these before rendering. */
export interface LoadContext {
  queryClient: QueryClient;
  queries: PublicQueries & ListingQueries;
  search: URLSearchParams;
  /** The interface language: a long page's section of the catalogue is one of its chunks. */
  language: string;
}

type Load = (context: LoadContext, params: Params) => Promise<unknown>;

/** A category's or deity's page: the item, then its texts; for a missing item (the page says so) no texts. */
async function itemThenTexts<T extends { id: number }, ItemKey extends QueryKey, Texts, TextsKey extends QueryKey>(
  queryClient: QueryClient,
  item: FetchQueryOptions<T, Error, T, ItemKey>,
  texts: (id: number) => FetchQueryOptions<Texts, Error, Texts, TextsKey>,
) {
  const found = await queryClient.fetchQuery(item).catch(() => null);
  if (found) await queryClient.prefetchQuery(texts(found.id));
}

/**
 * What each page of ROUTES (by name) reads before the server renders it. Only the server
 * loads (entry-server.tsx): the browser hydrates from the data the page carries and fetches
 * what a move to another page needs, so none of this is in its bundle. A page without an
 * entry reads nothing but the header's categories (My texts: its lists are this device's).
 */
export const LOADS: Record<string, Load> = {
  home: ({ queryClient, queries, search }) =>
    Promise.all([
      queryClient.prefetchQuery(queries.textsPage(pageFromSearch(search))),
      queryClient.prefetchQuery(queries.libraryCounts()),
      queryClient.prefetchQuery(queries.popularTexts()),
      queryClient.prefetchQuery(queries.languageStats()),
    ]),
  text: ({ queryClient, queries }, { slug = '' }) => queryClient.prefetchQuery(queries.text(slug)),
  report: ({ queryClient, queries }, { slug = '' }) => queryClient.prefetchQuery(queries.text(slug)),
  category: ({ queryClient, queries, search }, { slug = '' }) =>
    Promise.all([
      itemThenTexts(queryClient, queries.category(slug), (id) => queries.categoryTexts(id, pageFromSearch(search))),
      queryClient.prefetchQuery(queries.libraryCounts()),
    ]),
  categories: ({ queryClient, queries }) => queryClient.prefetchQuery(queries.libraryCounts()),
  deities: ({ queryClient, queries }) =>
    Promise.all([queryClient.prefetchQuery(queries.deities()), queryClient.prefetchQuery(queries.libraryCounts())]),
  deity: ({ queryClient, queries, search }, { idOrSlug = '' }) =>
    Promise.all([
      itemThenTexts(queryClient, queries.deity(idOrSlug), (id) => queries.deityTexts(id, pageFromSearch(search))),
      queryClient.prefetchQuery(queries.libraryCounts()),
    ]),
  'texts-index': ({ queryClient, queries, search }) =>
    Promise.all([
      queryClient.prefetchQuery(queries.textsPage(pageFromSearch(search), letterFromSearch(search))),
      queryClient.prefetchQuery(queries.libraryCounts()),
    ]),
  search: async ({ queryClient, queries, search }) => {
    const q = (search.get('q') ?? '').trim();
    if (q) await queryClient.prefetchQuery(queries.search(q));
  },
};

/** Every read a page needs, done before the server renders it (the header's categories included). */
export async function loadRoute(match: RouteMatch, context: LoadContext): Promise<void> {
  await Promise.all([
    context.queryClient.prefetchQuery(context.queries.categories()),
    LOADS[match.route.name]?.(context, match.params),
    prepareRoute(match.route, context.search, context.language),
  ]);
}
