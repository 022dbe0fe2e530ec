import { useRead } from '../ui/page-data.js';
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
import { contentLang } from '../ui/content-language.js';
import { useT } from '../i18n/interface.js';
import { RichText } from '../i18n/rich-text.js';
import { DeityImage } from './deity-image.js';

/** The deity page's states: error and not found. */
function useDeityMessages() {
  const t = useT();
  return {
    error: { title: t('browse.deity.errorTitle'), message: t('browse.deity.errorMessage') },
    notFound: { title: t('browse.deity.notFoundTitle'), message: t('browse.deity.notFoundMessage') },
  };
}

/** /deities/{id} and /deity/{slug-or-id}: one screen. */
export function DeityPage({ params }: { params: { idOrSlug: string } }) {
  const queries = usePublicQueries();
  const listing = useListingQueries();
  const deity = useRead(queries.deity(params.idOrSlug));
  // Texts by deity only after the deity has loaded (docs/product.md).
  const page = usePage();
  const texts = useRead({ ...listing.deityTexts(deity.data?.id ?? 0, page), enabled: deity.isSuccess });
  const counts = useRead(listing.libraryCounts());
  const notFound = deity.isError && ApiError.from(deity.error).notFound;
  const failed = (deity.isError && !notFound) || texts.isError;
  const t = useT();
  const messages = useDeityMessages();
  const name = deity.data?.name ?? '';
  const description = deity.data?.description || t('browse.deity.description', { name });
  const beyondEnd = page > 1 && texts.data?.length === 0;
  const total = counts.data && deity.data ? countOf(counts.data.byDeity, deity.data.id) : undefined;
  const pageUrl = (shown: number) => withPage(urls.deity(deity.data?.slug ?? params.idOrSlug), shown);

  useHead(
    notFound
      ? { title: messages.notFound.title, description: messages.notFound.message, path: null, status: 404 }
      : failed
        ? { title: messages.error.title, description: messages.error.message, path: null, status: 500 }
        : {
            title: deity.data ? t('browse.deity.title', { name }) : t('browse.deity.fallbackTitle'),
            description: deity.data ? description : t('browse.deity.fallbackDescription'),
            path: deity.data && !beyondEnd ? pageUrl(page) : null,
            status: beyondEnd ? 404 : 200,
          },
  );

  if (notFound) return <StatePanel level={1} testId="deity-not-found" {...messages.notFound} />;
  if (failed) return <StatePanel level={1} testId="deity-error" {...messages.error} />;
  if (!deity.data) {
    return (
      <div className="listing">
        <CardGridSkeleton label={t('browse.deity.loading')} />
      </div>
    );
  }

  const nameElement = <span lang={contentLang(name)} />;
  return (
    <div className="listing">
      <header className="listing-header deity-header">
        {deity.data.imageUrl ? (
          <DeityImage src={deity.data.imageUrl} size={120} className="deity-image" alt={deity.data.name} eager />
        ) : null}
        <div>
          <h1 lang={contentLang(name)}>{name}</h1>
          {deity.data.description ? (
            <p lang={contentLang(deity.data.description)}>{deity.data.description}</p>
          ) : (
            <p>
              <RichText id="browse.deities.fallbackDescription" values={{ name }} components={{ 0: nameElement }} />
            </p>
          )}
        </div>
      </header>
      <section aria-labelledby="deity-texts-heading">
        <h2 id="deity-texts-heading">
          <RichText id="browse.deity.textsHeading" values={{ name }} components={{ 0: nameElement }} />
        </h2>
        {texts.isPending ? (
          <CardGridSkeleton label={t('browse.deity.loadingTexts', { name })} />
        ) : beyondEnd ? (
          <PageBeyondEnd page={page} total={total ?? 0} firstPage={pageUrl(1)} />
        ) : texts.data.length === 0 ? (
          <StatePanel
            testId="deity-empty"
            title={t('browse.deity.emptyTitle')}
            message={<RichText id="browse.deity.emptyMessage" values={{ name }} components={{ 0: nameElement }} />}
          />
        ) : (
          <ListingCards texts={texts.data} />
        )}
        {total !== undefined && texts.isSuccess ? (
          <Pager label={t('browse.deity.pages', { name })} page={page} total={total} href={pageUrl} />
        ) : null}
      </section>
    </div>
  );
}
