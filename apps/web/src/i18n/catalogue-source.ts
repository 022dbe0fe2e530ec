import type English from './catalogues/en.json';

/** A catalogue file as written: sections of messages (ICU MessageFormat), nested by where they show. */
export interface CatalogueSection {
  [key: string]: string | CatalogueSection;
}
export type CatalogueSource = Record<string, CatalogueSection>;

/**
 * The catalogue's chunks beside its main one, by the sections they hold: the words of the lazy
 * pages (home, listings, search, My texts, the forms …) and the long texts of the about,
 * privacy and terms pages. The main chunk — every other section: the header, footer, reading
 * page, states — is what the reading page's first load carries.
 */
export const CATALOGUE_CHUNKS = {
  pages: ['home', 'browse', 'search', 'myTexts', 'offline', 'contact', 'forms', 'report'],
  about: ['about'],
  privacy: ['privacy'],
  terms: ['terms'],
} as const satisfies Record<string, readonly string[]>;

export type CatalogueChunk = keyof typeof CATALOGUE_CHUNKS;
export const MAIN_CHUNK = 'main';

/** Each message id's chunk, as found: the ids are the catalogue's, a few hundred (bounded all the same). */
const chunksOfIds = new Map<string, CatalogueChunk | typeof MAIN_CHUNK>();
const MAX_KEPT_IDS = 5000;

/** The chunk a section (or a message id, `section.key`) is in: asked for by every message a page shows. */
export function chunkOfSection(id: string): CatalogueChunk | typeof MAIN_CHUNK {
  let chunk = chunksOfIds.get(id);
  if (chunk !== undefined) return chunk;
  chunk = findChunk(id.split('.', 1)[0] ?? '');
  if (chunksOfIds.size < MAX_KEPT_IDS) chunksOfIds.set(id, chunk);
  return chunk;
}

function findChunk(section: string): CatalogueChunk | typeof MAIN_CHUNK {
  for (const [chunk, sections] of Object.entries(CATALOGUE_CHUNKS) as Array<[CatalogueChunk, readonly string[]]>) {
    if (sections.includes(section)) return chunk;
  }
  return MAIN_CHUNK;
}

type Leaves<T, Prefix extends string = ''> = {
  [K in keyof T & string]: T[K] extends string ? `${Prefix}${K}` : Leaves<T[K], `${Prefix}${K}.`>;
}[keyof T & string];

/** A message's id: its path in the English catalogue (`header.home`). */
export type MessageKey = Leaves<typeof English>;

/** The catalogue's messages by id (`section.key`). */
export function flattenCatalogue(source: CatalogueSection, prefix = ''): Record<string, string> {
  const messages: Record<string, string> = {};
  for (const [key, value] of Object.entries(source)) {
    if (typeof value === 'string') messages[`${prefix}${key}`] = value;
    else Object.assign(messages, flattenCatalogue(value, `${prefix}${key}.`));
  }
  return messages;
}
