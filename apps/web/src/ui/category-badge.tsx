import { Link } from 'wouter';
import { isCategoryType } from '@bhakti/core';

/** A category's display name in the singular: the trailing 's' removed ("Aartis" → "Aarti"). */
export function singular(name: string): string {
  return name.replace(/s$/i, '');
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
