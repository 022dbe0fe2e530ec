import { Fragment, useMemo, useState } from 'react';
import { parseVerses } from '@bhakti/core';
import { useConverter } from '../ui/script-converter.js';
import { useTextSize } from './reading-preferences.js';
import type { ReadingView } from './reading-view.js';
import { VerseMenu } from './verse-menu.js';
import { splitLineEnd } from './verse-lines.js';
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
  /** The text's title, for a copied verse's citation. */
  title: string;
  /** Whether each verse shows its number. */
  numbered: boolean;
  /** The report form's address for a verse. */
  reportHref: (verse: number) => string;
}

/** The verses as blocks (`#v1`, `#v2`, … for links), each with its menu, or the missing-language message. */
export function Verses({ verses, label, lang, describedBy, title, numbered, reportHref }: VersesProps) {
  const { size } = useTextSize();
  const [menuOf, setMenuOf] = useState<number | null>(null);
  return (
    <section
      className="verses"
      id="text-content"
      aria-label={label}
      aria-describedby={describedBy}
      lang={lang}
      data-numbered={numbered}
      style={{ fontSize: `${size}rem` }}
    >
      {verses.length > 0 ? (
        verses.map((lines, index) => {
          const verse = index + 1;
          return (
            <p className="verse" id={`v${verse}`} key={index}>
              {numbered ? (
                <a className="verse-number" href={`#v${verse}`} lang="en" aria-label={`Verse ${verse}`}>
                  {verse}
                </a>
              ) : null}
              <VerseLines lines={lines} />
              <VerseMenu
                verse={verse}
                lines={lines}
                title={title}
                reportHref={reportHref(verse)}
                open={menuOf === verse}
                onOpenChange={(open) => setMenuOf(open ? verse : null)}
              />
            </p>
          );
        })
      ) : (
        <p className="no-content" lang="en">
          {NO_CONTENT_MESSAGE}
        </p>
      )}
    </section>
  );
}

/** A verse's lines, each line's last word kept with its dandas and number. */
function VerseLines({ lines }: { lines: readonly string[] }) {
  return lines.map((line, lineIndex) => {
    const [head, end] = splitLineEnd(line);
    return (
      <Fragment key={lineIndex}>
        {lineIndex > 0 ? <br /> : null}
        {head}
        {end ? <span className="line-end">{end}</span> : null}
      </Fragment>
    );
  });
}
