/**
 * What the service worker and the lazy offline code share (docs/decisions/025-offline-reading.md),
 * kept apart from offline-caches.ts so that the reading page's first load does not carry it.
 */

/** The saved copy's headers: the text's title, for the list of saved texts. */
export const SAVED_TITLE_HEADER = 'x-bhakti-saved-title';

/** The page the service worker shows for a page it cannot reach and has not kept. */
export const OFFLINE_PATH = '/offline';
/** The offline page's parameter naming the page that could not be reached. */
export const OFFLINE_FROM_PARAM = 'from';
