import { readFileSync } from 'node:fs';
import type { categories, deities } from './schema.js';
import type { ContentRecord, TextRecord } from './texts.js';

export type LibraryCategory = Omit<typeof categories.$inferInsert, 'id'>;

export type LibraryDeity = Omit<typeof deities.$inferInsert, 'id'>;

/** A text that names its category and deity by slug (or id): the starter library and corpus shape. */
export type LibraryText = Pick<TextRecord, 'title' | 'slug'> &
  Partial<Pick<TextRecord, 'categoryId' | 'deityId' | 'description' | 'author' | 'isPopular'>> &
  Pick<TextRecord, 'alternativeTitles' | 'keywords'> & {
    categorySlug?: string;
    deitySlug?: string | null;
    contents: Array<Omit<ContentRecord, 'isTransliteration'> & { isTransliteration?: boolean }>;
  };

export interface Library {
  categories: LibraryCategory[];
  deities: LibraryDeity[];
  texts: LibraryText[];
}

const STARTER_LIBRARY = new URL('../starter/library.json', import.meta.url);

/** The library that ships with the app, typed by us, loaded into an empty database. */
export function readStarterLibrary(): Library {
  return JSON.parse(readFileSync(STARTER_LIBRARY, 'utf8')) as Library;
}
