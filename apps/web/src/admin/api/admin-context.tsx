import { createContext, useCallback, useContext, useMemo, type ReactNode } from 'react';
import { queryOptions, useQueryClient } from '@tanstack/react-query';
import { usePageData } from '../../ui/page-data.js';
import type { TokenStore } from '../session/token-store.js';
import { toAdminError } from './admin-error.js';
import type { AdminClient } from './admin-client.js';
import type { AdminRest } from './admin-rest.js';

/** Runs a call and turns whatever it throws into an AdminError. */
export async function call<T>(promise: Promise<T>): Promise<T> {
  try {
    return await promise;
  } catch (error) {
    throw toAdminError(error);
  }
}

/** Every read of the portal, with its cache key (all under 'admin', cleared at logout). */
export function adminQueries(client: AdminClient) {
  return {
    texts: () => queryOptions({ queryKey: ['admin', 'texts'], queryFn: () => call(client.texts.list.query()) }),
    text: (id: number) =>
      queryOptions({ queryKey: ['admin', 'text', id], queryFn: () => call(client.texts.byId.query({ id })) }),
    revisions: (id: number) =>
      queryOptions({
        queryKey: ['admin', 'revisions', id],
        queryFn: () => call(client.texts.revisions.query({ id })),
      }),
    categories: () =>
      queryOptions({ queryKey: ['admin', 'categories'], queryFn: () => call(client.categories.list.query()) }),
    deities: () => queryOptions({ queryKey: ['admin', 'deities'], queryFn: () => call(client.deities.list.query()) }),
    /** docs/product.md: the only read that is retried, once. */
    contactSubmissions: () =>
      queryOptions({
        queryKey: ['admin', 'contact-submissions'],
        queryFn: () => call(client.inbox.contactSubmissions.query()),
        retry: 1,
      }),
    subscribers: () =>
      queryOptions({
        queryKey: ['admin', 'subscribers'],
        queryFn: () => call(client.inbox.newsletterSubscribers.query()),
      }),
    /** Readers' reports of mistakes, open first. */
    corrections: () =>
      queryOptions({ queryKey: ['admin', 'corrections'], queryFn: () => call(client.corrections.list.query()) }),
    /** How many reports are open: the Corrections sub-tab shows it. */
    openCorrections: () =>
      queryOptions({
        queryKey: ['admin', 'corrections', 'counts'],
        queryFn: () => call(client.corrections.counts.query()),
      }),
    models: () => queryOptions({ queryKey: ['admin', 'ai-models'], queryFn: () => call(client.ai.models.query()) }),
  };
}

export type AdminQueries = ReturnType<typeof adminQueries>;

export interface AdminServices {
  client: AdminClient;
  rest: AdminRest;
  tokens: TokenStore;
  queries: AdminQueries;
}

const AdminContext = createContext<AdminServices | null>(null);

export function AdminServicesProvider({ services, children }: { services: AdminServices; children: ReactNode }) {
  return <AdminContext.Provider value={services}>{children}</AdminContext.Provider>;
}

export function useAdmin(): AdminServices {
  const services = useContext(AdminContext);
  if (!services) throw new Error('useAdmin needs an AdminServicesProvider');
  return services;
}

export type LibraryPart = 'texts' | 'categories' | 'deities';

/** The public site's page data (src/ui/page-data.tsx), when the portal runs inside it. */
export interface PublicCacheRef {
  current: { invalidate(): void } | null | undefined;
}

const PublicCacheContext = createContext<PublicCacheRef>({ current: null });

/**
 * After a write: refresh the portal's lists of what changed, and drop the public site's
 * cached pages so that a visit to them shows the change.
 */
export function useLibraryChanged() {
  const queryClient = useQueryClient();
  const publicCache = useContext(PublicCacheContext);
  return useCallback(
    (...parts: LibraryPart[]) => {
      const keys: string[] = parts.includes('texts') ? [...parts, 'text', 'revisions'] : parts;
      for (const key of keys) void queryClient.invalidateQueries({ queryKey: ['admin', key] });
      publicCache.current?.invalidate();
    },
    [queryClient, publicCache],
  );
}

/** Captures the public site's page data, which the portal's writes make stale. */
export function PublicCacheProvider({ children }: { children: ReactNode }) {
  const outer = usePageData();
  const ref = useMemo<PublicCacheRef>(() => ({ current: outer }), [outer]);
  return <PublicCacheContext.Provider value={ref}>{children}</PublicCacheContext.Provider>;
}
