import { parseVerses, searchKey, searchSkeleton } from '@bhakti/core';
import type { ContentRecord, SearchEntryKind, TextWithTaxonomy } from '@bhakti/db';

/** Everything about a text that search looks at. */
export type IndexableText = Pick<
  TextWithTaxonomy,
  'id' | 'title' | 'description' | 'author' | 'categoryName' | 'categoryType' | 'deityName'
> & {
  deityAliases: readonly string[];
  contents: readonly ContentRecord[];
};

export interface SearchEntry {
  textId: number;
  kind: SearchEntryKind;
  languageCode: string | null;
  isTransliteration: boolean;
  verse: number | null;
  original: string;
  key: string;
}

function entry(
  text: IndexableText,
  kind: SearchEntryKind,
  original: string,
  content?: { languageCode: string; isTransliteration: boolean; verse: number },
): SearchEntry[] {
  const key = searchKey(original);
  if (key === '') return [];
  return [
    {
      textId: text.id,
      kind,
      languageCode: content?.languageCode ?? null,
      isTransliteration: content?.isTransliteration ?? false,
      verse: content?.verse ?? null,
      original,
      key,
    },
  ];
}

/**
 * The searchable pieces of a text: its title; its title with the deity's names, the
 * category and the author (so that "hanuman aarti" or "bajrangbali" find it); its
 * description; and each verse of each content, the first verse apart.
 */
export function buildSearchEntries(text: IndexableText): SearchEntry[] {
  const meta = [text.title, text.deityName, ...text.deityAliases, text.categoryName, text.categoryType, text.author]
    .filter((part): part is string => Boolean(part))
    .join('\n');
  return [
    ...entry(text, 'title', text.title),
    ...entry(text, 'meta', meta),
    ...(text.description ? entry(text, 'about', text.description) : []),
    ...text.contents.flatMap((content) =>
      parseVerses(content.content).flatMap((lines, index) =>
        entry(text, index === 0 ? 'first' : 'verse', lines.join('\n'), { ...content, verse: index + 1 }),
      ),
    ),
  ];
}

/** The distinct words of the entries with their skeletons, sorted (so that concurrent writers lock them in one order). */
export function termsOf(entries: readonly SearchEntry[]): Array<{ term: string; skeleton: string }> {
  const terms = new Set(entries.flatMap((e) => e.key.split(' ')));
  return [...terms].sort().map((term) => ({ term, skeleton: searchSkeleton(term) }));
}
