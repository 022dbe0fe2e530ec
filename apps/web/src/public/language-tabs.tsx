import { Link } from 'wouter';
import { LANGUAGES, READING_LANGUAGE_ORDER, canViewInScripts, type ScriptId } from '@bhakti/core';
import type { FullText } from '../ui/api.js';
import { urls } from '../ui/urls.js';
import { transliterationOf, type ReadingChoice, type ReadingView } from './reading-view.js';
import { ORIGINAL_SCRIPT } from './script-view.js';

/** Nine tabs (docs/product.md) and English Transliteration when the text has one; real links. */
interface LanguageTabsProps {
  text: FullText;
  view: ReadingView;
  /** The script view asked for: kept by the tabs of the other Devanagari languages. */
  script: ScriptId;
  onChoose: (choice: ReadingChoice & { search: string }) => void;
}

/** The query of a link built by `urls` ('language=ta' of '/texts/x?language=ta'). */
const queryOf = (href: string) => new URL(href, 'http://localhost').searchParams.toString();

export function LanguageTabs({ text, view, script, onChoose }: LanguageTabsProps) {
  const hasTransliteration = transliterationOf(text) !== null;
  const available = new Set(text.availableLanguages);
  const transliterationHref = urls.text(text.slug, { language: 'en', transliteration: true });
  return (
    <nav className="language-tabs" aria-label="Language">
      <ul>
        {READING_LANGUAGE_ORDER.map((code) => {
          const active = !view.transliteration && view.language === code;
          const keptScript = script !== ORIGINAL_SCRIPT && canViewInScripts(code) ? script : null;
          const href = urls.text(text.slug, { language: code, script: keptScript });
          const tab = (
            <li key={code}>
              <Link
                href={href}
                replace
                aria-current={active ? 'page' : undefined}
                data-available={available.has(code)}
                className="language-tab"
                onClick={() => onChoose({ language: code, transliteration: false, search: queryOf(href) })}
              >
                {LANGUAGES[code].name}
                {available.has(code) ? null : <span className="visually-hidden"> (not available)</span>}
              </Link>
            </li>
          );
          if (code !== 'en' || !hasTransliteration) return tab;
          return [
            tab,
            <li key="en-transliteration">
              <Link
                href={transliterationHref}
                replace
                aria-current={view.transliteration ? 'page' : undefined}
                data-available="true"
                className="language-tab"
                onClick={() =>
                  onChoose({ language: 'en', transliteration: true, search: queryOf(transliterationHref) })
                }
              >
                English Transliteration
              </Link>
            </li>,
          ];
        })}
      </ul>
    </nav>
  );
}
