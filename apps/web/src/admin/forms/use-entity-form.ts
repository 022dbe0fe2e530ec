import { useState } from 'react';
import { useMutation } from '@tanstack/react-query';
import { useToast } from '../../ui/toast.js';
import { useReportDirty } from '../portal/unsaved-changes.js';
import type { FieldErrors } from './field-errors.js';
import { nextSlug } from './slug-autofill.js';
import { useCheckedForm } from './use-checked-form.js';

export interface NamedValues {
  name: string;
  slug: string;
}

interface EntityFormOptions<V extends NamedValues> {
  /** 'category' or 'deity': the toasts' word. */
  noun: string;
  initial: V;
  editing: boolean;
  validate: (values: V) => FieldErrors;
  save: (values: V) => Promise<{ name: string }>;
  onSaved: () => void;
}

/**
 * The category and deity forms' shared behaviour: values with slug auto-fill, validation on
 * submit (then on each change), the save with its toasts and field errors, and dirty state.
 */
export function useEntityForm<V extends NamedValues>({
  noun,
  initial,
  editing,
  validate,
  save,
  onSaved,
}: EntityFormOptions<V>) {
  const toast = useToast();
  const [values, setValues] = useState<V>(initial);
  const [baseline] = useState(() => JSON.stringify(initial));
  const [extraDirty, setExtraDirty] = useState(false);
  useReportDirty(noun, extraDirty || JSON.stringify(values) !== baseline);
  const checked = useCheckedForm(values, validate, noun);

  const mutation = useMutation({
    mutationFn: save,
    onSuccess: (saved) => {
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
    /** Changes outside the values (a chosen image file) count as unsaved too. */
    setExtraDirty,
  };
}
