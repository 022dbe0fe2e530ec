import { isTitleLetter, type TitleLetter } from '@bhakti/core';

/** How many cards a listing page shows (home, category, deity, the A–Z index): rows of 2, 3 or 4. */
export const PAGE_SIZE = 24;

const CANONICAL_PAGE = /^[1-9][0-9]{0,6}$/;

/** The page a listing's address asks for (`?page=3`): 1 when it names none, or none we could show. */
export function pageFromSearch(search: URLSearchParams | string): number {
  const value = new URLSearchParams(search).get('page') ?? '';
  return CANONICAL_PAGE.test(value) ? Number(value) : 1;
}

/** The list items of a page, as the list procedures take them. */
export const pageSlice = (page: number) => ({ limit: PAGE_SIZE, offset: (page - 1) * PAGE_SIZE });

/** How many pages `total` items fill (an empty list still has its first page). */
export const pageCount = (total: number) => Math.max(1, Math.ceil(total / PAGE_SIZE));

/** The page numbers a pager offers: the first, the last, and two either side of the current, with gaps as null. */
export function pageWindow(current: number, last: number): Array<number | null> {
  const shown = [...new Set([1, current - 2, current - 1, current, current + 1, current + 2, last])]
    .filter((page) => page >= 1 && page <= last)
    .sort((a, b) => a - b);
  return shown.flatMap((page, index) => {
    const previous = shown[index - 1];
    if (previous === undefined || page === previous + 1) return [page];
    // A gap of one page shows that page rather than an ellipsis standing for it.
    return page === previous + 2 ? [previous + 1, page] : [null, page];
  });
}

/** The letter of the A–Z index an address asks for (`?letter=s`), or none (every title). */
export function letterFromSearch(search: URLSearchParams | string): TitleLetter | undefined {
  const value = new URLSearchParams(search).get('letter')?.toLowerCase();
  return isTitleLetter(value) ? value : undefined;
}

/**
 * A listing's address at one page: page 1 is the listing's own address (`?page=` only from 2 on).
 * Here rather than in urls.ts: only the listing pages' chunks build these.
 */
export function withPage(path: string, page: number, hash = ''): string {
  const [base = path, query = ''] = path.split('?');
  const params = new URLSearchParams(query);
  if (page > 1) params.set('page', String(page));
  const search = params.toString();
  return `${base}${search ? `?${search}` : ''}${hash}`;
}
