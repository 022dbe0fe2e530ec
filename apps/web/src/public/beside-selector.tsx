import type { FormEvent } from 'react';
import { useLocation, useSearch } from 'wouter';
import { urls } from '../ui/urls.js';
import { BESIDE_PARAM, withBeside, type BesideChoice } from './parallel-view.js';

interface BesideSelectorProps {
  slug: string;
  choices: readonly BesideChoice[];
  /** The `beside` value shown, or '' for none. */
  value: string;
}

/**
 * "Side by side with": a second view beside the verses, as `?beside=` in the address so the
 * link shows the same; without JavaScript the form's Show button sends it.
 */
export function BesideSelector({ slug, choices, value }: BesideSelectorProps) {
  const [path, navigate] = useLocation();
  const query = useSearch();
  const show = (next: string) =>
    navigate(`${path}?${withBeside(new URLSearchParams(query), next || null)}${window.location.hash}`, {
      replace: true,
    });
  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    show(String(new FormData(event.currentTarget).get(BESIDE_PARAM) ?? ''));
  };
  if (choices.length === 0) return null;
  return (
    <form className="script-form no-print" method="get" action={urls.text(slug)} onSubmit={submit}>
      {[...new URLSearchParams(query)]
        .filter(([name]) => name !== BESIDE_PARAM)
        .map(([name, paramValue]) => (
          <input key={name} type="hidden" name={name} value={paramValue} />
        ))}
      <label htmlFor="beside-select" className="toolbar-label">
        Side by side with
      </label>
      <select
        id="beside-select"
        name={BESIDE_PARAM}
        className="script-select"
        value={value}
        onChange={(event) => show(event.target.value)}
      >
        <option value="">Nothing</option>
        {choices.map((choice) => (
          <option key={choice.value} value={choice.value}>
            {choice.name}
          </option>
        ))}
      </select>
      <button type="submit" className="toolbar-button no-js-only">
        Show
      </button>
    </form>
  );
}
