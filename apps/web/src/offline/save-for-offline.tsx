import { useEffect, useState } from 'react';
import { IconCheck } from '@tabler/icons-react';
import { CssIcon } from '../ui/css-icon.js';
import { useToast } from '../ui/toast.js';
import { urls } from '../ui/urls.js';
import { SAVED_CACHE } from './offline-caches.js';
import { useT } from '../i18n/interface.js';

/**
 * The reading toolbar's "Save for offline" (docs/product.md): keeps this text's page for
 * reading without a connection, or removes it. Its work is a lazy chunk (saved-texts.ts),
 * loaded when the reader presses it; the button shows once the page knows whether the text is saved (never
 * without JavaScript, or in a browser without service workers).
 */
export function SaveForOffline({ slug, title }: { slug: string; title: string }) {
  const path = urls.text(slug);
  const toast = useToast();
  const t = useT();
  // Known once the page runs in a browser that can keep pages (a service worker and Cache Storage).
  const [saved, setSaved] = useState<boolean | null>(null);
  useEffect(() => {
    if ('serviceWorker' in navigator && 'caches' in window) {
      void caches.match(path, { cacheName: SAVED_CACHE }).then((copy) => setSaved(!!copy));
    }
  }, [path]);
  if (saved === null) return null;

  const toggle = () =>
    import('./saved-texts.js').then((offline) => offline.toggleSaved({ path, title, saved, toast }).then(setSaved));

  return (
    <button
      type="button"
      className="toolbar-button"
      data-saved={saved}
      title={saved ? t('reading.toolbar.removeSaved') : undefined}
      onClick={() => void toggle()}
    >
      {saved ? (
        <IconCheck size={18} aria-hidden="true" className="copied-icon" />
      ) : (
        <CssIcon name="download" size={18} />
      )}
      <span className="toolbar-text">
        {saved ? t('reading.toolbar.savedForOffline') : t('reading.toolbar.saveForOffline')}
      </span>
    </button>
  );
}
