import { useSearch } from 'wouter';
import { SavedTexts } from '../offline/saved-texts-list.js';
import { OFFLINE_FROM_PARAM, OFFLINE_PATH } from '../offline/offline-page-address.js';
import { useHead } from '../ui/head.js';
import { StatePanel } from '../ui/state-panel.js';
import { useT } from '../i18n/interface.js';

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
  const t = useT();
  useHead({
    title: t('offline.title'),
    description: t('offline.description'),
    path: OFFLINE_PATH,
    noindex: true,
  });
  return (
    <StatePanel level={1} testId="offline" title={t('offline.title')} message={t('offline.message')}>
      <SavedTexts />
      {from ? (
        <a href={from} className="button button-secondary try-again">
          {t('offline.tryAgain')}
        </a>
      ) : null}
    </StatePanel>
  );
}
