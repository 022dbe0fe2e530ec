import { Link } from 'wouter';
import { useQuery } from '@tanstack/react-query';
import { useHead } from '../ui/head.js';
import { useListingQueries } from '../ui/listing-queries.js';
import { CardGridSkeleton } from '../ui/skeletons.js';
import { StatePanel } from '../ui/state-panel.js';
import { countOf } from '../ui/pager.js';
import { urls } from '../ui/urls.js';
import { DeityImage } from './deity-image.js';

export const DEITIES_MESSAGES = {
  error: { title: 'Could not load deities', message: 'We had trouble loading the deities. Please try again later.' },
  empty: { title: 'No Deities Yet', message: 'There are no deities yet. Check back later for updates.' },
} as const;

/** Every deity with its picture, description and how many texts are dedicated to it. */
export function DeitiesPage() {
  const listing = useListingQueries();
  const deities = useQuery(listing.deities());
  const counts = useQuery(listing.libraryCounts());
  useHead({
    title: 'Deities',
    description: 'Browse the devotional texts of the Bhakti Sangrah library by the deity they are dedicated to.',
    path: urls.deities(),
    status: deities.isError ? 500 : 200,
  });

  return (
    <div className="listing">
      <header className="listing-header">
        <h1>Browse Deities</h1>
        <p>The aartis, chalisas, mantras and stotrams of the library, gathered by the deity they praise.</p>
      </header>
      {deities.isPending ? (
        <CardGridSkeleton label="Loading deities" />
      ) : deities.isError ? (
        <StatePanel testId="deities-error" {...DEITIES_MESSAGES.error} />
      ) : deities.data.length === 0 ? (
        <StatePanel testId="deities-empty" {...DEITIES_MESSAGES.empty} />
      ) : (
        <div className="card-grid">
          {deities.data.map((deity) => {
            const count = counts.data ? countOf(counts.data.byDeity, deity.id) : undefined;
            return (
              <article className="card deity-card" key={deity.id}>
                {deity.imageUrl ? <DeityImage src={deity.imageUrl} size={72} className="deity-card-image" /> : null}
                <div>
                  <h2 className="card-title">
                    <Link href={urls.deity(deity.slug)}>{deity.name}</Link>
                  </h2>
                  <p className="card-text">
                    {deity.description || `Explore devotional texts dedicated to ${deity.name}.`}
                  </p>
                  {count !== undefined ? (
                    <p className="card-meta">
                      {count} {count === 1 ? 'text' : 'texts'}
                    </p>
                  ) : null}
                </div>
              </article>
            );
          })}
        </div>
      )}
    </div>
  );
}
