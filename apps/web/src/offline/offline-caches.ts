/**
 * What the service worker (src/service-worker/sw.ts) and the pages share about offline
 * reading (docs/decisions/025-offline-reading.md): the caches' names and the paths it never
 * keeps (the offline page's address is in offline-page-address.ts, out of the reading page's first load).
 */

/** The texts a reader saved with "Save for offline": kept until removed. */
export const SAVED_CACHE = 'bhakti-saved-texts';
/** Every page a reader opened (the newest ones), and the public reads of /trpc. */
export const PAGES_CACHE = 'bhakti-pages';
export const DATA_CACHE = 'bhakti-data';
export const IMAGES_CACHE = 'bhakti-images';

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
