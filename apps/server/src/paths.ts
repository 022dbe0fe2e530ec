/**
 * The server's paths: one table of the prefixes every route is mounted under, and the
 * checks made on a path. The pages themselves (which exist, which are 404s) are decided by
 * the web app's route table (apps/web/src/public/routes.tsx), so that the server and the
 * browser never disagree.
 */
export const PATHS = {
  /** The tRPC procedures, for the web app. */
  trpc: '/trpc',
  /** The same procedures as REST, the hand-written admin routes and the OpenAPI document. */
  api: '/api',
  /** Uploaded deity images. */
  images: '/images',
  /** Liveness and readiness. */
  health: ['/healthz', '/readyz'],
  /** The admin portal's page; under `api`, the admin routes; in `trpc`, the admin procedures. */
  admin: '/admin',
  /** The service worker and the web app manifest of offline reading (ADR 025): never cached by the browser. */
  offlineApp: ['/sw.js', '/manifest.webmanifest'],
  /** Built assets, with content hashes in their names. */
  assets: '/assets/',
  /** The child sitemaps of /sitemap.xml (sitemap.ts). */
  sitemaps: '/sitemaps',
  /** The social cards (og:image, ADR 031): drawn once, changed only with the design. */
  cards: '/og',
  /** The theme toggle's switch for pages without JavaScript (theme-switch.ts): sets a cookie, never kept. */
  theme: '/theme',
  /** The interface language switcher (interface-language.ts): sets a cookie, never kept. */
  interface: '/interface',
} as const;

/** `/api`, `/api/…` and `/api?…` are under `/api`; `/apix` is not. */
function isUnder(url: string, prefix: string): boolean {
  if (!url.startsWith(prefix)) return false;
  const next = url.charCodeAt(prefix.length); // NaN at the end of the URL
  return Number.isNaN(next) || next === SLASH || next === QUESTION_MARK;
}

const SLASH = 0x2f;
const QUESTION_MARK = 0x3f;

/** The API's paths: their misses are JSON 404s, never pages. */
export function isApiPath(url: string): boolean {
  return isUnder(url, PATHS.api) || isUnder(url, PATHS.trpc);
}

/** Paths that belong to the API and the server, never to a page: their misses stay JSON 404s. */
export function isServerPath(url: string): boolean {
  return (
    isApiPath(url) ||
    isUnder(url, PATHS.images) ||
    isUnder(url, PATHS.cards) ||
    PATHS.health.some((path) => isUnder(url, path))
  );
}

/** Health checks are never shed. */
export function isHealthCheck(url: string): boolean {
  return (PATHS.health as readonly string[]).includes(url);
}

/** The REST search, `/api/search?q=…`. */
export const SEARCH_PATH = `${PATHS.api}/search`;

/** The procedures a tRPC call names (`/trpc/a.b,c.d?…` → `a.b`, `c.d`); none for any other URL. */
function trpcProcedures(url: string): string[] {
  if (!url.startsWith(`${PATHS.trpc}/`)) return [];
  return (url.slice(PATHS.trpc.length + 1).split('?')[0] ?? '').split(',');
}

/** An admin call, REST or tRPC (a batch counts when any of its procedures is an admin one). */
export function isAdminCall(url: string): boolean {
  if (url.startsWith(`${PATHS.api}${PATHS.admin}`)) return true;
  return trpcProcedures(url).some((procedure) => procedure.includes(`${PATHS.admin.slice(1)}.`));
}

/** A search, REST (`/api/search?…`) or tRPC (a batch counts when all its procedures are searches). */
export function isSearchCall(url: string): boolean {
  if (url.split('?')[0] === SEARCH_PATH) return true;
  const procedures = trpcProcedures(url);
  return procedures.length > 0 && procedures.every((procedure) => procedure.startsWith('search.'));
}

/** The admin portal's shell: never cached, never indexed (docs/security.md item 12). */
export function isAdminPage(path: string): boolean {
  return path === PATHS.admin || path === `${PATHS.admin}/`;
}

/** Built assets have content hashes in their names: cache them for a year. */
export function isImmutableAsset(path: string): boolean {
  return path.startsWith(PATHS.assets);
}

/** A social card image (og:image): kept a week, since its name does not change with it. */
export function isSocialCard(path: string): boolean {
  return isUnder(path, PATHS.cards);
}

/** The service worker and the web app manifest: asked again on every visit. */
export function isOfflineAppFile(path: string): boolean {
  return (PATHS.offlineApp as readonly string[]).includes(path);
}

/**
 * The query parameters that pages and the public API read (and tRPC's own). Pages repeat
 * their address's parameters in links and forms, so an address with any other parameter
 * (`?utm_source=…`) is a different answer: it is made and sent, but not kept, so that
 * made-up parameters cannot fill the response cache with copies.
 */
const ANSWER_PARAMS: ReadonlySet<string> = new Set(['language', 'script', 'view', 'beside', 'verse', 'q']);
const TRPC_PARAMS: ReadonlySet<string> = new Set(['batch', 'input']);

/** Whether every parameter in the address's query is one that its page, API or tRPC reads. */
export function readsOnlyAnswerParams(url: string): boolean {
  const start = url.indexOf('?');
  if (start === -1) return true;
  const known = isUnder(url, PATHS.trpc) ? TRPC_PARAMS : ANSWER_PARAMS;
  for (const name of new URLSearchParams(url.slice(start + 1)).keys()) if (!known.has(name)) return false;
  return true;
}

/**
 * Public GET answers the server may keep whole (response-cache.ts): the API's JSON and the
 * pages. Not admin calls or the portal, health checks, uploaded images, built assets and the
 * social cards (those have their own caching and ETags), the theme switch or the API's documentation pages.
 */
export function isCacheablePath(url: string): boolean {
  if (isAdminCall(url) || isUnder(url, PATHS.admin) || isHealthCheck(url.split('?')[0] ?? url)) return false;
  if (isUnder(url, PATHS.images) || isImmutableAsset(url) || isSocialCard(url) || isUnder(url, PATHS.theme)) {
    return false;
  }
  return !isUnder(url, `${PATHS.api}/docs`);
}
