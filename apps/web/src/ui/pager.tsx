import { Link, useSearch } from 'wouter';
import { PAGE_SIZE, pageCount, pageFromSearch, pageWindow } from './paging.js';
import { StatePanel } from './state-panel.js';
import { useT, type Translate } from '../i18n/interface.js';
import { RichText } from '../i18n/rich-text.js';

interface PagerProps {
  /** The navigation's accessible name ("Pages of all texts"). */
  label: string;
  page: number;
  /** How many items the whole list holds. */
  total: number;
  /** The address of a page of this list. */
  href: (page: number) => string;
}

/** Which items of how many a page shows ("Texts 25–48 of 100"). */
export function pageRange(t: Translate, page: number, total: number): string {
  const first = (page - 1) * PAGE_SIZE + 1;
  const last = Math.min(page * PAGE_SIZE, total);
  return t('states.pager.range', { first, last, total });
}

const hidden = <span className="visually-hidden" />;

/**
 * Links to the other pages of a listing: plain links the server renders, so they work without
 * JavaScript; the current page is marked `aria-current`. Nothing when the list fits one page.
 */
export function Pager({ label, page, total, href }: PagerProps) {
  const t = useT();
  const last = pageCount(total);
  if (last === 1 && page === 1) return null;
  return (
    <nav className="pager" aria-label={label}>
      {page <= last ? <p className="pager-range">{pageRange(t, page, total)}</p> : null}
      <ul className="pager-list">
        {page > 1 ? (
          <li>
            <Link href={href(Math.min(page - 1, last))} rel="prev" className="pager-link pager-step">
              <RichText id="states.pager.previous" components={{ 0: hidden }} />
            </Link>
          </li>
        ) : null}
        {pageWindow(Math.min(page, last), last).map((shown, index) =>
          shown === null ? (
            <li key={`gap-${index}`} className="pager-gap" aria-hidden="true">
              …
            </li>
          ) : (
            <li key={shown}>
              <Link href={href(shown)} className="pager-link" aria-current={shown === page ? 'page' : undefined}>
                <RichText id="states.pager.page" values={{ page: shown }} components={{ 0: hidden }} />
              </Link>
            </li>
          ),
        )}
        {page < last ? (
          <li>
            <Link href={href(page + 1)} rel="next" className="pager-link pager-step">
              <RichText id="states.pager.next" components={{ 0: hidden }} />
            </Link>
          </li>
        ) : null}
      </ul>
    </nav>
  );
}

/** The page a listing's address asks for, following client-side navigation. */
export function usePage(): number {
  return pageFromSearch(useSearch());
}

/** A page past the end of a listing: says so and links to its first page. */
export function PageBeyondEnd({ page, total, firstPage }: { page: number; total: number; firstPage: string }) {
  const t = useT();
  const pages = pageCount(total);
  return (
    <StatePanel
      testId="page-beyond-end"
      title={t('states.pager.beyondTitle')}
      message={t('states.pager.beyondMessage', { pages, page })}
      homeLink={false}
    >
      <Link href={firstPage} className="button button-primary">
        {t('states.pager.firstPage')}
      </Link>
    </StatePanel>
  );
}

/** The count of one category or deity in LibraryCounts (0 when it has no texts). */
export const countOf = (counts: ReadonlyArray<{ id: number; count: number }>, id: number) =>
  counts.find((entry) => entry.id === id)?.count ?? 0;
