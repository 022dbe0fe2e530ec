import type { ToastInput } from '../ui/toast.js';
import { SAVED_CACHE } from './offline-caches.js';
import { keepFreshCopy, SAVED_TITLE_HEADER } from './offline-page-address.js';

/**
 * "Save for offline" (docs/decisions/025-offline-reading.md): a text's reading page, kept in
 * the saved texts' cache until the reader removes it. The page carries its data (the server
 * renders it with its query cache), and the precache holds the scripts, styles and fonts, so
 * the page alone reads offline. A lazy chunk: loaded when the reader saves, removes or lists.
 */

export interface SavedText {
  /** The reading page's path (urls.text(slug)). */
  path: string;
  title: string;
}

/** Keeps the page at `path` (fetched anew, or as the service worker kept it when offline). */
export const saveText = (path: string, title: string) => keepFreshCopy(SAVED_CACHE, path, encodeURIComponent(title));

export async function removeSavedText(path: string): Promise<void> {
  await (await caches.open(SAVED_CACHE)).delete(path);
}

/** The saved texts, by title. */
export async function listSavedTexts(): Promise<SavedText[]> {
  const cache = await caches.open(SAVED_CACHE);
  const texts = await Promise.all(
    (await cache.keys()).map(async (request) => {
      const path = new URL(request.url).pathname;
      const title = (await cache.match(request))?.headers.get(SAVED_TITLE_HEADER);
      return { path, title: title ? decodeURIComponent(title) : path };
    }),
  );
  return texts.sort((a, b) => a.title.localeCompare(b.title));
}

interface ToggleSaved {
  path: string;
  title: string;
  /** Whether the text is saved now: pressing removes it. */
  saved: boolean;
  toast: (toast: ToastInput) => void;
}

/** The toolbar's "Save for offline" pressed: saves or removes the text, says so, and answers whether it is saved. */
export async function toggleSaved({ path, title, saved, toast }: ToggleSaved): Promise<boolean> {
  try {
    await (saved ? removeSavedText(path) : saveText(path, title));
  } catch {
    toast({ title: saved ? 'Could not remove this text' : 'Could not save this text', variant: 'destructive' });
    return saved;
  }
  toast(
    saved
      ? { title: 'Removed from saved texts', description: `${title} is no longer kept on this device` }
      : { title: 'Saved for offline', description: `${title} can be read on this device without a connection` },
  );
  return !saved;
}
