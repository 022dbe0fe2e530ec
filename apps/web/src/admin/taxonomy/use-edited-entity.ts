import { useEffect, useRef } from 'react';
import { useToast } from '../../ui/toast.js';
import type { EntityNoun } from './entity-noun.js';

type ListQuery<T> = { data: T[] | undefined; error: Error | null; isPending: boolean };

/**
 * The item Manage Content chose for editing, found in its list: pending while the list loads,
 * missing (with docs/product.md's toast) when it is not there, announced when found.
 */
export function useEditedEntity<T extends { id: number; name: string }>(
  list: ListQuery<T>,
  editId: number | null,
  noun: EntityNoun,
): { status: 'new' | 'pending' | 'missing' | 'found'; item: T | null } {
  const toast = useToast();
  const announced = useRef<number | null>(null);
  const item = editId === null ? null : (list.data?.find((entry) => entry.id === editId) ?? null);
  const status = editId === null ? 'new' : item ? 'found' : list.isPending ? 'pending' : 'missing';
  const name = item?.name;
  useEffect(() => {
    if (status === 'missing') toast({ title: `Failed to load ${noun} for editing`, variant: 'destructive' });
    if (status !== 'found' || announced.current === editId) return;
    announced.current = editId;
    toast({ title: 'Edit Mode', description: `Now editing "${name}". Make changes and save to update.` });
  }, [status, noun, toast, editId, name]);
  return { status, item };
}
