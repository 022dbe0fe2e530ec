/**
 * A line's end that must stay on one line: its last word with the dandas (। ॥ |) and verse
 * numbers after it, so that "॥ १ ॥" never wraps onto a line of its own.
 */
const LINE_END = /(\S+[\s।॥|.\p{Nd}]*[।॥|\p{Nd}][\s।॥|.\p{Nd}]*)$/u;

/** The line as the part that may wrap and the end kept together (empty when there is nothing to keep). */
export function splitLineEnd(line: string): [head: string, end: string] {
  const match = LINE_END.exec(line);
  if (!match || match.index === 0) return [line, ''];
  return [line.slice(0, match.index), match[1] ?? ''];
}
