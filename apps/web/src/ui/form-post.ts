import { createContext, useContext } from 'react';

/**
 * A public form posted the ordinary way, without JavaScript (ADR 022): the server calls the
 * form's procedure and renders the page again with what came of it, which the form shows as
 * it would have after a send with JavaScript.
 */
export interface FormPostResult {
  /** The path the form posted to (`/contact`, `/texts/x/report`). */
  action: string;
  outcome: 'sent' | 'refused';
  /** What the reader typed, kept when the send was refused. */
  values: Record<string, string>;
  /** Messages about single fields, by field name. */
  errors: Record<string, string>;
  /** A refusal that is about no field (too many sends, a text that is gone). */
  message: string | null;
  /** The HTTP status of the page. */
  status: number;
}

/** How the server describes a procedure's refusal: its status, message and per-field errors. */
export type DescribeError = (error: unknown) => {
  status: number;
  message: string;
  errors: ReadonlyArray<{ path: string; message: string }>;
};

export const FormPostContext = createContext<FormPostResult | null>(null);

/** The result of the post of the form at `action` (a path, without query) that this page answers, if it answers one. */
export function useFormPost(action: string): FormPostResult | null {
  const post = useContext(FormPostContext);
  return post?.action === action ? post : null;
}

/** A form's text fields from a posted body: one string each (the last one if repeated), trimmed of nothing. */
export function textFields<Name extends string>(
  fields: Record<string, unknown>,
  names: readonly Name[],
): Record<Name, string> {
  const values = {} as Record<Name, string>;
  for (const name of names) {
    const value = fields[name];
    const last = Array.isArray(value) ? value.at(-1) : value;
    values[name] = typeof last === 'string' ? last : '';
  }
  return values;
}

/** Runs a form's send and says what came of it, keeping the typed values on a refusal. */
export async function formPostResult(
  action: string,
  values: Record<string, string>,
  send: () => Promise<unknown>,
  describe: DescribeError,
): Promise<FormPostResult> {
  try {
    await send();
    return { action, outcome: 'sent', values: {}, errors: {}, message: null, status: 200 };
  } catch (error) {
    const { status, message, errors } = describe(error);
    const byField: Record<string, string> = {};
    for (const fieldError of errors) byField[fieldError.path] ??= fieldError.message;
    const aboutFields = errors.length > 0;
    return { action, outcome: 'refused', values, errors: byField, message: aboutFields ? null : message, status };
  }
}
