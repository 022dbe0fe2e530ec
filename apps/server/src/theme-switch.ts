import type { FastifyInstance } from 'fastify';
import { colorThemeCookie, parseColorTheme } from '@bhakti/core';
import { errorBody } from '@bhakti/api';
import { PATHS } from './paths.js';

/**
 * `GET /theme?theme=dark&back=/about`: the header's theme toggle without JavaScript (a plain
 * form). Sets the theme cookie (`system` forgets it) and sends the reader back to the page, whose
 * next render carries the theme (docs/decisions/023). Never kept: it sets a cookie.
 */
export function registerThemeSwitch(app: FastifyInstance): void {
  app.get(PATHS.theme, async (request, reply) => {
    const { theme, back } = request.query as Record<string, unknown>;
    if (theme !== 'system' && parseColorTheme(theme) === null) {
      return reply.status(400).send(errorBody('theme must be light, dark or system', request.id));
    }
    return reply
      .header('set-cookie', colorThemeCookie(parseColorTheme(theme), { secure: request.protocol === 'https' }))
      .header('cache-control', 'no-store')
      .redirect(sameSitePath(back), 303);
  });
}

/** The page to go back to: a path on this site, never another site's address (else the home page). */
export function sameSitePath(back: unknown): string {
  if (typeof back !== 'string' || !back.startsWith('/')) return '/';
  const base = 'http://same.site';
  const url = new URL(back, base);
  return url.origin === base ? `${url.pathname}${url.search}${url.hash}` : '/';
}
