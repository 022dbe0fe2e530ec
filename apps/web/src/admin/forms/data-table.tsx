import type { ReactNode } from 'react';
import { Table, Text, VisuallyHidden } from '@mantine/core';

export interface Column<T> {
  header: string;
  cell: (row: T) => ReactNode;
  /** Narrow columns (ids, actions) do not wrap. */
  nowrap?: boolean;
}

interface DataTableProps<T> {
  /** Names the table for screen readers. */
  caption: string;
  columns: ReadonlyArray<Column<T>>;
  rows: readonly T[];
  rowKey: (row: T) => string | number;
  minWidth?: number;
}

/** The portal's tables: a caption, a header row and one row per item, scrolling sideways when narrow. */
export function DataTable<T>({ caption, columns, rows, rowKey, minWidth = 640 }: DataTableProps<T>) {
  return (
    <Table.ScrollContainer minWidth={minWidth}>
      <Table striped highlightOnHover verticalSpacing="xs">
        <caption>
          <VisuallyHidden>{caption}</VisuallyHidden>
        </caption>
        <Table.Thead>
          <Table.Tr>
            {columns.map((column) => (
              <Table.Th key={column.header} scope="col">
                {column.header}
              </Table.Th>
            ))}
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {rows.map((row) => (
            <Table.Tr key={rowKey(row)}>
              {columns.map((column) => (
                <Table.Td key={column.header} className={column.nowrap ? 'nowrap' : undefined}>
                  {column.cell(row)}
                </Table.Td>
              ))}
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}

/** The dash of a missing deity or description. */
export function Missing() {
  return (
    <>
      <Text span c="dimmed" aria-hidden="true">
        —
      </Text>
      <VisuallyHidden>none</VisuallyHidden>
    </>
  );
}

export const orDash = (value: string | null | undefined): ReactNode => (value ? value : <Missing />);
