import { Fragment } from 'react';

/*
 * How a verse is drawn: its lines, each line's end kept whole. Puja mode's chunk uses these
 * too, so this module imports nothing of the reading page (docs/decisions/024).
 */

/**
 * A line's end that must stay on one line: its last word with the dandas (। ॥ |) and verse
 * numbers after it, so that "॥ १ ॥" never wraps onto a line of its own.
 */
const LINE_END = /(\S+[\s।॥|.\p{Nd}]*[।॥|\p{Nd}][\s।॥|.\p{Nd}]*)$/u;

/** The line as the part that may wrap and the end kept together (empty when there is nothing to keep). */
export function splitLineEnd(line: string): [head: string, end: string] {
  // The end can start no earlier than the last word before the line's trailing marks: matching
  // only from there keeps the anchored pattern from being retried at every position of the line.
  const from = lastWordStart(line, trailingMarksStart(line));
  const match = LINE_END.exec(line.slice(from));
  if (!match || from + match.index === 0) return [line, ''];
  return [line.slice(0, from + match.index), match[1] ?? ''];
}

const TRAILING_MARK = /[\s।॥|.\p{Nd}]/u;

function trailingMarksStart(line: string): number {
  let start = line.length;
  while (start > 0 && TRAILING_MARK.test(line[start - 1] ?? '')) start--;
  return start;
}

function lastWordStart(line: string, before: number): number {
  let start = before;
  while (start > 0 && !/\s/.test(line[start - 1] ?? '')) start--;
  return start;
}

/** Brings verse `#vN` to the middle of the screen, marked as the one the reader was sent to. */
export function showVerse(anchor: string): void {
  const verse = document.getElementById(anchor.slice(1));
  if (!verse) return;
  document.querySelector('.verse-target')?.classList.remove('verse-target');
  verse.scrollIntoView({ block: 'center' });
  verse.classList.add('verse-target');
}

/** A verse's lines, each line's last word kept with its dandas and number. */
export function VerseLines({ lines }: { lines: readonly string[] }) {
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
