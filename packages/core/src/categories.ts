export const CATEGORY_TYPES = ['aarti', 'chalisa', 'mantra', 'stotram'] as const;
export type CategoryType = (typeof CATEGORY_TYPES)[number];

export interface CategoryTypeInfo {
  type: CategoryType;
  /** Plural display name, also the conventional slug stem ("Aartis" → aartis). */
  name: string;
  singular: string;
  description: string;
  colour: string;
  iconName: string;
}

export const CATEGORY_TYPE_INFO: Readonly<Record<CategoryType, CategoryTypeInfo>> = {
  aarti: {
    type: 'aarti',
    name: 'Aartis',
    singular: 'Aarti',
    description: 'Devotional hymns sung in praise of deities with the waving of lights.',
    colour: '#E67E00',
    iconName: 'flame',
  },
  chalisa: {
    type: 'chalisa',
    name: 'Chalisas',
    singular: 'Chalisa',
    description: 'Devotional compositions of forty verses.',
    colour: '#A61B1B',
    iconName: 'book',
  },
  mantra: {
    type: 'mantra',
    name: 'Mantras',
    singular: 'Mantra',
    description: 'Sacred utterances for chanting and meditation.',
    colour: '#B8860B',
    iconName: 'om',
  },
  stotram: {
    type: 'stotram',
    name: 'Stotrams',
    singular: 'Stotram',
    description: 'Hymns of praise to the deities.',
    colour: '#1F5FAD',
    iconName: 'music',
  },
};

export function isCategoryType(value: string): value is CategoryType {
  return (CATEGORY_TYPES as readonly string[]).includes(value);
}

/** The built-in category a slug names, by removing a trailing 's' ("aartis" → aarti). */
export function categoryTypeFromSlug(slug: string): CategoryType | null {
  const stem = slug.toLowerCase().replace(/s$/, '');
  return isCategoryType(stem) ? stem : null;
}
