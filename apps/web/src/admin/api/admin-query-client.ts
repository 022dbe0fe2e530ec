import { QueryClient } from '@tanstack/react-query';

/**
 * The portal's query cache: TanStack Query, in the portal's lazy chunk only (the public site
 * reads through src/ui/page-data.tsx, docs/decisions/035). The public site's rules
 * (docs/product.md): no retries, data never stale, no refetch on focus or reconnect.
 */
export function createAdminQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: {
        staleTime: Infinity,
        retry: false,
        retryOnMount: false,
        refetchOnWindowFocus: false,
        refetchOnReconnect: false,
      },
      mutations: { retry: false },
    },
  });
}
