import { useEffect, useRef } from 'react';
import { Link } from 'wouter';
import { READING_LANGUAGE_ORDER, canViewInScripts, type ScriptId } from '@bhakti/core';
import type { FullText } from '../ui/api.js';
import { urls } from '../ui/urls.js';
import { transliterationOf, type ReadingChoice, type ReadingView } from './reading-view.js';
import { ORIGINAL_SCRIPT, useViewWords } from './script-view.js';

interface LanguageTabsProps {
  text: FullText;
  view: ReadingView;
  /** The script view asked for: kept by the tabs of the other Devanagari languages. */
  script: ScriptId;
  onChoose: (choice: ReadingChoice & { search: string }) => void;
}

/** The query of a link built by `urls` ('language=ta' of '/texts/x?language=ta'). */
const queryOf = (href: string) => new URL(href, 'http://localhost').searchParams.toString();

/**
 * The nine tabs (docs/product.md) and a tab for any other language the text has (Malayalam):
 * the ones the text has first, in the reading order, then the others, muted.
 */
export function tabLanguages(available: readonly string[]): { code: string; available: boolean }[] {
  const extra = available.filter((code) => !READING_LANGUAGE_ORDER.includes(code as never));
  const all = [...READING_LANGUAGE_ORDER, ...extra];
  return [
    ...all.filter((code) => available.includes(code)).map((code) => ({ code, available: true })),
    ...all.filter((code) => !available.includes(code)).map((code) => ({ code, available: false })),
  ];
}

/** One row of real links that scrolls sideways on a phone, English Transliteration after English. */
export function LanguageTabs({ text, view, script, onChoose }: LanguageTabsProps) {
  const list = useActiveTabInView(view);
  const words = useViewWords();
  const hasTransliteration = transliterationOf(text) !== null;
  const transliterationHref = urls.text(text.slug, { language: 'en', transliteration: true });
  return (
    <nav className="language-tabs" aria-label={words.t('reading.tabs.label')}>
      <ul ref={list}>
        {tabLanguages(text.availableLanguages).map(({ code, available }) => {
          const keptScript = script !== ORIGINAL_SCRIPT && canViewInScripts(code) ? script : null;
          const href = urls.text(text.slug, { language: code, script: keptScript });
          const tab = (
            <li key={code}>
              <Link
                href={href}
                replace
                aria-current={!view.transliteration && view.language === code ? 'page' : undefined}
                data-available={available}
                className="language-tab"
                onClick={() => onChoose({ language: code, transliteration: false, search: queryOf(href) })}
              >
                {words.language(code)}
                {available ? null : <span className="visually-hidden"> {words.t('reading.tabs.notAvailable')}</span>}
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
                {words.transliteration}
              </Link>
            </li>,
          ];
        })}
      </ul>
    </nav>
  );
}

/** Scrolls the row (never the page) so that the current tab is in sight. */
function useActiveTabInView(view: ReadingView) {
  const list = useRef<HTMLUListElement>(null);
  useEffect(() => {
    const row = list.current;
    const active = row?.querySelector<HTMLElement>('[aria-current="page"]');
    if (!row || !active) return;
    const left = active.offsetLeft - row.offsetLeft;
    if (left < row.scrollLeft || left + active.offsetWidth > row.scrollLeft + row.clientWidth) {
      row.scrollLeft = Math.max(0, left - 16);
    }
  }, [view.language, view.transliteration]);
  return list;
}
