import { readFileSync } from 'node:fs';

export interface LibraryCategory {
  name: string;
  slug: string;
  type: string;
  description?: string | null;
  iconName?: string | null;
}

export interface LibraryDeity {
  name: string;
  slug: string;
  description?: string | null;
  imageUrl?: string | null;
  /** Other names devotees search by. */
  aliases?: string[];
}

/** A text that names its category and deity by slug (the starter library and corpus shape). */
export interface LibraryText {
  title: string;
  slug: string;
  categorySlug?: string;
  categoryId?: number;
  deitySlug?: string | null;
  deityId?: number | null;
  description?: string | null;
  author?: string | null;
  isPopular?: boolean;
  contents: Array<{ languageCode: string; content: string; isTransliteration?: boolean }>;
}

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
