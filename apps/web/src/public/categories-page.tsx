import { Link } from 'wouter';
import { useRead } from '../ui/page-data.js';
import { useHead } from '../ui/head.js';
import { usePublicQueries } from '../ui/queries.js';
import { useListingQueries } from '../ui/listing-queries.js';
import { CardGridSkeleton } from '../ui/skeletons.js';
import { StatePanel } from '../ui/state-panel.js';
import { urls } from '../ui/urls.js';
import { countOf } from '../ui/pager.js';
import { useT } from '../i18n/interface.js';
import { useCategoryNames } from '../i18n/category-names.js';

/** Every category with its description and how many texts it holds. */
export function CategoriesPage() {
  const queries = usePublicQueries();
  const listing = useListingQueries();
  const categories = useRead(queries.categories());
  const counts = useRead(listing.libraryCounts());
  const t = useT();
  const names = useCategoryNames();
  useHead({
    title: t('browse.categories.title'),
    description: t('browse.categories.description'),
    path: urls.categories(),
    status: categories.isError ? 500 : 200,
  });

  return (
    <div className="listing">
      <header className="listing-header">
        <h1>{t('browse.categories.heading')}</h1>
        <p>{t('browse.categories.intro')}</p>
      </header>
      {categories.isPending ? (
        <CardGridSkeleton label={t('browse.categories.loading')} count={4} />
      ) : categories.isError ? (
        <StatePanel title={t('browse.categories.errorTitle')} message={t('browse.categories.errorMessage')} />
      ) : categories.data.length === 0 ? (
        <StatePanel title={t('browse.categories.emptyTitle')} message={t('browse.categories.emptyMessage')} />
      ) : (
        <div className="card-grid">
          {categories.data.map((category) => {
            const count = counts.data ? countOf(counts.data.byCategory, category.id) : undefined;
            const name = names.name(category);
            return (
              <article className="card category-card" key={category.id} data-type={category.type}>
                <h2 className="card-title">
                  <Link href={urls.category(category.slug)}>{name}</Link>
                </h2>
                <p className="card-text">{names.description(category)}</p>
                {count !== undefined ? <p className="card-meta">{t('browse.textCount', { count })}</p> : null}
                <Link href={urls.category(category.slug)} className="button button-primary card-action">
                  {t('browse.categories.browse', { name })}
                </Link>
              </article>
            );
          })}
        </div>
      )}
    </div>
  );
}
