import { useLocation, useSearch } from 'wouter';
import { BESIDE_PARAM, withBeside, type BesideChoice } from './parallel-view.js';
import { ViewForm, addressWith } from './view-form.js';
import { useT } from '../i18n/interface.js';

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
  const t = useT();
  if (choices.length === 0) return null;
  const show = (next: string) =>
    navigate(addressWith(path, withBeside(new URLSearchParams(query), next || null)), { replace: true });
  return (
    <ViewForm
      slug={slug}
      param={BESIDE_PARAM}
      id="beside-select"
      label={t('reading.beside.label')}
      submitLabel={t('reading.beside.show')}
      value={value}
      options={[
        { value: '', label: t('reading.beside.nothing') },
        ...choices.map((c) => ({ value: c.value, label: c.name })),
      ]}
      onChoose={show}
    />
  );
}
