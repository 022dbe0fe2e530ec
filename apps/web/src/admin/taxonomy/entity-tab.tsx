import { useState, type ReactNode } from 'react';
import { Alert, Button, Center, Loader } from '@mantine/core';
import { useEditedEntity } from './use-edited-entity.js';

interface EntityTabProps<T extends { id: number; name: string }> {
  noun: 'category' | 'deity';
  list: { data: T[] | undefined; error: Error | null; isPending: boolean };
  editId: number | null;
  onFinished: () => void;
  /** The form for a new item (null) or the one being edited; `onSaved` clears it and leaves edit mode. */
  renderForm: (item: T | null, onSaved: () => void) => ReactNode;
}

const capitalized = (noun: string) => noun.charAt(0).toUpperCase() + noun.slice(1);

/** Create Category / Create Deity: a new item's form, or the chosen item's once its list has loaded. */
export function EntityTab<T extends { id: number; name: string }>({
  noun,
  list,
  editId,
  onFinished,
  renderForm,
}: EntityTabProps<T>) {
  // A fresh form after each creation: the counter remounts it empty.
  const [generation, setGeneration] = useState(0);
  const edited = useEditedEntity(list, editId, noun);
  if (edited.status === 'pending') {
    return (
      <Center py="xl" role="status" aria-label={`Loading the ${noun}`}>
        <Loader aria-hidden="true" />
      </Center>
    );
  }
  if (edited.status === 'missing') {
    return (
      <Alert color="red" title={`${capitalized(noun)} not found`} role="alert">
        {list.error ? list.error.message : `There is no ${noun} #${editId} any more.`}
        <Button variant="default" size="xs" ml="md" onClick={onFinished}>
          Create a new {noun} instead
        </Button>
      </Alert>
    );
  }
  const onSaved = edited.item ? onFinished : () => setGeneration((n) => n + 1);
  return <div key={`${edited.item?.id ?? 'new'}-${generation}`}>{renderForm(edited.item, onSaved)}</div>;
}
