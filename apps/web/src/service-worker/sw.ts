/// <reference lib="webworker" />
/**
 * The service worker of offline reading (docs/decisions/025-offline-reading.md), built by
 * vite-plugin-pwa (injectManifest) into dist/client/sw.js with Workbox's modules:
 * - the app shell is precached: the public site's scripts, styles, fonts and icons, and the
 *   offline and My texts pages;
 * - a page is asked of the network first (3 s at most), else it comes from the pages a reader
 *   opened or saved, else the reader is sent to the offline page (which lists the saved texts);
 * - the public reads of /trpc likewise, the deity images stale-while-revalidate;
 * - nothing of the admin portal, its calls or any POST is ever kept (isNeverCached).
 * A new version waits (Workbox's default) and takes over on the next visit.
 */
import { addPlugins, cleanupOutdatedCaches, matchPrecache, precacheAndRoute } from 'workbox-precaching';
import { registerRoute } from 'workbox-routing';
import type { RouteHandlerCallbackOptions } from 'workbox-core/types.js';
import { NetworkFirst, StaleWhileRevalidate } from 'workbox-strategies';
import { ExpirationPlugin } from 'workbox-expiration';
import {
  DATA_CACHE,
  IMAGES_CACHE,
  isNeverCached,
  PAGES_CACHE,
  SAVED_CACHE,
  UPDATED_MARK,
} from '../offline/offline-caches.js';
import {
  keepFreshCopy,
  OFFLINE_FROM_PARAM,
  OFFLINE_PAGE,
  OFFLINE_PATH,
  offlinePathFor,
  SAVED_TITLE_HEADER,
} from '../offline/offline-page-address.js';

declare const self: ServiceWorkerGlobalScope;

/** How long a page or read waits for the network before the kept copy is shown. */
const NETWORK_TIMEOUT_SECONDS = 3;
/** The opened pages and reads kept (the oldest go first); saved texts are kept apart, without limit. */
const PAGES_KEPT = 100;
const READS_KEPT = 200;
const IMAGES_KEPT = 60;

// The pages vary by the theme cookie and the browser's languages (Vary: Cookie, Accept-Language);
// a kept page is shown whatever the request's headers are now.
const matchOptions: CacheQueryOptions = { ignoreVary: true };

// The precached pages (offline, My texts) too: the worker fetched them without the headers a
// navigation carries, so a match by Vary would miss them.
addPlugins([
  {
    cachedResponseWillBeUsed: async ({ cachedResponse, request, cacheName }) =>
      cachedResponse ?? (await caches.match(request, { ...matchOptions, cacheName })) ?? null,
  },
]);
precacheAndRoute(self.__WB_MANIFEST);
cleanupOutdatedCaches();

/** The saved copy of a text's page, by its path whatever the query (the view). */
const savedCopy = (url: string) =>
  caches.open(SAVED_CACHE).then((cache) => cache.match(new URL(url).pathname, matchOptions));

const pages = new NetworkFirst({
  cacheName: PAGES_CACHE,
  networkTimeoutSeconds: NETWORK_TIMEOUT_SECONDS,
  matchOptions,
  plugins: [
    new ExpirationPlugin({ maxEntries: PAGES_KEPT }),
    // A page never opened at this address may still be saved: the saved copy stands in for it
    // (after the timeout, too, rather than waiting on a network that does not answer).
    {
      cachedResponseWillBeUsed: async ({ cachedResponse, request }) =>
        cachedResponse ?? (await savedCopy(request.url)) ?? null,
    },
  ],
});

const sameOrigin = (url: URL) => url.origin === self.location.origin;
/** A URL's path and query (a cache key of this origin, as fetch and the caches read it). */
const pathOf = (url: string | URL) => {
  const { pathname, search } = new URL(url);
  return `${pathname}${search}`;
};

/**
 * A page of the public site: network first, then the page as opened, then as saved (or, for
 * My texts, as precached), then the offline page.
 */
async function page(options: RouteHandlerCallbackOptions): Promise<Response> {
  try {
    return await pages.handle(options);
  } catch {
    const url = options.url;
    const precached = await matchPrecache(url.pathname);
    if (precached) return precached;
    // The offline page in the page's interface language, when this version has it.
    const localized = offlinePathFor(url.pathname);
    const offline = new URL((await matchPrecache(localized)) ? localized : OFFLINE_PATH, self.location.origin);
    offline.searchParams.set(OFFLINE_FROM_PARAM, `${url.pathname}${url.search}`);
    return Response.redirect(offline.href, 302);
  }
}

registerRoute(
  ({ request, url }) =>
    request.mode === 'navigate' && sameOrigin(url) && !OFFLINE_PAGE.test(url.pathname) && !isNeverCached(url.pathname),
  page,
);

// The offline page itself (in each interface language), whatever its query: the precached copy (this version's), at once.
registerRoute(
  ({ request, url }) => request.mode === 'navigate' && sameOrigin(url) && OFFLINE_PAGE.test(url.pathname),
  async ({ request, url }) => (await matchPrecache(url.pathname)) ?? fetch(request),
);

registerRoute(
  ({ url }) => sameOrigin(url) && url.pathname.startsWith('/trpc/') && !isNeverCached(url.pathname),
  new NetworkFirst({
    cacheName: DATA_CACHE,
    networkTimeoutSeconds: NETWORK_TIMEOUT_SECONDS,
    plugins: [new ExpirationPlugin({ maxEntries: READS_KEPT })],
  }),
);

registerRoute(
  ({ url }) => sameOrigin(url) && url.pathname.startsWith('/images/'),
  new StaleWhileRevalidate({ cacheName: IMAGES_CACHE, plugins: [new ExpirationPlugin({ maxEntries: IMAGES_KEPT })] }),
);

/** Puts the page at a path in a cache anew from the network; a page that cannot be had keeps its copy. */
async function keepPage(cacheName: string, path: string, copy?: Response): Promise<void> {
  try {
    // A saved text keeps the title it was saved with.
    await keepFreshCopy(cacheName, path, copy?.headers.get(SAVED_TITLE_HEADER));
  } catch {
    // Offline now, or the page failed: the copy stays as it was.
  }
}

/**
 * On taking over: a worker that finds the pages of an older one leaves the mark that the page
 * reads to say the site was updated (src/offline/offline-support.ts). The pages open now are kept (the first visit's page came before this worker),
 * and the pages opened or saved before are fetched anew, for they name the scripts of the old
 * version, which the new precache no longer holds.
 */
async function takeOver(): Promise<void> {
  if (await caches.has(PAGES_CACHE)) await caches.open(UPDATED_MARK);
  await self.clients.claim();
  const windows = await self.clients.matchAll({ type: 'window' });
  const open = windows
    .map((client) => new URL(client.url))
    .filter((url) => sameOrigin(url) && !OFFLINE_PAGE.test(url.pathname) && !isNeverCached(url.pathname));
  const opened = (await caches.open(PAGES_CACHE).then((cache) => cache.keys())).map((request) => pathOf(request.url));
  const paths = new Set([...open.map(pathOf), ...opened]);
  const saved = await caches
    .open(SAVED_CACHE)
    .then(async (cache) =>
      Promise.all((await cache.keys()).map(async (request) => ({ request, copy: await cache.match(request) }))),
    );
  await Promise.all([
    ...[...paths].map((path) => keepPage(PAGES_CACHE, path)),
    ...saved.map(({ request, copy }) => keepPage(SAVED_CACHE, pathOf(request.url), copy)),
  ]);
}

self.addEventListener('activate', (event) => event.waitUntil(takeOver()));
