import type English from './catalogues/en.json';

/** A catalogue file as written: sections of messages (ICU MessageFormat), nested by where they show. */
export interface CatalogueSection {
  [key: string]: string | CatalogueSection;
}
export type CatalogueSource = Record<string, CatalogueSection>;

/** Sections in chunks of their own, loaded with their page: the long texts of the about, privacy and terms pages. */
export const SEPARATE_SECTIONS: readonly string[] = ['about', 'privacy', 'terms'];

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
