import { CATEGORY_TYPE_INFO, DEFAULT_INTERFACE_LANGUAGE, type CategoryType } from '@bhakti/core';
import { useInterfaceLanguage, useT } from './interface.js';

interface NamedCategory {
  type: CategoryType;
  name: string;
  description?: string | null;
}

/**
 * A category's name and description in the interface's language. In English, the library's own
 * (an editor may have renamed a category); in another language, the catalogue's words for its
 * type (aartis, chalisas, mantras, stotrams).
 */
export function useCategoryNames() {
  const t = useT();
  const english = useInterfaceLanguage() === DEFAULT_INTERFACE_LANGUAGE;
  return {
    name: (category: NamedCategory) => (english ? category.name : t(`categories.${category.type}.name`)),
    singular: (type: CategoryType) => (english ? CATEGORY_TYPE_INFO[type].singular : t(`categories.${type}.singular`)),
    description: (category: NamedCategory) =>
      english
        ? category.description || CATEGORY_TYPE_INFO[category.type].description
        : t(`categories.${category.type}.description`),
  };
}
