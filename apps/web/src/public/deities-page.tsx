import { Link } from 'wouter';
import { useRead } from '../ui/page-data.js';
import { useHead } from '../ui/head.js';
import { useListingQueries } from '../ui/listing-queries.js';
import { CardGridSkeleton } from '../ui/skeletons.js';
import { StatePanel } from '../ui/state-panel.js';
import { countOf } from '../ui/pager.js';
import { urls } from '../ui/urls.js';
import { contentLang } from '../ui/content-language.js';
import { useT } from '../i18n/interface.js';
import { RichText } from '../i18n/rich-text.js';
import { DeityImage } from './deity-image.js';

/** Every deity with its picture, description and how many texts are dedicated to it. */
export function DeitiesPage() {
  const listing = useListingQueries();
  const deities = useRead(listing.deities());
  const counts = useRead(listing.libraryCounts());
  const t = useT();
  useHead({
    title: t('browse.deities.title'),
    description: t('browse.deities.description'),
    path: urls.deities(),
    status: deities.isError ? 500 : 200,
  });

  return (
    <div className="listing">
      <header className="listing-header">
        <h1>{t('browse.deities.heading')}</h1>
        <p>{t('browse.deities.intro')}</p>
      </header>
      {deities.isPending ? (
        <CardGridSkeleton label={t('browse.deities.loading')} />
      ) : deities.isError ? (
        <StatePanel
          testId="deities-error"
          title={t('browse.deities.errorTitle')}
          message={t('browse.deities.errorMessage')}
        />
      ) : deities.data.length === 0 ? (
        <StatePanel
          testId="deities-empty"
          title={t('browse.deities.emptyTitle')}
          message={t('browse.deities.emptyMessage')}
        />
      ) : (
        <div className="card-grid">
          {deities.data.map((deity) => {
            const count = counts.data ? countOf(counts.data.byDeity, deity.id) : undefined;
            return (
              <article className="card deity-card" key={deity.id}>
                {deity.imageUrl ? <DeityImage src={deity.imageUrl} size={72} className="deity-card-image" /> : null}
                <div>
                  <h2 className="card-title" lang={contentLang(deity.name)}>
                    <Link href={urls.deity(deity.slug)}>{deity.name}</Link>
                  </h2>
                  {deity.description ? (
                    <p className="card-text" lang={contentLang(deity.description)}>
                      {deity.description}
                    </p>
                  ) : (
                    <p className="card-text">
                      <RichText
                        id="browse.deities.fallbackDescription"
                        values={{ name: deity.name }}
                        components={{ 0: <span lang={contentLang(deity.name)} /> }}
                      />
                    </p>
                  )}
                  {count !== undefined ? <p className="card-meta">{t('browse.textCount', { count })}</p> : null}
                </div>
              </article>
            );
          })}
        </div>
      )}
    </div>
  );
}
