import { Link, useLocation } from 'wouter';
import { useRead } from '../ui/page-data.js';
import { useHead } from '../ui/head.js';
import { usePublicQueries } from '../ui/queries.js';
import { SearchForm } from '../ui/search-form.js';
import { StatePanel } from '../ui/state-panel.js';
import { urls } from '../ui/urls.js';
import { contentLang } from '../ui/content-language.js';
import { useT } from '../i18n/interface.js';
import { RichText } from '../i18n/rich-text.js';
import { ResultCard } from './search-result-card.js';
import { useSearchQuery } from './use-search-query.js';
// The tRPC client comes with this page (named in its head), not with its first search: every
// search here calls it, and loading it and its chunks on Enter kept the reader waiting ~0.6 s.
import '../ui/trpc-client.js';

export function SearchPage() {
  const [location] = useLocation();
  const { value, setValue, active: trimmed, submit } = useSearchQuery();
  const t = useT();
  useHead({
    title: trimmed ? t('search.resultsTitle', { query: trimmed }) : t('search.title'),
    description: t('search.description'),
    path: trimmed ? urls.search(trimmed) : urls.search(),
    noindex: Boolean(trimmed),
  });

  return (
    <div className="search-page" data-location={location}>
      <header className="listing-header">
        <h1>{t('search.heading')}</h1>
      </header>
      <SearchForm
        className="search-form"
        placeholder={t('search.placeholder')}
        value={value}
        onChange={setValue}
        onSubmit={submit}
      />
      <SearchResults query={trimmed} />
    </div>
  );
}

function SearchResults({ query }: { query: string }) {
  const queries = usePublicQueries();
  const results = useRead({ ...queries.search(query), enabled: query !== '' });
  const t = useT();
  // The reader's own words, in whatever language they typed them.
  const queryElement = <span lang={contentLang(query)} />;

  if (!query) {
    return <StatePanel title={t('search.idleTitle')} message={t('search.idleMessage')} homeLink={false} />;
  }
  if (results.isPending) {
    return (
      <p className="searching" role="status">
        {t('search.searching')}
      </p>
    );
  }
  // A failed search is not shown (docs/product.md).
  if (results.isError) return null;
  if (results.data.length === 0) {
    return (
      <StatePanel
        title={t('search.noneTitle')}
        message={<RichText id="search.noneMessage" values={{ query }} components={{ 0: queryElement }} />}
        homeLink={false}
      >
        <Link href={urls.categories()} className="button button-primary">
          {t('search.browseAll')}
        </Link>
      </StatePanel>
    );
  }
  return (
    <section aria-labelledby="results-heading">
      <h2 id="results-heading" className="results-heading">
        <RichText id="search.resultsHeading" values={{ query }} components={{ 0: queryElement }} />
      </h2>
      <p className="visually-hidden" role="status">
        {t('search.count', { count: results.data.length })}
      </p>
      <ul className="results">
        {results.data.map((result) => (
          <li key={result.id}>
            <ResultCard result={result} query={query} />
          </li>
        ))}
      </ul>
    </section>
  );
}
