import { Link } from 'wouter';
import { DEFAULT_INTERFACE_LANGUAGE, isCategoryType } from '@bhakti/core';
import { useCategoryNames } from '../i18n/category-names.js';
import { useInterfaceLanguage } from '../i18n/interface.js';

/** A category's display name in the singular: the trailing 's' removed ("Aartis" → "Aarti"). */
export function singular(name: string): string {
  return name.replace(/s$/i, '');
}

/**
 * A text's category in the singular, in the interface's language: in English the library's own
 * name ("Aartis" → "Aarti"); in another, the catalogue's word for its type (a category of no
 * known type keeps the library's name).
 */
export function useSingularCategory(): (type: string, name: string) => string {
  const names = useCategoryNames();
  const english = useInterfaceLanguage() === DEFAULT_INTERFACE_LANGUAGE;
  return (type, name) => (english || !isCategoryType(type) ? singular(name) : names.singular(type));
}

interface CategoryBadgeProps {
  /** aarti, chalisa, mantra or stotram: the colour (docs/product.md). */
  type: string;
  label: string;
  href?: string;
}

export function CategoryBadge({ type, label, href }: CategoryBadgeProps) {
  const colour = isCategoryType(type) ? type : 'other';
  if (href) {
    return (
      <Link href={href} className="badge badge-link" data-type={colour}>
        {label}
      </Link>
    );
  }
  return (
    <span className="badge" data-type={colour}>
      {label}
    </span>
  );
}
