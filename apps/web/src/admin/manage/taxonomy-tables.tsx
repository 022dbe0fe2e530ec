import { Text } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { CATEGORY_TYPE_INFO } from '@bhakti/core';
import type { Category, Deity } from '../api/admin-client.js';
import { useAdmin } from '../api/admin-context.js';
import { orDash, type Column } from '../forms/data-table.js';
import { QueryTable } from '../forms/query-table.js';
import { EditButton } from './edit-button.js';

interface Entity {
  id: number;
  name: string;
  description: string | null;
}

interface TableProps {
  onEdit: (id: number) => void;
  /** Beside a form there is no room for descriptions. */
  compact?: boolean;
}

interface TaxonomyTableProps<T extends Entity> extends TableProps {
  /** 'categories' or 'deities'. */
  plural: string;
  query: { data: T[] | undefined; error: Error | null; isPending: boolean };
  /** The column between Name and Description: a category's type, a deity's slug. */
  detail: Column<T>;
}

/** ID, Name, a detail, Description (a dash when missing) and Edit. */
function TaxonomyTable<T extends Entity>({ plural, query, detail, onEdit, compact }: TaxonomyTableProps<T>) {
  const columns: Column<T>[] = [
    { header: 'ID', cell: (item) => item.id, nowrap: true },
    { header: 'Name', cell: (item) => item.name },
    detail,
    ...(compact
      ? []
      : [
          {
            header: 'Description',
            cell: (item: T) => (
              <Text size="sm" lineClamp={2}>
                {orDash(item.description)}
              </Text>
            ),
          },
        ]),
    { header: 'Edit', cell: (item) => <EditButton name={item.name} onClick={() => onEdit(item.id)} />, nowrap: true },
  ];
  return (
    <QueryTable
      query={query}
      loadingLabel={`Loading ${plural}`}
      errorTitle={`Failed to load ${plural}`}
      emptyMessage={`No ${plural} yet.`}
      caption={plural.charAt(0).toUpperCase() + plural.slice(1)}
      columns={columns}
      minWidth={compact ? 360 : 640}
    />
  );
}

export function CategoriesTable(props: TableProps) {
  const { queries } = useAdmin();
  const categories = useQuery(queries.categories());
  const type: Column<Category> = {
    header: 'Type',
    cell: (category) => CATEGORY_TYPE_INFO[category.type].singular,
    nowrap: true,
  };
  return <TaxonomyTable plural="categories" query={categories} detail={type} {...props} />;
}

export function DeitiesTable(props: TableProps) {
  const { queries } = useAdmin();
  const deities = useQuery(queries.deities());
  const slug: Column<Deity> = { header: 'Slug', cell: (deity) => deity.slug };
  return <TaxonomyTable plural="deities" query={deities} detail={slug} {...props} />;
}
