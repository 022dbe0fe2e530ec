import { Link, useLocation } from 'wouter';
import { useQuery } from '@tanstack/react-query';
import { useHead } from '../ui/head.js';
import { usePublicQueries } from '../ui/queries.js';
import { SearchForm } from '../ui/search-form.js';
import { StatePanel } from '../ui/state-panel.js';
import { urls } from '../ui/urls.js';
import { ResultCard } from './search-result-card.js';
import { useSearchQuery } from './use-search-query.js';

export function SearchPage() {
  const [location] = useLocation();
  const { value, setValue, active: trimmed, submit } = useSearchQuery();
  useHead({
    title: trimmed ? `Search Results for "${trimmed}"` : 'Search',
    description: 'Search the devotional texts of Bhakti Sangrah by title, description or any line of the text.',
    path: trimmed ? urls.search(trimmed) : urls.search(),
    noindex: Boolean(trimmed),
  });

  return (
    <div className="search-page" data-location={location}>
      <header className="listing-header">
        <h1>Search Devotional Texts</h1>
      </header>
      <SearchForm
        className="search-form"
        placeholder="Search by title, description or text content..."
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
  const results = useQuery({ ...queries.search(query), enabled: query !== '' });

  if (!query) {
    return (
      <StatePanel
        title="Search Our Collection"
        message="Type a title, a word or a line from any text — in any language or script — to find aartis, chalisas, mantras and stotrams."
        homeLink={false}
      />
    );
  }
  if (results.isPending) {
    return (
      <p className="searching" role="status">
        Searching...
      </p>
    );
  }
  // A failed search is not shown (docs/product.md).
  if (results.isError) return null;
  if (results.data.length === 0) {
    return (
      <StatePanel
        title="No results found"
        message={`We couldn't find any devotional texts matching "${query}". Try different keywords or browse our categories.`}
        homeLink={false}
      >
        <Link href={urls.categories()} className="button button-primary">
          Browse All Categories
        </Link>
      </StatePanel>
    );
  }
  return (
    <section aria-labelledby="results-heading">
      <h2 id="results-heading" className="results-heading">
        Search Results for &quot;{query}&quot;
      </h2>
      <p className="visually-hidden" role="status">
        {results.data.length} {results.data.length === 1 ? 'result' : 'results'}
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
