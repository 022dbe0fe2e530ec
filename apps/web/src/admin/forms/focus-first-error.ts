import type { FieldErrors } from './field-errors.js';

/** Moves focus to the first field (in page order) that has a problem. */
export function focusFirstError(form: HTMLFormElement | null, errors: FieldErrors): void {
  if (!form) return;
  const fields = form.querySelectorAll<HTMLElement>('[name]');
  for (const field of fields) {
    const name = field.getAttribute('name');
    if (name && errors[name]) {
      field.focus();
      return;
    }
  }
}
