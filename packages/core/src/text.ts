/**
 * Canonical form for stored text: NFC, Unix newlines, no trailing spaces on a line,
 * at most one blank line between verses, no leading or trailing white space.
 */
export function normalizeContent(content: string): string {
  return nfcWithUnixNewlines(content)
    .replace(/[ \t\u00A0]+$/gm, '')
    .replace(/\n{3,}/g, '\n\n')
    .trim();
}

/** The content in NFC with `\n` for every line break (CRLF and CR too). */
function nfcWithUnixNewlines(content: string): string {
  return content.normalize('NFC').replace(/\r\n?/g, '\n');
}

/** Trimmed, NFC-normalised single-line value; empty becomes null. */
export function normalizeOptional(value: string | null | undefined): string | null {
  const trimmed = value?.normalize('NFC').trim() ?? '';
  return trimmed === '' ? null : trimmed;
}

/** A blank line (perhaps holding spaces) between verses, once line breaks are `\n`. */
const BLANK_LINE = /\n\s*\n/;

/**
 * Verses are separated by blank lines, lines by newlines; each line is trimmed and blank ones
 * dropped. The same verses as splitting normalizeContent(content), without its passes that
 * the trimming makes needless (every page render parses its text's verses).
 */
export function parseVerses(content: string): string[][] {
  return versesOf(nfcWithUnixNewlines(content).split(BLANK_LINE));
}

/** The first verse's lines (parseVerses(content)[0]), without parsing the others. */
export function firstVerse(content: string): string[] | undefined {
  return versesOf(nfcWithUnixNewlines(content).trimStart().split(BLANK_LINE, 1))[0];
}

function versesOf(blocks: readonly string[]): string[][] {
  const verses: string[][] = [];
  for (const block of blocks) {
    const lines: string[] = [];
    for (const line of block.split('\n')) {
      const trimmed = line.trim();
      if (trimmed !== '') lines.push(trimmed);
    }
    if (lines.length > 0) verses.push(lines);
  }
  return verses;
}

export function firstLine(content: string): string | null {
  return (
    content
      .split(/\r?\n/)
      .map((line) => line.trim())
      .find((line) => line !== '') ?? null
  );
}

/** Length in characters (code points), as every limit in the contract counts it. */
export function charLength(value: string): number {
  let count = 0;
  for (const _ of value) count++;
  return count;
}
