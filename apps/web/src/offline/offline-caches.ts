/**
 * What the service worker (src/service-worker/sw.ts) and the pages share about offline
 * reading (docs/decisions/025-offline-reading.md): the caches' names and the paths it never keeps.
 */

/** The texts a reader saved with "Save for offline": kept until removed. */
export const SAVED_CACHE = 'bhakti-saved-texts';
/** Every page a reader opened (the newest ones), and the public reads of /trpc. */
export const PAGES_CACHE = 'bhakti-pages';
export const DATA_CACHE = 'bhakti-data';
export const IMAGES_CACHE = 'bhakti-images';

/** The saved copy's headers: the text's title, for the list of saved texts. */
export const SAVED_TITLE_HEADER = 'x-bhakti-saved-title';

/** The page the service worker shows for a page it cannot reach and has not kept. */
export const OFFLINE_PATH = '/offline';
/** The offline page's parameter naming the page that could not be reached. */
export const OFFLINE_FROM_PARAM = 'from';

/**
 * Paths whose answers are never kept: the admin portal and its calls (REST and tRPC, a batch
 * counting when any of its procedures is an admin one), the server's own paths and the theme switch.
 */
export function isNeverCached(pathname: string): boolean {
  if (/^\/(admin|api|healthz|readyz|theme)(\/|$)/.test(pathname)) return true;
  return pathname.startsWith('/trpc/') && /(^|,)admin\./.test(decodeURIComponent(pathname.slice('/trpc/'.length)));
}

/** A cache that exists only as a mark: the service worker took over from an older version (the page says so once). */
export const UPDATED_MARK = 'bhakti-updated';
