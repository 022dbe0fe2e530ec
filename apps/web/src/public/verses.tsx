import { Fragment, useMemo, useState } from 'react';
import { parseVerses, viewLang } from '@bhakti/core';
import { useConverter } from '../ui/script-converter.js';
import { useInterfaceLanguage, useT } from '../i18n/interface.js';
import { useTextSize } from './reading-preferences.js';
import type { Beside } from './parallel-view.js';
import type { ReadingView } from './reading-view.js';
import { VerseMenu } from './verse-menu.js';
import { VerseLines } from './verse-lines.js';
import { ORIGINAL_SCRIPT, scriptFromSearch, scriptViewLanguage } from './script-view.js';

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

/** The verses shown beside the main view (`?beside=`), once they can be (a script view needs the converter). */
export function useBesideVerses(beside: Beside | null, view: ReadingView): ShownVerses | null {
  const scriptLanguage = scriptViewLanguage(view.content);
  const convert = useConverter(beside?.kind === 'script');
  return useMemo(() => {
    if (!beside) return null;
    if (beside.kind === 'view') {
      const content = beside.view.content?.content ?? '';
      return { verses: parseVerses(content), lang: beside.view.lang, name: beside.name };
    }
    if (!convert || !scriptLanguage || !view.content) return null;
    const body = convert(view.content.content, { from: 'devanagari', to: beside.script, language: scriptLanguage });
    return { verses: parseVerses(body), lang: viewLang(scriptLanguage, beside.script), name: beside.name };
  }, [beside, convert, scriptLanguage, view.content]);
}

/** The verses' name: an element of its own (not an aria-label) so that the text's title in it can carry its `lang`. */
const LABEL_ID = 'text-content-label';

function VersesLabel({ label, title }: { label: string; title: string }) {
  const [first = '', ...rest] = label.split(title);
  return (
    <span id={LABEL_ID} hidden>
      {first}
      {rest.map((part, index) => (
        <Fragment key={index}>
          <span lang="en">{title}</span>
          {part}
        </Fragment>
      ))}
    </span>
  );
}

export interface ShownVerses {
  verses: string[][];
  lang: string;
  name: string;
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
  /** A second view, shown verse by verse beside these. */
  beside: ShownVerses | null;
}

/**
 * The verses as blocks (`#v1`, `#v2`, … for links), each with its menu, or the missing-language
 * message; with a second view, each verse beside its counterpart — or, when the two have
 * different numbers of verses, the second after the first with a note saying so.
 */
export function Verses(props: VersesProps) {
  const { size } = useTextSize();
  const t = useT();
  const interfaceLanguage = useInterfaceLanguage();
  const [menuOf, setMenuOf] = useState<number | null>(null);
  const { verses, label, lang, describedBy, numbered, beside } = props;
  const aligned = beside !== null && beside.verses.length === verses.length;
  const verseBlock = (lines: string[], index: number) => (
    <VerseBlock
      key={index}
      lines={lines}
      verse={index + 1}
      numbered={numbered}
      title={props.title}
      reportHref={props.reportHref(index + 1)}
      menuOpen={menuOf === index + 1}
      onMenuChange={(open) => setMenuOf(open ? index + 1 : null)}
    />
  );
  return (
    <>
      <VersesLabel label={label} title={props.title} />
      <section
        className="verses"
        id="text-content"
        aria-labelledby={LABEL_ID}
        aria-describedby={describedBy}
        lang={lang}
        data-numbered={numbered}
        data-beside={aligned}
        style={{ fontSize: `${size}rem` }}
      >
        {verses.length === 0 ? (
          <p className="no-content" lang={interfaceLanguage}>
            {t('reading.noContent')}
          </p>
        ) : aligned ? (
          verses.map((lines, index) => (
            <div className="parallel-row" key={index}>
              {verseBlock(lines, index)}
              <p className="verse-beside" lang={beside.lang}>
                <VerseLines lines={beside.verses[index] ?? []} />
              </p>
            </div>
          ))
        ) : (
          verses.map(verseBlock)
        )}
      </section>
      {beside && !aligned ? <UnalignedBeside beside={beside} count={verses.length} size={size} /> : null}
    </>
  );
}

/** A second view that cannot be set verse by verse beside the first: said so, and shown after it. */
function UnalignedBeside({ beside, count, size }: { beside: ShownVerses; count: number; size: number }) {
  const t = useT();
  return (
    <>
      <p className="parallel-note" role="note">
        {t('reading.beside.unaligned', { name: beside.name, count: beside.verses.length, shown: count })}
      </p>
      <section className="verses" aria-label={beside.name} lang={beside.lang} style={{ fontSize: `${size}rem` }}>
        {beside.verses.map((lines, index) => (
          <p className="verse" key={index}>
            <VerseLines lines={lines} />
          </p>
        ))}
      </section>
    </>
  );
}

interface VerseBlockProps {
  lines: string[];
  verse: number;
  numbered: boolean;
  title: string;
  reportHref: string;
  menuOpen: boolean;
  onMenuChange: (open: boolean) => void;
}

/** One verse: its number when asked for, its lines, its menu. */
function VerseBlock({ lines, verse, numbered, title, reportHref, menuOpen, onMenuChange }: VerseBlockProps) {
  const t = useT();
  const interfaceLanguage = useInterfaceLanguage();
  return (
    <p className="verse" id={`v${verse}`}>
      {numbered ? (
        <a
          className="verse-number"
          href={`#v${verse}`}
          lang={interfaceLanguage}
          aria-label={t('reading.verse.label', { verse })}
        >
          {verse}
        </a>
      ) : null}
      <VerseLines lines={lines} />
      <VerseMenu
        verse={verse}
        lines={lines}
        title={title}
        reportHref={reportHref}
        open={menuOpen}
        onOpenChange={onMenuChange}
      />
    </p>
  );
}
