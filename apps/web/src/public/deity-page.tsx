import { useQuery } from '@tanstack/react-query';
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
import { DeityImage } from './deity-image.js';

export const DEITY_MESSAGES = {
  error: {
    title: 'Could not load deity information',
    message: 'We had trouble loading the information for this deity. Please try again later.',
  },
  notFound: {
    title: 'Deity Not Found',
    message: "The deity you're looking for doesn't exist or has been removed.",
  },
  empty: (name: string) => ({
    title: 'No Texts Available',
    message: `There are currently no devotional texts associated with ${name}. Check back later for updates.`,
  }),
};

/** /deities/{id} and /deity/{slug-or-id}: one screen. */
export function DeityPage({ params }: { params: { idOrSlug: string } }) {
  const queries = usePublicQueries();
  const listing = useListingQueries();
  const deity = useQuery(queries.deity(params.idOrSlug));
  // Texts by deity only after the deity has loaded (docs/product.md).
  const page = usePage();
  const texts = useQuery({ ...listing.deityTexts(deity.data?.id ?? 0, page), enabled: deity.isSuccess });
  const counts = useQuery(listing.libraryCounts());
  const notFound = deity.isError && ApiError.from(deity.error).notFound;
  const failed = (deity.isError && !notFound) || texts.isError;
  const name = deity.data?.name ?? '';
  const description = deity.data?.description || `Explore devotional texts dedicated to ${name}.`;
  const beyondEnd = page > 1 && texts.data?.length === 0;
  const total = counts.data && deity.data ? countOf(counts.data.byDeity, deity.data.id) : undefined;
  const pageUrl = (shown: number) => withPage(urls.deity(deity.data?.slug ?? params.idOrSlug), shown);

  useHead(
    notFound
      ? { title: DEITY_MESSAGES.notFound.title, description: DEITY_MESSAGES.notFound.message, path: null, status: 404 }
      : failed
        ? { title: DEITY_MESSAGES.error.title, description: DEITY_MESSAGES.error.message, path: null, status: 500 }
        : {
            title: deity.data ? `${name} — Devotional Texts` : 'Deity',
            description: deity.data ? description : 'Devotional texts dedicated to one deity.',
            path: deity.data && !beyondEnd ? pageUrl(page) : null,
            status: beyondEnd ? 404 : 200,
          },
  );

  if (notFound) return <StatePanel level={1} testId="deity-not-found" {...DEITY_MESSAGES.notFound} />;
  if (failed) return <StatePanel level={1} testId="deity-error" {...DEITY_MESSAGES.error} />;
  if (!deity.data) {
    return (
      <div className="listing">
        <CardGridSkeleton label="Loading deity" />
      </div>
    );
  }

  return (
    <div className="listing">
      <header className="listing-header deity-header">
        {deity.data.imageUrl ? (
          <DeityImage src={deity.data.imageUrl} size={120} className="deity-image" alt={deity.data.name} eager />
        ) : null}
        <div>
          <h1>{name}</h1>
          <p>{description}</p>
        </div>
      </header>
      <section aria-labelledby="deity-texts-heading">
        <h2 id="deity-texts-heading">Devotional Texts for {name}</h2>
        {texts.isPending ? (
          <CardGridSkeleton label={`Loading texts for ${name}`} />
        ) : beyondEnd ? (
          <PageBeyondEnd page={page} total={total ?? 0} firstPage={pageUrl(1)} />
        ) : texts.data.length === 0 ? (
          <StatePanel testId="deity-empty" {...DEITY_MESSAGES.empty(name)} />
        ) : (
          <ListingCards texts={texts.data} />
        )}
        {total !== undefined && texts.isSuccess ? (
          <Pager label={`Pages of texts for ${name}`} page={page} total={total} href={pageUrl} />
        ) : null}
      </section>
    </div>
  );
}
