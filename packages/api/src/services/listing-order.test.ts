import { describe, expect, it } from 'vitest';
import { countsOf, pageOfListing, type ListingOrder } from './listing-order.js';

/** Six texts in listing order: ids, categories, deities and letters. */
const ORDER: ListingOrder = {
  ids: [6, 2, 5, 1, 4, 3],
  categoryIds: [1, 2, 1, 1, 2, 1],
  deityIds: [7, null, 8, 7, 7, null],
  letters: ['a', 'a', 'g', 'h', 'other', 's'],
};

describe('a listing order', () => {
  it('gives a page at any offset, in order, within a filter', () => {
    expect(pageOfListing(ORDER, {}, {})).toEqual([6, 2, 5, 1, 4, 3]);
    expect(pageOfListing(ORDER, {}, { limit: 2, offset: 2 })).toEqual([5, 1]);
    expect(pageOfListing(ORDER, { categoryId: 1 }, { limit: 2, offset: 1 })).toEqual([5, 1]);
    expect(pageOfListing(ORDER, { deityId: 7 }, { offset: 1 })).toEqual([1, 4]);
    expect(pageOfListing(ORDER, { letter: 'a' }, { limit: 5 })).toEqual([6, 2]);
    expect(pageOfListing(ORDER, { categoryId: 2, deityId: 7 }, {})).toEqual([4]);
    expect(pageOfListing(ORDER, {}, { limit: 3, offset: 6 })).toEqual([]);
  });

  it('counts the texts in all and by category, deity and letter, leaving out what has none', () => {
    expect(countsOf(ORDER)).toEqual({
      texts: 6,
      byCategory: [
        { id: 1, count: 4 },
        { id: 2, count: 2 },
      ],
      byDeity: [
        { id: 7, count: 3 },
        { id: 8, count: 1 },
      ],
      byLetter: [
        { letter: 'a', count: 2 },
        { letter: 'g', count: 1 },
        { letter: 'h', count: 1 },
        { letter: 'other', count: 1 },
        { letter: 's', count: 1 },
      ],
    });
  });
});
