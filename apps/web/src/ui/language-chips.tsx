import { Link } from 'wouter';
import { urls } from './urls.js';
import { useDisplayNames } from '../i18n/display-names.js';

interface LanguageChipsProps {
  languages: readonly string[];
  /** When given, each chip opens the text in that language. */
  slug?: string;
  /** Names the list for screen readers, e.g. "Languages of Hanuman Chalisa". */
  label: string;
}

/** The languages a text is available in (an unknown code is shown as it is). */
export function LanguageChips({ languages, slug, label }: LanguageChipsProps) {
  const names = useDisplayNames();
  if (languages.length === 0) return null;
  return (
    <ul className="chips" aria-label={label}>
      {languages.map((code) => (
        <li key={code}>
          {slug ? (
            <Link href={urls.text(slug, { language: code })} className="chip chip-link">
              {names.language(code)}
            </Link>
          ) : (
            <span className="chip">{names.language(code)}</span>
          )}
        </li>
      ))}
    </ul>
  );
}
