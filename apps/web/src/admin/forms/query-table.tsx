import type { ReactNode } from 'react';
import { DataTable, type Column } from './data-table.js';
import { QueryState } from './query-state.js';

interface QueryTableProps<T extends { id: number }> {
  query: { data: T[] | undefined; error: Error | null; isPending: boolean };
  loadingLabel: string;
  errorTitle: string;
  /** Shown instead of the table when the list is empty. */
  emptyMessage: string;
  caption: string;
  columns: ReadonlyArray<Column<T>>;
  minWidth?: number;
  /** What stands above the table, e.g. how many rows there are. */
  summary?: (list: T[]) => ReactNode;
}

/** A loaded list as a DataTable (one row per item, keyed by id), with QueryState's other states. */
export function QueryTable<T extends { id: number }>({
  query,
  loadingLabel,
  errorTitle,
  emptyMessage,
  caption,
  columns,
  minWidth,
  summary,
}: QueryTableProps<T>) {
  return (
    <QueryState
      query={query}
      loadingLabel={loadingLabel}
      errorTitle={errorTitle}
      empty={{ when: (list) => list.length === 0, message: emptyMessage }}
    >
      {(list) => (
        <>
          {summary?.(list)}
          <DataTable caption={caption} columns={columns} rows={list} rowKey={(item) => item.id} minWidth={minWidth} />
        </>
      )}
    </QueryState>
  );
}
