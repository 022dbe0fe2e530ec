import { useSearch } from 'wouter';
import { SavedTexts } from '../offline/saved-texts-list.js';
import { OFFLINE_FROM_PARAM, OFFLINE_PATH } from '../offline/offline-page-address.js';
import { useHead } from '../ui/head.js';
import { StatePanel } from '../ui/state-panel.js';

export const OFFLINE_TITLE = "You're offline";

/** The page that could not be reached, when it is a path of this site (never another site's address). */
function unreachedPath(search: string): string | null {
  const from = new URLSearchParams(search).get(OFFLINE_FROM_PARAM);
  return from?.startsWith('/') && !from.startsWith('//') ? from : null;
}

/**
 * The offline page (docs/decisions/025-offline-reading.md): the service worker sends the reader
 * here for a page it cannot reach and has not kept, and lists the texts saved on this device.
 */
export function OfflinePage() {
  const from = unreachedPath(useSearch());
  useHead({
    title: OFFLINE_TITLE,
    description: 'This page is not saved on this device. The texts saved for offline reading are listed here.',
    path: OFFLINE_PATH,
    noindex: true,
  });
  return (
    <StatePanel
      level={1}
      testId="offline"
      title={OFFLINE_TITLE}
      message="This page is not saved on this device, so it cannot be shown without a connection. These texts are saved for offline reading:"
    >
      <SavedTexts />
      {from ? (
        <a href={from} className="button button-secondary try-again">
          Try again
        </a>
      ) : null}
    </StatePanel>
  );
}
