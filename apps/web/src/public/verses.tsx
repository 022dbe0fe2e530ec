import { Fragment, useMemo } from 'react';
import { parseVerses } from '@bhakti/core';
import { useConverter } from '../ui/script-converter.js';
import { useTextSize } from './reading-preferences.js';
import type { ReadingView } from './reading-view.js';
import { ORIGINAL_SCRIPT, scriptFromSearch, scriptViewLanguage } from './script-view.js';

const NO_CONTENT_MESSAGE = 'Content not available in this language.';

/**
 * The verses of a view, in the script asked for when the view is Devanagari content: shown
 * once the converter is loaded (already so on the server and when the page is taken over),
 * the original until then.
 */
export function useShownVerses(view: ReadingView, search: URLSearchParams) {
  const requestedScript = scriptFromSearch(search);
  const scriptLanguage = scriptViewLanguage(view.content);
  const convert = useConverter(scriptLanguage !== null && requestedScript !== ORIGINAL_SCRIPT);
  const script = scriptLanguage && convert ? requestedScript : ORIGINAL_SCRIPT;
  const verses = useMemo(() => {
    if (!view.content) return [];
    const body =
      scriptLanguage && convert && script !== ORIGINAL_SCRIPT
        ? convert(view.content.content, { from: 'devanagari', to: script, language: scriptLanguage })
        : view.content.content;
    return parseVerses(body);
  }, [view.content, scriptLanguage, convert, script]);
  return { verses, script, requestedScript, scriptLanguage };
}

interface VersesProps {
  verses: string[][];
  label: string;
  lang: string;
  describedBy: string | undefined;
}

/** The verses as blocks (`#v1`, `#v2`, … for links), or the missing-language message. */
export function Verses({ verses, label, lang, describedBy }: VersesProps) {
  const { size } = useTextSize();
  return (
    <section
      className="verses"
      id="text-content"
      aria-label={label}
      aria-describedby={describedBy}
      lang={lang}
      style={{ fontSize: `${size}rem` }}
    >
      {verses.length > 0 ? (
        verses.map((lines, index) => (
          <p className="verse" id={`v${index + 1}`} key={index}>
            {lines.map((line, lineIndex) => (
              <Fragment key={lineIndex}>
                {lineIndex > 0 ? <br /> : null}
                {line}
              </Fragment>
            ))}
          </p>
        ))
      ) : (
        <p className="no-content" lang="en">
          {NO_CONTENT_MESSAGE}
        </p>
      )}
    </section>
  );
}
