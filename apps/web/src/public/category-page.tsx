import { useRead } from '../ui/page-data.js';
import { CATEGORY_TYPE_INFO, categoryTypeFromSlug, type CategoryType } from '@bhakti/core';
import { ApiError } from '../ui/api-error.js';
import { useHead } from '../ui/head.js';
import { usePublicQueries } from '../ui/queries.js';
import { useListingQueries } from '../ui/listing-queries.js';
import { CardGridSkeleton } from '../ui/skeletons.js';
import { StatePanel } from '../ui/state-panel.js';
import { ListingCards } from '../ui/text-card.js';
import { urls } from '../ui/urls.js';
import { withPage } from '../ui/paging.js';
import { PageBeyondEnd, Pager, countOf, usePage } from '../ui/pager.js';
import { useT } from '../i18n/interface.js';
import { useCategoryNames } from '../i18n/category-names.js';

/** The category page's states: error, not found, empty. */
function useCategoryMessages() {
  const t = useT();
  return {
    error: { title: t('browse.category.errorTitle'), message: t('browse.category.errorMessage') },
    notFound: { title: t('browse.category.notFoundTitle'), message: t('browse.category.notFoundMessage') },
    empty: { title: t('browse.category.emptyTitle'), message: t('browse.category.emptyMessage') },
  };
}

/**
 * Heading and description in the interface's language: the category's, else the built-in
 * definition's (the slug names a type before the category has loaded), else the generic ones.
 */
function useCategoryHeading(
  slug: string,
  category: { type: CategoryType; name: string; description: string | null } | undefined,
): { title: string; description: string } {
  const t = useT();
  const names = useCategoryNames();
  const builtIn = categoryTypeFromSlug(slug);
  const named = category ?? (builtIn ? CATEGORY_TYPE_INFO[builtIn] : undefined);
  return {
    title: (named && names.name(named)) || t('browse.category.fallbackTitle'),
    description: (named && names.description(named)) || t('browse.category.fallbackDescription'),
  };
}

export function CategoryPage({ params }: { params: { slug: string } }) {
  const queries = usePublicQueries();
  const listing = useListingQueries();
  const category = useRead(queries.category(params.slug));
  const page = usePage();
  const texts = useRead({ ...listing.categoryTexts(category.data?.id ?? 0, page), enabled: category.isSuccess });
  const counts = useRead(listing.libraryCounts());
  const heading = useCategoryHeading(params.slug, category.data);
  const messages = useCategoryMessages();
  const t = useT();
  const notFound = category.isError && ApiError.from(category.error).notFound;
  const beyondEnd = page > 1 && texts.data?.length === 0;
  const total = counts.data && category.data ? countOf(counts.data.byCategory, category.data.id) : undefined;
  const pageUrl = (shown: number) => withPage(urls.category(category.data?.slug ?? params.slug), shown);

  useHead(
    notFound
      ? {
          title: messages.notFound.title,
          description: messages.notFound.message,
          path: null,
          status: 404,
        }
      : {
          title: heading.title,
          description: heading.description,
          path: beyondEnd ? null : pageUrl(page),
          status: category.isError || texts.isError ? 500 : beyondEnd ? 404 : 200,
        },
  );

  if (notFound) return <StatePanel level={1} testId="category-not-found" {...messages.notFound} />;

  const type = category.data?.type ?? categoryTypeFromSlug(params.slug) ?? 'other';
  return (
    <div className="listing" data-category-type={type}>
      <header className="listing-header">
        <h1>{heading.title}</h1>
        <p>{heading.description}</p>
      </header>
      {category.isPending || texts.isPending ? (
        <CardGridSkeleton label={t('browse.category.loading', { name: heading.title })} />
      ) : category.isError || texts.isError ? (
        <StatePanel testId="category-error" {...messages.error} />
      ) : beyondEnd ? (
        <PageBeyondEnd page={page} total={total ?? 0} firstPage={pageUrl(1)} />
      ) : texts.data.length === 0 ? (
        <StatePanel testId="category-empty" {...messages.empty} />
      ) : (
        <ListingCards texts={texts.data} headingLevel={2} />
      )}
      {total !== undefined && texts.isSuccess ? (
        <Pager label={t('browse.category.pages', { name: heading.title })} page={page} total={total} href={pageUrl} />
      ) : null}
    </div>
  );
}
