import { useState } from 'react';
import { useMutation } from '@tanstack/react-query';
import { useToast } from '../../ui/toast.js';
import { useLibraryChanged } from '../api/admin-context.js';
import { useReportDirty } from '../portal/unsaved-changes.js';
import { pluralOf, type EntityNoun } from './entity-noun.js';
import { nameAndSlugErrors } from '../forms/field-errors.js';
import { fieldProps } from '../forms/field-props.js';
import { nextSlug } from '../forms/slug-autofill.js';
import { useCheckedForm } from '../forms/use-checked-form.js';

/** The values every category and deity form has. */
export interface EntityValues {
  name: string;
  slug: string;
  description: string;
}

interface EntityFormOptions<T, V extends EntityValues> {
  noun: EntityNoun;
  /** The item being edited, or null for a new one. */
  item: T | null;
  /** The form's first values: the item's, or a new item's. */
  valuesOf: (item: T | null) => V;
  save: (values: V) => Promise<{ name: string }>;
  onSaved: () => void;
}

const validate = (values: EntityValues) => nameAndSlugErrors(values.name, values.slug);

/**
 * The category and deity forms' shared behaviour: values with slug auto-fill, validation on
 * submit (then on each change), the save with its toasts and field errors, and dirty state.
 */
export function useEntityForm<T, V extends EntityValues>({
  noun,
  item,
  valuesOf,
  save,
  onSaved,
}: EntityFormOptions<T, V>) {
  const toast = useToast();
  const editing = item !== null;
  const [initial] = useState(() => valuesOf(item));
  const libraryChanged = useLibraryChanged();
  const [values, setValues] = useState<V>(initial);
  const [baseline] = useState(() => JSON.stringify(initial));
  const [extraDirty, setExtraDirty] = useState(false);
  useReportDirty(noun, extraDirty || JSON.stringify(values) !== baseline);
  const checked = useCheckedForm(values, validate, noun);

  const mutation = useMutation({
    mutationFn: save,
    onSuccess: (saved) => {
      libraryChanged(pluralOf(noun), 'texts');
      toast({
        title: 'Success',
        description: `${editing ? 'Updated' : 'Created'} ${noun} "${saved.name}" successfully`,
        variant: 'success',
      });
      onSaved();
    },
    onError: checked.saveFailed,
  });

  const set = (patch: Partial<V>) => setValues((current) => ({ ...current, ...patch }));
  /** A new item's slug follows its name until the admin edits the slug. */
  const setName = (name: string) =>
    setValues((current) => ({
      ...current,
      name,
      slug: editing ? current.slug : nextSlug(current.name, name, current.slug),
    }));

  return {
    values,
    set,
    setName,
    errors: checked.errors,
    saveError: checked.saveError,
    onSubmit: checked.submitWith((checkedValues) => mutation.mutate(checkedValues)),
    formRef: checked.formRef,
    busy: mutation.isPending,
    /** An input's props for one of the values, disabled while saving. */
    field: (name: keyof V & string) => ({
      ...fieldProps(values, set, name, checked.errors),
      disabled: mutation.isPending,
    }),
    /** Changes outside the values (a chosen image file) count as unsaved too. */
    setExtraDirty,
  };
}

export type EntityForm<V extends EntityValues> = ReturnType<typeof useEntityForm<unknown, V>>;
