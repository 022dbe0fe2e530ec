import { letterFromSearch, pageFromSearch } from '../ui/paging.js';
import type { ListingQueries } from '../ui/listing-queries.js';
import type { PageData, Read } from '../ui/page-data.js';
import type { PublicQueries } from '../ui/queries.js';
import { prepareRoute, type Params, type RouteMatch } from './routes.js';

/** What a route's loader gets: the server fills the page's data with these before rendering. */
export interface LoadContext {
  pageData: PageData;
  queries: PublicQueries & ListingQueries;
  search: URLSearchParams;
  /** The interface language: a long page's section of the catalogue is one of its chunks. */
  language: string;
}

type Load = (context: LoadContext, params: Params) => Promise<unknown>;

/** A category's or deity's page: the item, then its texts; for a missing item (the page says so) no texts. */
async function itemThenTexts<T extends { id: number }>(
  pageData: PageData,
  item: Read<T>,
  texts: (id: number) => Read<unknown>,
) {
  const found = await pageData.fetch(item).catch(() => null);
  if (found) await pageData.prefetch(texts(found.id));
}

/**
 * What each page of ROUTES (by name) reads before the server renders it. Only the server
 * loads (entry-server.tsx): the browser hydrates from the data the page carries and fetches
 * what a move to another page needs, so none of this is in its bundle. A page without an
 * entry reads nothing but the header's categories (My texts: its lists are this device's).
 */
export const LOADS: Record<string, Load> = {
  home: ({ pageData, queries, search }) =>
    Promise.all([
      pageData.prefetch(queries.textsPage(pageFromSearch(search))),
      pageData.prefetch(queries.libraryCounts()),
      pageData.prefetch(queries.popularTexts()),
      pageData.prefetch(queries.languageStats()),
    ]),
  text: ({ pageData, queries }, { slug = '' }) => pageData.prefetch(queries.text(slug)),
  report: ({ pageData, queries }, { slug = '' }) => pageData.prefetch(queries.text(slug)),
  category: ({ pageData, queries, search }, { slug = '' }) =>
    Promise.all([
      itemThenTexts(pageData, queries.category(slug), (id) => queries.categoryTexts(id, pageFromSearch(search))),
      pageData.prefetch(queries.libraryCounts()),
    ]),
  categories: ({ pageData, queries }) => pageData.prefetch(queries.libraryCounts()),
  deities: ({ pageData, queries }) =>
    Promise.all([pageData.prefetch(queries.deities()), pageData.prefetch(queries.libraryCounts())]),
  deity: ({ pageData, queries, search }, { idOrSlug = '' }) =>
    Promise.all([
      itemThenTexts(pageData, queries.deity(idOrSlug), (id) => queries.deityTexts(id, pageFromSearch(search))),
      pageData.prefetch(queries.libraryCounts()),
    ]),
  'texts-index': ({ pageData, queries, search }) =>
    Promise.all([
      pageData.prefetch(queries.textsPage(pageFromSearch(search), letterFromSearch(search))),
      pageData.prefetch(queries.libraryCounts()),
    ]),
  search: async ({ pageData, queries, search }) => {
    const q = (search.get('q') ?? '').trim();
    if (q) await pageData.prefetch(queries.search(q));
  },
};

/** Every read a page needs, done before the server renders it (the header's categories included). */
export async function loadRoute(match: RouteMatch, context: LoadContext): Promise<void> {
  await Promise.all([
    context.pageData.prefetch(context.queries.categories()),
    LOADS[match.route.name]?.(context, match.params),
    prepareRoute(match.route, context.search, context.language),
  ]);
}
