import type { ChangeEvent } from 'react';
import type { FieldErrors } from './field-errors.js';

type FieldEvent = ChangeEvent<HTMLInputElement | HTMLTextAreaElement | HTMLSelectElement>;

/**
 * The props that tie an input, textarea or select to one string value of a form: its name,
 * its value, the change that sets it, and its problem when `errors` has one.
 */
export function fieldProps<V, K extends keyof V & string>(
  values: V,
  set: (patch: Partial<V>) => void,
  name: K,
  errors?: FieldErrors,
) {
  return {
    name,
    value: values[name] as string,
    onChange: (event: FieldEvent) => set({ [name]: event.currentTarget.value } as Partial<V>),
    error: errors?.[name],
  };
}
