/** What the category and deity tabs, forms and toasts call their items. */
export type EntityNoun = 'category' | 'deity';

export const capitalized = (word: string) => word.charAt(0).toUpperCase() + word.slice(1);

export const pluralOf = (noun: EntityNoun) => (noun === 'deity' ? 'deities' : 'categories');
