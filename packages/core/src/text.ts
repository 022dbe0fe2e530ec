/**
 * Canonical form for stored text: NFC, Unix newlines, no trailing spaces on a line,
 * at most one blank line between verses, no leading or trailing white space.
 */
export function normalizeContent(content: string): string {
  return content
    .normalize('NFC')
    .replace(/\r\n?/g, '\n')
    .replace(/[ \t\u00A0]+$/gm, '')
    .replace(/\n{3,}/g, '\n\n')
    .trim();
}

/** Trimmed, NFC-normalised single-line value; empty becomes null. */
export function normalizeOptional(value: string | null | undefined): string | null {
  const trimmed = value?.normalize('NFC').trim() ?? '';
  return trimmed === '' ? null : trimmed;
}

/** Verses are separated by blank lines, lines by newlines. */
export function parseVerses(content: string): string[][] {
  return normalizeContent(content)
    .split(/\n\s*\n/)
    .map((verse) =>
      verse
        .split('\n')
        .map((line) => line.trim())
        .filter((line) => line !== ''),
    )
    .filter((lines) => lines.length > 0);
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
