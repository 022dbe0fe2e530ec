import { useLocation, useSearch } from 'wouter';
import { BESIDE_PARAM, withBeside, type BesideChoice } from './parallel-view.js';
import { ViewForm, addressWith } from './view-form.js';

interface BesideSelectorProps {
  slug: string;
  choices: readonly BesideChoice[];
  /** The `beside` value shown, or '' for none. */
  value: string;
}

/** "Side by side with": a second view beside the verses, as `?beside=` so that the link shows the same. */
export function BesideSelector({ slug, choices, value }: BesideSelectorProps) {
  const [path, navigate] = useLocation();
  const query = useSearch();
  if (choices.length === 0) return null;
  const show = (next: string) =>
    navigate(addressWith(path, withBeside(new URLSearchParams(query), next || null)), { replace: true });
  return (
    <ViewForm
      slug={slug}
      param={BESIDE_PARAM}
      id="beside-select"
      label="Side by side with"
      submitLabel="Show side by side"
      value={value}
      options={[{ value: '', label: 'Nothing' }, ...choices.map((c) => ({ value: c.value, label: c.name }))]}
      onChoose={show}
    />
  );
}
