import { Skeleton } from '@mantine/core';

/** docs/product.md: 6 cards on the category and deity pages. */
export const CARD_SKELETON_COUNT = 6;
/** docs/product.md: 5 lines on the reading page. */
export const LINE_SKELETON_COUNT = 5;

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
