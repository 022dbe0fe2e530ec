import type { ChangeEvent } from 'react';
import { NativeSelect } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useAdmin } from '../api/admin-context.js';

interface LibrarySelectProps {
  name: string;
  value: string;
  onChange: (event: ChangeEvent<HTMLSelectElement>) => void;
  error?: string;
  disabled?: boolean;
}

interface ListSelectProps extends LibrarySelectProps {
  label: string;
  required?: boolean;
  /** The first option: what choosing nothing means. */
  none: string;
  list: { data?: ReadonlyArray<{ id: number; name: string }>; isPending: boolean; error: Error | null };
}

/** A select over a library list; while it loads or when it failed, its first option says so. */
function ListSelect({ none, list, error, ...select }: ListSelectProps) {
  const first = list.isPending ? 'Loading...' : list.error ? 'Could not load the list' : none;
  const data = [
    { value: '', label: first },
    ...(list.data ?? []).map((item) => ({ value: String(item.id), label: item.name })),
  ];
  return <NativeSelect {...select} data={data} error={error ?? list.error?.message} />;
}

export function CategorySelect(props: LibrarySelectProps) {
  const { queries } = useAdmin();
  const categories = useQuery(queries.categories());
  return <ListSelect label="Category" required none="Select a category" list={categories} {...props} />;
}

export function DeitySelect(props: LibrarySelectProps) {
  const { queries } = useAdmin();
  const deities = useQuery(queries.deities());
  return <ListSelect label="Deity (optional)" none="No deity" list={deities} {...props} />;
}
