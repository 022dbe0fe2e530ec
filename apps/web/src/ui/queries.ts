import { createContext, useContext, useMemo } from 'react';
import { categoryTypeFromSlug } from '@bhakti/core';
import { ApiError, call } from './api-error.js';
import type { Category, PublicApi } from './api.js';
import { pageRead } from './page-data.js';

/**
 * Every read of the public site, with its cache key. The server renders a page by running
 * these with the tRPC caller and sends what they read along (src/ui/page-data.tsx); the
 * browser runs the same ones with the tRPC client, so a hydrated page finds its data already there.
 */
export function publicQueries(api: PublicApi) {
  return {
    categories: () => pageRead(['categories'], () => call(api.categories.list())),
    texts: () => pageRead(['texts'], () => call(api.texts.list())),
    popularTexts: () => pageRead(['texts', 'popular'], () => call(api.texts.popular())),
    languageStats: () => pageRead(['stats', 'languages'], () => call(api.stats.languages())),
    text: (slug: string) => pageRead(['text', slug], () => call(api.texts.bySlug({ slug }))),
    /** A category by slug, or by category type (`/category/chalisa`). */
    category: (slugOrType: string) => pageRead(['category', slugOrType], () => call(findCategory(api, slugOrType))),
    deity: (idOrSlug: string) => pageRead(['deity', idOrSlug], () => call(api.deities.byIdOrSlug({ idOrSlug }))),
    search: (q: string) => pageRead(['search', q], () => call(api.search.query({ q }))),
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
