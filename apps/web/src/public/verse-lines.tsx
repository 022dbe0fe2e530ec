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

const DIGIT = /\p{Nd}/u;

/** A character that may follow a line's last word: white space, a danda, a bar, a full stop or a digit. */
function isTrailingMark(line: string, index: number): boolean {
  const code = line.charCodeAt(index);
  if (isSpace(code) || code === 0x0964 || code === 0x0965 || code === 0x7c || code === 0x2e) return true;
  if (code < 0x80) return code >= 0x30 && code <= 0x39;
  return DIGIT.test(line.charAt(index));
}

/** What `\s` matches, by code: these loops run for every line of every page rendered. */
function isSpace(code: number): boolean {
  if (code < 0x80) return code === 0x20 || (code >= 0x09 && code <= 0x0d);
  return (
    code === 0xa0 ||
    code === 0x1680 ||
    (code >= 0x2000 && code <= 0x200a) ||
    code === 0x2028 ||
    code === 0x2029 ||
    code === 0x202f ||
    code === 0x205f ||
    code === 0x3000 ||
    code === 0xfeff
  );
}

function trailingMarksStart(line: string): number {
  let start = line.length;
  while (start > 0 && isTrailingMark(line, start - 1)) start--;
  return start;
}

function lastWordStart(line: string, before: number): number {
  let start = before;
  while (start > 0 && !isSpace(line.charCodeAt(start - 1))) start--;
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
