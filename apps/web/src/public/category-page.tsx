import { useQuery } from '@tanstack/react-query';
import { CATEGORY_TYPE_INFO, categoryTypeFromSlug } from '@bhakti/core';
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

export const CATEGORY_MESSAGES = {
  error: {
    title: 'Could not load texts',
    message: 'We had trouble loading the texts in this category. Please try again later.',
  },
  notFound: {
    title: 'Category Not Found',
    message: "The category you're looking for doesn't exist or has been removed.",
  },
  empty: {
    title: 'No Texts Available',
    message: 'There are currently no texts in this category. Check back later for updates.',
  },
} as const;

/** Heading and description: the category's, else the built-in definition's, else the generic ones. */
export function categoryHeading(
  slug: string,
  category: { name: string; description: string | null } | undefined,
): { title: string; description: string } {
  const builtIn = categoryTypeFromSlug(slug);
  const info = builtIn ? CATEGORY_TYPE_INFO[builtIn] : null;
  return {
    title: category?.name || info?.name || 'Texts',
    description: category?.description || info?.description || 'Browse our collection of devotional texts.',
  };
}

export function CategoryPage({ params }: { params: { slug: string } }) {
  const queries = usePublicQueries();
  const listing = useListingQueries();
  const category = useQuery(queries.category(params.slug));
  const page = usePage();
  const texts = useQuery({ ...listing.categoryTexts(category.data?.id ?? 0, page), enabled: category.isSuccess });
  const counts = useQuery(listing.libraryCounts());
  const heading = categoryHeading(params.slug, category.data);
  const notFound = category.isError && ApiError.from(category.error).notFound;
  const beyondEnd = page > 1 && texts.data?.length === 0;
  const total = counts.data && category.data ? countOf(counts.data.byCategory, category.data.id) : undefined;
  const pageUrl = (shown: number) => withPage(urls.category(category.data?.slug ?? params.slug), shown);

  useHead(
    notFound
      ? {
          title: CATEGORY_MESSAGES.notFound.title,
          description: CATEGORY_MESSAGES.notFound.message,
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

  if (notFound) return <StatePanel level={1} testId="category-not-found" {...CATEGORY_MESSAGES.notFound} />;

  const type = category.data?.type ?? categoryTypeFromSlug(params.slug) ?? 'other';
  return (
    <div className="listing" data-category-type={type}>
      <header className="listing-header">
        <h1>{heading.title}</h1>
        <p>{heading.description}</p>
      </header>
      {category.isPending || texts.isPending ? (
        <CardGridSkeleton label={`Loading ${heading.title}`} />
      ) : category.isError || texts.isError ? (
        <StatePanel testId="category-error" {...CATEGORY_MESSAGES.error} />
      ) : beyondEnd ? (
        <PageBeyondEnd page={page} total={total ?? 0} firstPage={pageUrl(1)} />
      ) : texts.data.length === 0 ? (
        <StatePanel testId="category-empty" {...CATEGORY_MESSAGES.empty} />
      ) : (
        <ListingCards texts={texts.data} headingLevel={2} />
      )}
      {total !== undefined && texts.isSuccess ? (
        <Pager label={`Pages of ${heading.title}`} page={page} total={total} href={pageUrl} />
      ) : null}
    </div>
  );
}
