import type { FormEvent } from 'react';
import { useSearch } from 'wouter';
import { interfacePath } from '@bhakti/core';
import { urls } from '../ui/urls.js';
import { useInterfaceLanguage, useT } from '../i18n/interface.js';

/** The reading page's address with a new query; the hash (#v3) stays. */
export const addressWith = (path: string, search: URLSearchParams) =>
  `${path}${search.size > 0 ? `?${search}` : ''}${window.location.hash}`;

export interface ViewFormOption {
  value: string;
  label: string;
}

interface ViewFormProps {
  slug: string;
  /** The address parameter the select sets (`script`, `beside`). */
  param: string;
  id: string;
  label: string;
  /** The Show button's name for screen readers (its visible word is "Show"). */
  submitLabel: string;
  value: string;
  options: readonly ViewFormOption[];
  describedBy?: string | undefined;
  onChoose: (value: string) => void;
}

/**
 * A select that changes one parameter of the reading page's address. With JavaScript a
 * choice is handled at once; without it the Show button sends the form as a plain GET, the
 * address's other parameters along.
 */
export function ViewForm({
  slug,
  param,
  id,
  label,
  submitLabel,
  value,
  options,
  describedBy,
  onChoose,
}: ViewFormProps) {
  const query = useSearch();
  const t = useT();
  const language = useInterfaceLanguage();
  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    onChoose(String(new FormData(event.currentTarget).get(param) ?? ''));
  };
  return (
    <form
      className="script-form no-print"
      method="get"
      action={interfacePath(language, urls.text(slug))}
      onSubmit={submit}
    >
      {[...new URLSearchParams(query)]
        .filter(([name]) => name !== param)
        .map(([name, paramValue]) => (
          <input key={name} type="hidden" name={name} value={paramValue} />
        ))}
      <label htmlFor={id} className="toolbar-label">
        {label}
      </label>
      <select
        id={id}
        name={param}
        className="script-select"
        value={value}
        aria-describedby={describedBy}
        onChange={(event) => onChoose(event.target.value)}
      >
        {options.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </select>
      <button type="submit" className="toolbar-button no-js-only" aria-label={submitLabel}>
        {t('reading.viewForm.show')}
      </button>
    </form>
  );
}
