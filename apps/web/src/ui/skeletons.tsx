import type { CSSProperties } from 'react';

/** docs/product.md: 6 cards on the category and deity pages. */
export const CARD_SKELETON_COUNT = 6;
/** docs/product.md: 5 lines on the reading page. */
export const LINE_SKELETON_COUNT = 5;

type Spacing = 'sm' | 'md' | number;

/** Mantine's rem(): a size in px as rem, scaled with the theme. */
const rem = (px: number) => `calc(${px / 16}rem * var(--mantine-scale))`;
const size = (value: number | string) => (typeof value === 'number' ? rem(value) : value);
const spacing = (value: Spacing) => (typeof value === 'number' ? rem(value) : `var(--mantine-spacing-${value})`);

interface SkeletonProps {
  height: number;
  width?: number | string;
  radius?: 'xl';
  mb?: Spacing;
  'aria-hidden'?: 'true';
}

/**
 * A placeholder bar: Mantine's Skeleton markup and styles (Skeleton.css) without its component
 * code, so the pages that show one carry no Mantine. skeletons.test.tsx proves the markup is
 * still what Mantine's Skeleton renders.
 */
export function Skeleton({ height, width, radius, mb, ...rest }: SkeletonProps) {
  const style = {
    '--skeleton-height': rem(height),
    ...(width === undefined ? {} : { '--skeleton-width': size(width) }),
    ...(radius === undefined ? {} : { '--skeleton-radius': `var(--mantine-radius-${radius})` }),
    ...(mb === undefined ? {} : { marginBottom: spacing(mb) }),
  } as CSSProperties;
  return (
    <div style={style} className="m_18320242 mantine-Skeleton-root" data-visible="true" data-animate="true" {...rest} />
  );
}

export function CardGridSkeleton({ count = CARD_SKELETON_COUNT, label }: { count?: number; label: string }) {
  return (
    <div className="card-grid" role="status" aria-label={label} data-testid="card-skeletons">
      {Array.from({ length: count }, (_, index) => (
        <div className="card card-skeleton" key={index} aria-hidden="true">
          <Skeleton height={24} width="70%" mb="sm" />
          <Skeleton height={18} width={80} radius="xl" mb="md" />
          <Skeleton height={14} mb={8} />
          <Skeleton height={14} width="85%" mb="md" />
          <Skeleton height={36} width={140} />
        </div>
      ))}
    </div>
  );
}

export function LinesSkeleton({ count = LINE_SKELETON_COUNT, label }: { count?: number; label: string }) {
  return (
    <div className="lines-skeleton" role="status" aria-label={label} data-testid="line-skeletons">
      {Array.from({ length: count }, (_, index) => (
        <Skeleton key={index} height={18} mb={14} width={`${[92, 78, 88, 70, 84][index % 5]}%`} aria-hidden="true" />
      ))}
    </div>
  );
}
