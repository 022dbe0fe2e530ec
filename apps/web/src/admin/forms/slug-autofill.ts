import { slugify } from '@bhakti/core';

/**
 * docs/product.md: while the slug is empty (or still the one suggested for the previous
 * title) typing a title or name fills it in; once the admin edits the slug, it stays theirs.
 */
export function nextSlug(previousTitle: string, nextTitle: string, slug: string): string {
  const suggested = slug === '' || slug === slugify(previousTitle);
  return suggested ? slugify(nextTitle) : slug;
}
