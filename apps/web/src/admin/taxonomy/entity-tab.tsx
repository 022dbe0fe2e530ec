import { useState, type ComponentType } from 'react';
import { Alert, Button, Center, Loader } from '@mantine/core';
import { capitalized, type EntityNoun } from './entity-noun.js';
import { useEditedEntity } from './use-edited-entity.js';

/** What the portal gives the Create Category and Create Deity tabs. */
export interface EntityTabProps {
  editId: number | null;
  onEdit: (id: number) => void;
  onFinished: () => void;
}

/** The form of a new item (null) or of the one being edited. */
export interface EntityFormProps<T> {
  item: T | null;
  /** Clears the form, or leaves edit mode. */
  onSaved: () => void;
  onCancel: () => void;
  onEdit: (id: number) => void;
}

interface Props<T> extends EntityTabProps {
  noun: EntityNoun;
  list: { data: T[] | undefined; error: Error | null; isPending: boolean };
  Form: ComponentType<EntityFormProps<T>>;
}

/** Create Category / Create Deity: a new item's form, or the chosen item's once its list has loaded. */
export function EntityTab<T extends { id: number; name: string }>({
  noun,
  list,
  editId,
  onEdit,
  onFinished,
  Form,
}: Props<T>) {
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
  return (
    <div key={`${edited.item?.id ?? 'new'}-${generation}`}>
      <Form item={edited.item} onSaved={onSaved} onCancel={onFinished} onEdit={onEdit} />
    </div>
  );
}
