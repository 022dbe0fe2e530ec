import { parseVerses, searchKey, searchSkeleton } from '@bhakti/core';
import type { ContentRecord, SearchEntryKind, TextWithTaxonomy } from '@bhakti/db';

/** Everything about a text that search looks at. */
export type IndexableText = Pick<
  TextWithTaxonomy,
  | 'id'
  | 'title'
  | 'alternativeTitles'
  | 'keywords'
  | 'description'
  | 'author'
  | 'categoryName'
  | 'categoryType'
  | 'deityName'
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
 * The searchable pieces of a text: its title and each of its other titles, as titles of
 * their own (a devotee who types "1000 names of vishnu" names the text as surely as one who
 * types its title, and each title must hold the words together); its titles with its
 * keywords, the deity's names, the category and the author (so that "hanuman aarti",
 * "bajrangbali" or "before starting any work" find it); its description; and each verse of
 * each content, the first verse apart.
 */
export function buildSearchEntries(text: IndexableText): SearchEntry[] {
  const titles = [text.title, ...text.alternativeTitles];
  const meta = [
    ...titles,
    ...text.keywords,
    text.deityName,
    ...text.deityAliases,
    text.categoryName,
    text.categoryType,
    text.author,
  ]
    .filter((part): part is string => Boolean(part))
    .join('\n');
  return [
    ...titles.flatMap((title) => entry(text, 'title', title)),
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
