import { createContext, useContext, useMemo } from 'react';
import { QueryClient, queryOptions } from '@tanstack/react-query';
import { categoryTypeFromSlug } from '@bhakti/core';
import { ApiError, call } from './api-error.js';
import type { Category, PublicApi } from './api.js';

/**
 * Every read of the public site, with its cache key. The server renders a page by running
 * these with the tRPC caller and sends the cache along; the browser runs the same ones with
 * the tRPC client, so a hydrated page finds its data already there.
 */
export function publicQueries(api: PublicApi) {
  return {
    categories: () => queryOptions({ queryKey: ['categories'], queryFn: () => call(api.categories.list()) }),
    texts: () => queryOptions({ queryKey: ['texts'], queryFn: () => call(api.texts.list()) }),
    popularTexts: () => queryOptions({ queryKey: ['texts', 'popular'], queryFn: () => call(api.texts.popular()) }),
    languageStats: () => queryOptions({ queryKey: ['stats', 'languages'], queryFn: () => call(api.stats.languages()) }),
    text: (slug: string) => queryOptions({ queryKey: ['text', slug], queryFn: () => call(api.texts.bySlug({ slug })) }),
    /** A category by slug, or by category type (`/category/chalisa`). */
    category: (slugOrType: string) =>
      queryOptions({
        queryKey: ['category', slugOrType],
        queryFn: () => call(findCategory(api, slugOrType)),
      }),
    deity: (idOrSlug: string) =>
      queryOptions({ queryKey: ['deity', idOrSlug], queryFn: () => call(api.deities.byIdOrSlug({ idOrSlug })) }),
    search: (q: string) => queryOptions({ queryKey: ['search', q], queryFn: () => call(api.search.query({ q })) }),
  };
}

export type PublicQueries = ReturnType<typeof publicQueries>;

async function findCategory(api: PublicApi, slugOrType: string): Promise<Category> {
  try {
    return await api.categories.bySlug({ slug: slugOrType });
  } catch (error) {
    const type = categoryTypeFromSlug(slugOrType);
    if (!type || !ApiError.from(error).notFound) throw error;
    const match = (await api.categories.list()).find((category) => category.type === type);
    if (!match) throw error;
    return match;
  }
}

/** docs/product.md: no retries, data never stale, no refetch on focus or reconnect. */
export function createQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: {
        staleTime: Infinity,
        retry: false,
        // A page the server rendered with an error keeps it; the browser does not ask again.
        retryOnMount: false,
        refetchOnWindowFocus: false,
        refetchOnReconnect: false,
      },
      mutations: { retry: false },
    },
  });
}

export const ApiContext = createContext<PublicApi | null>(null);

export function useApi(): PublicApi {
  const api = useContext(ApiContext);
  if (!api) throw new Error('useApi needs an ApiContext provider');
  return api;
}

export function usePublicQueries(): PublicQueries {
  const api = useApi();
  return useMemo(() => publicQueries(api), [api]);
}
