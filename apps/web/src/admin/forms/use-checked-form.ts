import { useEffect, useRef, useState, type FormEvent } from 'react';
import { useToast } from '../../ui/toast.js';
import { toAdminError } from '../api/admin-error.js';
import { NO_ERRORS, hasErrors, serverFieldErrors, type FieldErrors } from './field-errors.js';
import { focusFirstError } from './focus-first-error.js';

/**
 * What every save form does around its save: checks on submit (then on each change), problems
 * next to the fields with focus on the first, and a failed save as a banner, a toast
 * ('Failed to save {noun}') and the server's field problems.
 */
export function useCheckedForm<V>(values: V, validate: (values: V) => FieldErrors, noun: string) {
  const toast = useToast();
  const [errors, setErrors] = useState<FieldErrors>(NO_ERRORS);
  const [submitted, setSubmitted] = useState(false);
  const [saveError, setSaveError] = useState<string | null>(null);
  const formRef = useRef<HTMLFormElement>(null);

  useEffect(() => {
    if (submitted) setErrors(validate(values));
  }, [values, submitted, validate]);

  /** The form's onSubmit: saves the values when they pass the checks. */
  const submitWith = (save: (values: V) => void) => (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    setSubmitted(true);
    setSaveError(null);
    const found = validate(values);
    setErrors(found);
    if (hasErrors(found)) {
      focusFirstError(formRef.current, found);
      return;
    }
    save(values);
  };

  const saveFailed = (error: unknown) => {
    const failure = toAdminError(error);
    setErrors(serverFieldErrors(failure));
    setSaveError(failure.message);
    toast({ title: `Failed to save ${noun}`, description: failure.message, variant: 'destructive' });
  };

  return { errors, saveError, formRef, submitWith, saveFailed };
}
