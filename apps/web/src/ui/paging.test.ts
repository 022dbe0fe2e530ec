import { describe, expect, it } from 'vitest';
import { PAGE_SIZE, pageCount, pageFromSearch, pageSlice, pageWindow } from './paging.js';

describe('paging', () => {
  it('reads the page from the address, and page 1 for anything else', () => {
    expect(pageFromSearch('?page=3')).toBe(3);
    expect(pageFromSearch(new URLSearchParams('letter=s&page=12'))).toBe(12);
    for (const other of ['', '?page=0', '?page=-2', '?page=abc', '?page=02', '?page=1.5', '?page=99999999'])
      expect(pageFromSearch(other), other).toBe(1);
  });

  it('turns a page into limit and offset, and a total into pages', () => {
    expect(pageSlice(1)).toEqual({ limit: PAGE_SIZE, offset: 0 });
    expect(pageSlice(3)).toEqual({ limit: PAGE_SIZE, offset: 2 * PAGE_SIZE });
    expect([0, 1, PAGE_SIZE, PAGE_SIZE + 1].map(pageCount)).toEqual([1, 1, 1, 2]);
  });

  it('offers the first, the last and two pages either side, with gaps', () => {
    expect(pageWindow(1, 1)).toEqual([1]);
    expect(pageWindow(1, 5)).toEqual([1, 2, 3, 4, 5]);
    expect(pageWindow(1, 10)).toEqual([1, 2, 3, null, 10]);
    expect(pageWindow(5, 10)).toEqual([1, 2, 3, 4, 5, 6, 7, null, 10]);
    expect(pageWindow(6, 12)).toEqual([1, null, 4, 5, 6, 7, 8, null, 12]);
    expect(pageWindow(12, 12)).toEqual([1, null, 10, 11, 12]);
  });
});
