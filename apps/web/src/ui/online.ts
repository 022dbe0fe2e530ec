/**
 * Resolves at once, or when the browser is back online: a read or a send started offline waits
 * for the network, as TanStack Query's did (its `networkMode: 'online'`), instead of failing.
 * On the server (no `navigator.onLine`) it never waits.
 */
export function whenOnline(): Promise<void> {
  if (typeof navigator === 'undefined' || navigator.onLine !== false) return Promise.resolve();
  return new Promise((resolve) => window.addEventListener('online', () => resolve(), { once: true }));
}
