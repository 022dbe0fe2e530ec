import { useSyncExternalStore } from 'react';

const subscribe = () => () => undefined;

/** False on the server and while hydrating, true once the page runs in the browser. */
export function useHydrated(): boolean {
  return useSyncExternalStore(
    subscribe,
    () => true,
    () => false,
  );
}
