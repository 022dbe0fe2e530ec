import type { FastifyInstance, FastifyRequest } from 'fastify';
import Negotiator from 'negotiator';
import {
  DEFAULT_INTERFACE_LANGUAGE,
  interfaceLanguageCookie,
  interfaceLanguageFromCookies,
  interfacePath,
  splitInterfacePath,
} from '@bhakti/core';
import { errorBody } from '@bhakti/api';
import { PATHS, isAdminPage, isServerPath } from './paths.js';
import { sameSitePath } from './theme-switch.js';

/**
 * The interface languages on the server (ADR 034): the switch that remembers a reader's
 * choice, the move of a remembered reader to their language's pages, and the offer made from
 * Accept-Language to a reader who chose nothing. The languages are the web build's catalogues.
 */

const SWITCHES: readonly string[] = [PATHS.theme, PATHS.interface];

/**
 * A public page's address: not a file (/favicon.svg, /sitemap.xml), not the API's, not a
 * switch, not the admin portal (which stays English).
 */
function isPageRequest(request: FastifyRequest): boolean {
  if ((request.method !== 'GET' && request.method !== 'HEAD') || isServerPath(request.url)) return false;
  const path = request.url.split('?')[0] ?? '/';
  return !SWITCHES.includes(path) && !isAdminPage(path) && !/\.[a-z0-9]+$/i.test(path);
}

/**
 * The language to offer a reader of an English page: none if they chose a language (the
 * cookie) or if their browser prefers English (or nothing we have) over every other.
 */
export function offeredLanguage(request: FastifyRequest, languages: readonly string[]): string | null {
  // Asked by the response cache, then by the page it renders on a miss: read the headers once.
  const known = offers.get(request);
  if (known !== undefined) return known;
  const offer = readOffer(request, languages);
  offers.set(request, offer);
  return offer;
}

const offers = new WeakMap<FastifyRequest, string | null>();

function readOffer(request: FastifyRequest, languages: readonly string[]): string | null {
  if (languages.length < 2 || !isPageRequest(request)) return null;
  if (splitInterfacePath(request.url, languages).language !== DEFAULT_INTERFACE_LANGUAGE) return null;
  if (interfaceLanguageFromCookies(request.headers.cookie, languages) !== null) return null;
  const header = request.headers['accept-language'];
  if (!header) return null;
  const best = new Negotiator({ headers: { 'accept-language': header } }).language([...languages]);
  return best && best !== DEFAULT_INTERFACE_LANGUAGE ? best : null;
}

/**
 * `GET /interface?language=hi&back=/texts/x`: the switcher's links (they work without
 * JavaScript). Remembers the choice in a cookie and goes to the same page in that language.
 * Never kept: it sets a cookie.
 *
 * And before the response cache: a reader who chose another language than English, arriving
 * at an English page (a shared link, a bookmark), is sent to the same page in their language.
 */
export function registerInterfaceLanguages(app: FastifyInstance, languages: readonly string[]): void {
  app.get(PATHS.interface, async (request, reply) => {
    const { language, back } = request.query as Record<string, unknown>;
    if (typeof language !== 'string' || !languages.includes(language)) {
      return reply.status(400).send(errorBody(`language must be one of ${languages.join(', ')}`, request.id));
    }
    const { path } = splitInterfacePath(sameSitePath(back), languages);
    return reply
      .header('set-cookie', interfaceLanguageCookie(language, { secure: request.protocol === 'https' }))
      .header('cache-control', 'no-store')
      .redirect(interfacePath(language, path), 303);
  });
  if (languages.length < 2) return;
  app.addHook('onRequest', (request, reply, done) => {
    const chosen = isPageRequest(request) ? interfaceLanguageFromCookies(request.headers.cookie, languages) : null;
    if (
      chosen === null ||
      chosen === DEFAULT_INTERFACE_LANGUAGE ||
      splitInterfacePath(request.url, languages).language !== DEFAULT_INTERFACE_LANGUAGE
    ) {
      return done();
    }
    // Answered here: the rest of the request's hooks do not run.
    void reply
      .header('cache-control', 'no-store')
      .header('vary', 'cookie')
      .redirect(interfacePath(chosen, request.url), 302);
  });
}
