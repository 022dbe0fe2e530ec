import { useEffect } from 'react';
import { useToast } from '../ui/toast.js';
import { UPDATED_MARK } from './offline-caches.js';

/** docs/product.md: the notice of a new version. */
export const UPDATED_TITLE = 'Bhakti Sangrah was updated';

/** The service worker that vite-plugin-pwa builds from src/service-worker/sw.ts. */
const SERVICE_WORKER_URL = '/sw.js';

/**
 * Offline reading in the page (docs/decisions/025-offline-reading.md): registers the service
 * worker once the page has loaded (it never competes with the page's own first load), and
 * says so, once, when a new version of the site has taken over since the last visit.
 */
export function useOfflineSupport(): void {
  const toast = useToast();
  useEffect(() => {
    const worker = navigator.serviceWorker;
    if (!worker) return;
    const register = () => void worker.register(SERVICE_WORKER_URL).catch(() => undefined);
    if (document.readyState === 'complete') register();
    // The layout that calls this stays for the page's life: the listener needs no removal.
    else window.addEventListener('load', register, { once: true });
    // The worker leaves this mark when it takes over from an older version.
    void caches.delete(UPDATED_MARK).then((updated) => {
      if (updated) toast({ title: UPDATED_TITLE });
    });
  }, [toast]);
}
