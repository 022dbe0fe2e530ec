/**
 * What the service worker and the lazy offline code share (docs/decisions/025-offline-reading.md),
 * kept apart from offline-caches.ts so that the reading page's first load does not carry it.
 */

import { urls } from '../ui/urls.js';

/** The saved copy's headers: the text's title, for the list of saved texts. */
export const SAVED_TITLE_HEADER = 'x-bhakti-saved-title';

/** The page the service worker shows for a page it cannot reach and has not kept. */
export const OFFLINE_PATH = '/offline';
/**
 * The pages made of what the device holds, not of the server's data (the offline page, My
 * texts): precached, so that they open offline even when never opened before.
 */
export const DEVICE_PAGES = [OFFLINE_PATH, urls.myTexts()] as const;
/** The offline page of an interface language (`/hi/offline`), by the prefix of its address (ADR 034). */
export const OFFLINE_PAGE = /^(?:\/[a-z]{2,3})?\/offline$/;

/** The offline page in the interface language of a page's path (`/hi/texts/x` → `/hi/offline`). */
export function offlinePathFor(pathname: string): string {
  const prefix = /^\/[a-z]{2,3}(?=\/)/.exec(pathname)?.[0] ?? '';
  return `${prefix}${OFFLINE_PATH}`;
}

/** The offline page's parameter naming the page that could not be reached. */
export const OFFLINE_FROM_PARAM = 'from';

/**
 * Puts the page at `path` in a cache anew from the network, with the title a saved text is
 * listed by (`SAVED_TITLE_HEADER`, URI-encoded) when it has one; throws when it cannot be had.
 */
export async function keepFreshCopy(cacheName: string, path: string, savedTitle?: string | null): Promise<void> {
  const response = await fetch(path, { credentials: 'same-origin' });
  if (!response.ok) throw new Error(`${path} answered ${response.status}`);
  const headers = new Headers(response.headers);
  if (savedTitle) headers.set(SAVED_TITLE_HEADER, savedTitle);
  const cache = await caches.open(cacheName);
  await cache.put(path, new Response(await response.blob(), { status: response.status, headers }));
}
