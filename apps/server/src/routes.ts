/**
 * How the server treats a path that no API route took. The pages themselves (which exist,
 * which are 404s) are decided by the web app's route table (apps/web/src/public/routes.tsx),
 * so that the server and the browser never disagree.
 */

/** Paths that belong to the API and the server, never to a page: their misses stay JSON 404s. */
const SERVER_PATHS = /^\/(api|trpc|images|healthz|readyz)(\/|\?|$)/;

export function isServerPath(url: string): boolean {
  return SERVER_PATHS.test(url);
}

/** The admin portal's shell: never cached, never indexed (docs/security.md item 12). */
export function isAdminPage(path: string): boolean {
  return /^\/admin\/?$/.test(path);
}

/** Built assets have content hashes in their names: cache them for a year. */
export function isImmutableAsset(path: string): boolean {
  return /^\/assets\//.test(path);
}

/**
 * Public GET answers the server may keep whole: the API (JSON) and the pages. Not the admin
 * API or portal, health checks, uploaded images or built assets (those have their own caching).
 */
export function isCacheablePath(url: string): boolean {
  if (/^\/(api\/admin|admin|healthz|readyz|images|assets)(\/|\?|$)/.test(url)) return false;
  if (/^\/trpc\/[^?]*admin\./.test(url)) return false;
  return !/^\/api\/docs(\/|\?|$)/.test(url);
}
