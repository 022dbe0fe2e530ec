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
