import { Link, useSearch } from 'wouter';
import { useQuery } from '@tanstack/react-query';
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

const DESCRIPTION = 'Every devotional text of the Bhakti Sangrah library by title, from A to Z.';

/** How a letter of the index is shown: `S`, and `Other` for titles that begin with anything else. */
const letterLabel = (letter: TitleLetter) => (letter === 'other' ? 'Other' : letter.toUpperCase());

const countOfLetter = (counts: LibraryCounts, letter: TitleLetter) =>
  counts.byLetter.find((entry) => entry.letter === letter)?.count ?? 0;

/** /texts: every title in order, or those under one letter (`?letter=s`), a page at a time. */
export function TextsIndexPage() {
  const listing = useListingQueries();
  const page = usePage();
  const letter = letterFromSearch(useSearch());
  const texts = useQuery(listing.textsPage(page, letter));
  const counts = useQuery(listing.libraryCounts());
  const total = counts.data ? (letter ? countOfLetter(counts.data, letter) : counts.data.texts) : undefined;
  const beyondEnd = page > 1 && texts.data?.length === 0;
  const pageUrl = (shown: number) => withPage(urls.textsIndex(letter), shown);
  const heading = letter
    ? letter === 'other'
      ? 'Titles beginning with another character'
      : `Titles beginning with ${letterLabel(letter)}`
    : 'Every title';
  useHead({
    title: letter ? `Texts A–Z: ${letterLabel(letter)}` : 'All Texts A–Z',
    description: DESCRIPTION,
    path: beyondEnd ? null : pageUrl(page),
    status: texts.isError ? 500 : beyondEnd ? 404 : 200,
  });

  return (
    <div className="listing">
      <header className="listing-header">
        <h1>All Texts A–Z</h1>
        <p>{DESCRIPTION}</p>
      </header>
      {counts.data ? <LetterNav current={letter} counts={counts.data} /> : null}
      <section aria-labelledby="index-heading">
        <h2 id="index-heading">{heading}</h2>
        {texts.isPending ? (
          <CardGridSkeleton label="Loading texts" />
        ) : texts.isError ? (
          <StatePanel
            testId="index-error"
            title="Could not load texts"
            message="We had trouble loading the texts. Please try again later."
          />
        ) : beyondEnd ? (
          <PageBeyondEnd page={page} total={total ?? 0} firstPage={pageUrl(1)} />
        ) : texts.data.length === 0 ? (
          <StatePanel
            testId="index-empty"
            title="No Texts Available"
            message={
              letter
                ? `No title begins with ${letterLabel(letter)} yet. Choose another letter above.`
                : 'There are no texts yet. Check back later for updates.'
            }
          />
        ) : (
          <ListingCards texts={texts.data} />
        )}
        {total !== undefined && texts.isSuccess ? (
          <Pager
            label={letter ? `Pages of titles under ${letterLabel(letter)}` : 'Pages of all titles'}
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
  return (
    <nav className="letter-nav" aria-label="Titles by letter">
      <ul className="letter-list">
        <li>
          <Link
            href={urls.textsIndex()}
            className="letter-link"
            aria-label="All titles"
            aria-current={current ? undefined : 'true'}
          >
            All
          </Link>
        </li>
        {TITLE_LETTERS.map((letter) => {
          const count = countOfLetter(counts, letter);
          const label = letterLabel(letter);
          return (
            <li key={letter}>
              {count > 0 ? (
                <Link
                  href={urls.textsIndex(letter)}
                  className="letter-link"
                  aria-label={`${label}: ${count} ${count === 1 ? 'title' : 'titles'}`}
                  aria-current={current === letter ? 'true' : undefined}
                >
                  {label}
                </Link>
              ) : (
                // A hidden span reads apart from the letter beside it ("C : no titles"): the whole name is hidden text.
                <span className="letter-none">
                  <span aria-hidden="true">{label}</span>
                  <span className="visually-hidden">{label}: no titles</span>
                </span>
              )}
            </li>
          );
        })}
      </ul>
    </nav>
  );
}
