/** The public routes of the site (SPEC.md section 2); every other path is a 404 page. */
const PUBLIC_ROUTES: readonly RegExp[] = [
  /^\/$/,
  /^\/texts\/[^/]+\/?$/,
  /^\/category\/[^/]+\/?$/,
  /^\/categories\/?$/,
  /^\/deities\/\d+\/?$/,
  /^\/deity\/[^/]+\/?$/,
  /^\/search\/?$/,
  /^\/about\/?$/,
  /^\/contact\/?$/,
  /^\/admin\/?$/,
  /^\/privacy-policy\/?$/,
  /^\/terms-of-service\/?$/,
];

export function isPublicRoute(path: string): boolean {
  return PUBLIC_ROUTES.some((route) => route.test(path));
}
