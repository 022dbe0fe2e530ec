import { Link } from 'wouter';
import { useQuery } from '@tanstack/react-query';
import { CATEGORY_TYPE_INFO } from '@bhakti/core';
import { useHead } from '../ui/head.js';
import { usePublicQueries } from '../ui/queries.js';
import { useListingQueries } from '../ui/listing-queries.js';
import { CardGridSkeleton } from '../ui/skeletons.js';
import { StatePanel } from '../ui/state-panel.js';
import { urls } from '../ui/urls.js';
import { countOf } from '../ui/pager.js';

/** Every category with its description and how many texts it holds. */
export function CategoriesPage() {
  const queries = usePublicQueries();
  const listing = useListingQueries();
  const categories = useQuery(queries.categories());
  const counts = useQuery(listing.libraryCounts());
  useHead({
    title: 'Categories',
    description: 'Browse the aartis, chalisas, mantras and stotrams of the Bhakti Sangrah library.',
    path: urls.categories(),
    status: categories.isError ? 500 : 200,
  });

  return (
    <div className="listing">
      <header className="listing-header">
        <h1>Browse Categories</h1>
        <p>Every kind of devotional text in the library, each in the languages and scripts we have it in.</p>
      </header>
      {categories.isPending ? (
        <CardGridSkeleton label="Loading categories" count={4} />
      ) : categories.isError ? (
        <StatePanel
          title="Could not load categories"
          message="We had trouble loading the categories. Please try again later."
        />
      ) : categories.data.length === 0 ? (
        <StatePanel title="No Categories Yet" message="There are no categories yet. Check back later for updates." />
      ) : (
        <div className="card-grid">
          {categories.data.map((category) => {
            const count = counts.data ? countOf(counts.data.byCategory, category.id) : undefined;
            return (
              <article className="card category-card" key={category.id} data-type={category.type}>
                <h2 className="card-title">
                  <Link href={urls.category(category.slug)}>{category.name}</Link>
                </h2>
                <p className="card-text">{category.description || CATEGORY_TYPE_INFO[category.type].description}</p>
                {count !== undefined ? (
                  <p className="card-meta">
                    {count} {count === 1 ? 'text' : 'texts'}
                  </p>
                ) : null}
                <Link href={urls.category(category.slug)} className="button button-primary card-action">
                  Browse {category.name}
                </Link>
              </article>
            );
          })}
        </div>
      )}
    </div>
  );
}
