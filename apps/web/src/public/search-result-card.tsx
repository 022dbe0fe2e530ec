import type { ReactNode } from 'react';
import { Link } from 'wouter';
import { transliterationTag } from '@bhakti/core';
import type { SearchResult } from '../ui/api.js';
import { CategoryBadge, useSingularCategory } from '../ui/category-badge.js';
import { contentLang } from '../ui/content-language.js';
import { urls } from '../ui/urls.js';
import { parseScript } from './script-view.js';
import { useViewWords, type ViewWords } from './script-view.js';

/**
 * One result: title, category, the matched verse, description, languages and a link to it —
 * in the view the query asked for ("… in telugu") or the matched verse's, at the matched
 * verse, or at the top when the reader typed the text's name.
 */
export function ResultCard({ result, query }: { result: SearchResult; query: string }) {
  const words = useViewWords();
  const singular = useSingularCategory();
  const verse = result.matchedTitle ? null : result.verse;
  const href = result.view
    ? urls.text(result.slug, { ...result.view, verse })
    : urls.text(result.slug, {
        language: result.matchedLanguage,
        transliteration: result.matchedTransliteration,
        verse,
      });
  return (
    <article className="card result-card">
      <h3 className="card-title" lang={contentLang(result.title)}>
        <Link href={href}>{result.title}</Link>
      </h3>
      <CategoryBadge type={result.categoryType} label={singular(result.categoryType, result.categoryName)} />
      {result.snippet ? <SearchSnippet result={result} snippet={result.snippet} query={query} /> : null}
      {result.description ? (
        <p className="card-text" lang={contentLang(result.description)}>
          {result.description}
        </p>
      ) : null}
      <ul className="chips" aria-label={words.t('search.languagesOf', { title: result.title })}>
        {result.availableLanguages.map((code) => (
          <li key={code}>
            <span className="chip">{words.language(code)}</span>
          </li>
        ))}
      </ul>
      {result.view ? <p className="card-text">{viewNote(words, result.view)}</p> : null}
      <Link href={href} className="text-link">
        {words.t('search.readText')}
        <span className="visually-hidden">
          : <span lang={contentLang(result.title)}>{result.title}</span>
        </span>
      </Link>
    </article>
  );
}

/** Where the link opens when the query asked for a view ("… in telugu"): "Opens in Telugu script". */
export function viewNote(words: ViewWords, view: NonNullable<SearchResult['view']>): string {
  const { t } = words;
  const script = view.script ? parseScript(view.script) : null;
  const where = !script
    ? words.language(view.language)
    : script === 'roman'
      ? words.script(script)
      : t('search.scriptView', { script: words.script(script) });
  return view.beside
    ? t('search.opensInBeside', { where, beside: words.language(view.beside) })
    : t('search.opensIn', { where });
}

/** The matched verse, its matches marked: the engine's ranges when it gave them, else the query's words. */
function SearchSnippet({ result, snippet, query }: { result: SearchResult; snippet: string; query: string }) {
  return (
    <p className="snippet" lang={snippetLang(result)}>
      {(result.highlights ?? []).length > 0 ? markRanges(snippet, result.highlights) : highlight(snippet, query)}
    </p>
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
