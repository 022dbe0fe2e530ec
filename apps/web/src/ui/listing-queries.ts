import { useMemo } from 'react';
import type { TitleLetter } from '@bhakti/core';
import { call } from './api-error.js';
import type { PublicApi } from './api.js';
import { pageRead } from './page-data.js';
import { pageSlice } from './paging.js';
import { useApi } from './queries.js';

/**
 * The reads of the listing pages (home, the A–Z index, categories, deities), as publicQueries
 * are: apart from them so that they travel in those pages' chunks, not in the entry the
 * reading page loads first (docs/decisions/017).
 */
export function listingQueries(api: PublicApi) {
  return {
    /** One page of every text by title, or of those under one letter of the A–Z index. */
    textsPage: (page: number, letter?: TitleLetter) =>
      pageRead(['texts', 'page', letter ?? 'all', page], () =>
        call(api.texts.list({ ...pageSlice(page), ...(letter ? { letter } : {}) })),
      ),
    /** How many texts there are, in all and by category, deity and letter (for pagers and counts). */
    libraryCounts: () => pageRead(['stats', 'texts'], () => call(api.stats.texts())),
    /** One page of a category's texts. */
    categoryTexts: (categoryId: number, page: number) =>
      pageRead(['category-texts', categoryId, page], () =>
        call(api.texts.byCategory({ categoryId, ...pageSlice(page) })),
      ),
    deities: () => pageRead(['deities'], () => call(api.deities.list())),
    /** One page of a deity's texts. */
    deityTexts: (deityId: number, page: number) =>
      pageRead(['deity-texts', deityId, page], () => call(api.texts.byDeity({ deityId, ...pageSlice(page) }))),
  };
}

export type ListingQueries = ReturnType<typeof listingQueries>;

export function useListingQueries(): ListingQueries {
  const api = useApi();
  return useMemo(() => listingQueries(api), [api]);
}
