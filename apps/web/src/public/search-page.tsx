import { useEffect, useRef, useState, type ReactNode } from 'react';
import { Link, useLocation, useSearch } from 'wouter';
import { useQuery } from '@tanstack/react-query';
import { languageName } from '@bhakti/core';
import type { SearchResult } from '../ui/api.js';
import { CategoryBadge, singular } from '../ui/category-badge.js';
import { transliterationTag } from '../ui/content-language.js';
import { useHead } from '../ui/head.js';
import { usePublicQueries } from '../ui/queries.js';
import { SearchForm } from '../ui/search-form.js';
import { StatePanel } from '../ui/state-panel.js';
import { urls } from '../ui/urls.js';

/** docs/product.md: the typed value becomes the query 500 ms after typing stops. */
export const SEARCH_DEBOUNCE_MS = 500;

const queryFrom = (search: string) => new URLSearchParams(search).get('q') ?? '';

export function SearchPage() {
  const search = useSearch();
  const [location, navigate] = useLocation();
  const urlQuery = queryFrom(search);
  const [value, setValue] = useState(urlQuery);
  const [active, setActive] = useState(urlQuery);
  const lastWritten = useRef(urlQuery);

  // The address bar follows the active query in place (q removed when empty).
  useEffect(() => {
    const written = active.trim() ? active : '';
    if (written === lastWritten.current) return;
    lastWritten.current = written;
    navigate(urls.search(written), { replace: true });
  }, [active, navigate]);

  // Back and forward, or a link to another query, change the URL under us.
  useEffect(() => {
    if (urlQuery === lastWritten.current) return;
    lastWritten.current = urlQuery;
    setValue(urlQuery);
    setActive(urlQuery);
  }, [urlQuery]);

  useEffect(() => {
    if (value === active) return;
    const timer = setTimeout(() => setActive(value), SEARCH_DEBOUNCE_MS);
    return () => clearTimeout(timer);
  }, [value, active]);

  const trimmed = active.trim();
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
        onSubmit={() => setActive(value)}
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

function ResultCard({ result, query }: { result: SearchResult; query: string }) {
  const href = urls.text(result.slug, {
    language: result.matchedLanguage,
    transliteration: result.matchedTransliteration,
    verse: result.verse,
  });
  return (
    <article className="card result-card">
      <h3 className="card-title">
        <Link href={href}>{result.title}</Link>
      </h3>
      <CategoryBadge type={result.categoryType} label={singular(result.categoryName)} />
      {result.snippet ? (
        <p className="snippet" lang={snippetLang(result)}>
          {(result.highlights ?? []).length > 0
            ? markRanges(result.snippet, result.highlights)
            : highlight(result.snippet, query)}
        </p>
      ) : null}
      {result.description ? <p className="card-text">{result.description}</p> : null}
      <ul className="chips" aria-label={`Languages of ${result.title}`}>
        {result.availableLanguages.map((code) => (
          <li key={code}>
            <span className="chip">{languageName(code)}</span>
          </li>
        ))}
      </ul>
      <Link href={href} className="text-link">
        Read Text<span className="visually-hidden">: {result.title}</span>
      </Link>
    </article>
  );
}

/** A transliterated verse is Latin text, whatever language it transliterates. */
function snippetLang(result: SearchResult): string | undefined {
  if (!result.matchedLanguage) return undefined;
  return result.matchedTransliteration ? transliterationTag(result.matchedLanguage) : result.matchedLanguage;
}

/** Marks the engine's matches (UTF-16 offsets, end exclusive), which may be in another script than the query. */
export function markRanges(snippet: string, ranges: ReadonlyArray<{ start: number; end: number }>): ReactNode[] {
  const parts: ReactNode[] = [];
  let at = 0;
  for (const { start, end } of [...ranges].sort((a, b) => a.start - b.start)) {
    const from = Math.max(start, at);
    const to = Math.min(end, snippet.length);
    if (to <= from) continue;
    if (from > at) parts.push(snippet.slice(at, from));
    parts.push(<mark key={from}>{snippet.slice(from, to)}</mark>);
    at = to;
  }
  if (at < snippet.length) parts.push(snippet.slice(at));
  return parts;
}

const escapeRegExp = (value: string) => value.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** Marks each word of the query where it appears in the snippet (case-insensitive). */
export function highlight(snippet: string, query: string): ReactNode[] {
  const words = [
    ...new Set(
      query
        .normalize('NFC')
        .split(/\s+/)
        .filter((word) => word.length > 0),
    ),
  ].sort((a, b) => b.length - a.length);
  if (words.length === 0) return [snippet];
  const pattern = new RegExp(`(${words.map(escapeRegExp).join('|')})`, 'giu');
  return snippet
    .normalize('NFC')
    .split(pattern)
    .map((part, index) => (index % 2 === 1 ? <mark key={index}>{part}</mark> : part));
}
