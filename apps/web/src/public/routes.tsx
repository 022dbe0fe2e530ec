import type { ComponentType } from 'react';
import type { PageChunk } from '../ui/page-chunks.js';
import { CONVERTER_CHUNK } from '../ui/script-converter.js';
import { lazyPage, type LazyPage } from './lazy-page.js';
import { AdminRoute } from './admin-route.js';
import { NotFoundPage } from './not-found-page.js';
import { BESIDE_PARAM } from './parallel-view.js';
import { isPujaMode, pujaMode } from './puja-link.js';
import { ORIGINAL_SCRIPT, parseScript, scriptFromSearch } from './script-view.js';
import { TextPage } from './text-page.js';
import { catalogueChunk } from '../i18n/interface.js';

export type Params = Record<string, string>;

export interface RouteDefinition {
  name: string;
  /** Matched against the decoded path without its trailing slash; named groups become params. */
  pattern: RegExp;
  // Each page declares the params it reads; the pattern's groups provide them.
  // eslint-disable-next-line @typescript-eslint/no-explicit-any
  Page: ComponentType<{ params: any }>;
  /**
   * The chunks the page needs for its address: loaded before the server renders and before the
   * browser hydrates (prepareRoute), and named in the page's head so they load with the entry.
   */
  chunks?: (search: URLSearchParams, language: string) => readonly PageChunk[];
}

// Every page but the reading page is a chunk of its own: the reading page's first load carries no other page.
const home = lazyPage('src/public/home-page.tsx', () => import('./home-page.js').then((page) => page.HomePage));
const category = lazyPage('src/public/category-page.tsx', () =>
  import('./category-page.js').then((page) => page.CategoryPage),
);
const categories = lazyPage('src/public/categories-page.tsx', () =>
  import('./categories-page.js').then((page) => page.CategoriesPage),
);
const deities = lazyPage('src/public/deities-page.tsx', () =>
  import('./deities-page.js').then((page) => page.DeitiesPage),
);
const textsIndex = lazyPage('src/public/texts-index-page.tsx', () =>
  import('./texts-index-page.js').then((page) => page.TextsIndexPage),
);
const deity = lazyPage('src/public/deity-page.tsx', () => import('./deity-page.js').then((page) => page.DeityPage));
const search = lazyPage('src/public/search-page.tsx', () => import('./search-page.js').then((page) => page.SearchPage));
const about = lazyPage(
  'src/public/about-page.tsx',
  () => import('./about-page.js').then((page) => page.AboutPage),
  'about',
);
const contact = lazyPage('src/public/contact-page.tsx', () =>
  import('./contact-page.js').then((page) => page.ContactPage),
);
const report = lazyPage('src/public/report-page.tsx', () => import('./report-page.js').then((page) => page.ReportPage));
const privacy = lazyPage(
  'src/public/privacy-page.tsx',
  () => import('./privacy-page.js').then((page) => page.PrivacyPage),
  'privacy',
);
const myTexts = lazyPage('src/public/my-texts-page.tsx', () =>
  import('./my-texts-page.js').then((page) => page.MyTextsPage),
);
const terms = lazyPage(
  'src/public/terms-page.tsx',
  () => import('./terms-page.js').then((page) => page.TermsPage),
  'terms',
);
const offline = lazyPage('src/public/offline-page.tsx', () =>
  import('./offline-page.js').then((page) => page.OfflinePage),
);

/** A lazy page's part of its route: the component, and its chunk loaded before rendering. */
/** A script view, shown or beside the verses, needs the converter before the page renders. */
const needsConverter = (search: URLSearchParams) =>
  scriptFromSearch(search) !== ORIGINAL_SCRIPT || parseScript(search.get(BESIDE_PARAM)) !== null;

/** A lazy page's chunk, and the chunk of the interface's catalogue with its words (ADR 034). */
function page<Props>({ Page, chunk, words }: LazyPage<Props>) {
  return { Page, chunks: (_: URLSearchParams, language: string) => [chunk, catalogueChunk(language, words)] };
}

/**
 * docs/product.md: every public route, in one table (URLs are built in src/ui/urls.ts; what
 * each page reads before the server renders it is in route-loads.ts, kept out of the browser).
 */
export const ROUTES: readonly RouteDefinition[] = [
  { name: 'home', pattern: /^\/$/, ...page(home) },
  {
    name: 'text',
    pattern: /^\/texts\/(?<slug>[^/]+)$/,
    Page: TextPage,
    chunks: (search) => [
      ...(needsConverter(search) ? [CONVERTER_CHUNK] : []),
      ...(isPujaMode(search) ? [pujaMode.chunk] : []),
    ],
  },
  {
    name: 'report',
    pattern: /^\/texts\/(?<slug>[^/]+)\/report$/,
    Page: report.Page,
    // The verse is shown as the reading page showed it: in another script, the converter too.
    chunks: (search) => [report.chunk, ...(scriptFromSearch(search) === ORIGINAL_SCRIPT ? [] : [CONVERTER_CHUNK])],
  },
  { name: 'category', pattern: /^\/category\/(?<slug>[^/]+)$/, ...page(category) },
  { name: 'categories', pattern: /^\/categories$/, ...page(categories) },
  { name: 'deities', pattern: /^\/deities$/, ...page(deities) },
  { name: 'deity', pattern: /^\/(?:deities\/(?<id>\d+)|deity\/(?<slug>[^/]+))$/, ...page(deity) },
  { name: 'texts-index', pattern: /^\/texts$/, ...page(textsIndex) },
  { name: 'search', pattern: /^\/search$/, ...page(search) },
  { name: 'my-texts', pattern: /^\/my-texts$/, ...page(myTexts) },
  { name: 'about', pattern: /^\/about$/, ...page(about) },
  { name: 'contact', pattern: /^\/contact$/, ...page(contact) },
  { name: 'privacy', pattern: /^\/privacy-policy$/, ...page(privacy) },
  { name: 'terms', pattern: /^\/terms-of-service$/, ...page(terms) },
  { name: 'offline', pattern: /^\/offline$/, ...page(offline) },
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

/** Loads the chunks a route needs for its address (the server before rendering, the browser before hydrating). */
export function prepareRoute(route: RouteDefinition, search: URLSearchParams, language: string): Promise<unknown> {
  return Promise.all((route.chunks?.(search, language) ?? []).map((chunk) => chunk.load()));
}
