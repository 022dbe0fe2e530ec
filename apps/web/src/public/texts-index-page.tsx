import { Link, useSearch } from 'wouter';
import { useRead } from '../ui/page-data.js';
import { TITLE_LETTERS, type TitleLetter } from '@bhakti/core';
import type { LibraryCounts } from '../ui/api.js';
import { useHead } from '../ui/head.js';
import { PageBeyondEnd, Pager, usePage } from '../ui/pager.js';
import { letterFromSearch } from '../ui/paging.js';
import { useListingQueries } from '../ui/listing-queries.js';
import { CardGridSkeleton } from '../ui/skeletons.js';
import { StatePanel } from '../ui/state-panel.js';
import { ListingCards } from '../ui/text-card.js';
import { urls } from '../ui/urls.js';
import { withPage } from '../ui/paging.js';
import { useT, type Translate } from '../i18n/interface.js';
import { RichText } from '../i18n/rich-text.js';

/** How a letter of the index is shown: `S`, and `Other` for titles that begin with anything else. */
const letterLabel = (t: Translate, letter: TitleLetter) =>
  letter === 'other' ? t('browse.index.other') : letter.toUpperCase();

/** A letter of the titles' alphabet is English (the titles' language), whatever the interface's. */
const letterLang = (letter: TitleLetter) => (letter === 'other' ? undefined : 'en');

const countOfLetter = (counts: LibraryCounts, letter: TitleLetter) =>
  counts.byLetter.find((entry) => entry.letter === letter)?.count ?? 0;

/** /texts: every title in order, or those under one letter (`?letter=s`), a page at a time. */
export function TextsIndexPage() {
  const listing = useListingQueries();
  const page = usePage();
  const letter = letterFromSearch(useSearch());
  const texts = useRead(listing.textsPage(page, letter));
  const counts = useRead(listing.libraryCounts());
  const total = counts.data ? (letter ? countOfLetter(counts.data, letter) : counts.data.texts) : undefined;
  const beyondEnd = page > 1 && texts.data?.length === 0;
  const pageUrl = (shown: number) => withPage(urls.textsIndex(letter), shown);
  const t = useT();
  const label = letter ? letterLabel(t, letter) : '';
  const letterElement = <span lang={letter ? letterLang(letter) : undefined} />;
  const heading = letter ? (
    letter === 'other' ? (
      t('browse.index.headingOther')
    ) : (
      <RichText id="browse.index.headingLetter" values={{ letter: label }} components={{ 0: letterElement }} />
    )
  ) : (
    t('browse.index.headingAll')
  );
  useHead({
    title: letter ? t('browse.index.letterTitle', { letter: label }) : t('browse.index.title'),
    description: t('browse.index.description'),
    path: beyondEnd ? null : pageUrl(page),
    status: texts.isError ? 500 : beyondEnd ? 404 : 200,
  });

  return (
    <div className="listing">
      <header className="listing-header">
        <h1>{t('browse.index.heading')}</h1>
        <p>{t('browse.index.description')}</p>
      </header>
      {counts.data ? <LetterNav current={letter} counts={counts.data} /> : null}
      <section aria-labelledby="index-heading">
        <h2 id="index-heading">{heading}</h2>
        {texts.isPending ? (
          <CardGridSkeleton label={t('browse.index.loading')} />
        ) : texts.isError ? (
          <StatePanel
            testId="index-error"
            title={t('browse.index.errorTitle')}
            message={t('browse.index.errorMessage')}
          />
        ) : beyondEnd ? (
          <PageBeyondEnd page={page} total={total ?? 0} firstPage={pageUrl(1)} />
        ) : texts.data.length === 0 ? (
          <StatePanel
            testId="index-empty"
            title={t('browse.index.emptyTitle')}
            message={
              letter ? (
                <RichText id="browse.index.emptyLetter" values={{ letter: label }} components={{ 0: letterElement }} />
              ) : (
                t('browse.index.emptyAll')
              )
            }
          />
        ) : (
          <ListingCards texts={texts.data} />
        )}
        {total !== undefined && texts.isSuccess ? (
          <Pager
            label={letter ? t('browse.index.pagesLetter', { letter: label }) : t('browse.index.pagesAll')}
            page={page}
            total={total}
            href={pageUrl}
          />
        ) : null}
      </section>
    </div>
  );
}

/** The letters of the index: a link for each letter that has titles, the chosen one marked. */
function LetterNav({ current, counts }: { current: TitleLetter | undefined; counts: LibraryCounts }) {
  const t = useT();
  return (
    <nav className="letter-nav" aria-label={t('browse.index.nav')}>
      <ul className="letter-list">
        <li>
          <Link
            href={urls.textsIndex()}
            className="letter-link"
            aria-label={t('browse.index.allTitles')}
            aria-current={current ? undefined : 'true'}
          >
            {t('browse.index.all')}
          </Link>
        </li>
        {TITLE_LETTERS.map((letter) => {
          const count = countOfLetter(counts, letter);
          const label = letterLabel(t, letter);
          return (
            <li key={letter}>
              {count > 0 ? (
                <Link
                  href={urls.textsIndex(letter)}
                  className="letter-link"
                  aria-label={t('browse.index.letterCount', { letter: label, count })}
                  aria-current={current === letter ? 'true' : undefined}
                >
                  <span lang={letterLang(letter)}>{label}</span>
                </Link>
              ) : (
                // A hidden span reads apart from the letter beside it ("C : no titles"): the whole name is hidden text.
                <span className="letter-none">
                  <span aria-hidden="true" lang={letterLang(letter)}>
                    {label}
                  </span>
                  <span className="visually-hidden">
                    <RichText
                      id="browse.index.letterNone"
                      values={{ letter: label }}
                      components={{ 0: <span lang={letterLang(letter)} /> }}
                    />
                  </span>
                </span>
              )}
            </li>
          );
        })}
      </ul>
    </nav>
  );
}
