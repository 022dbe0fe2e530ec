import type { Translate } from '../i18n/interface.js';

/**
 * Puja mode's screens (docs/product.md, docs/decisions/024): the verses one at a time, or a
 * verse a few lines at a time when the reader chose a number of lines per screen.
 */

/** The lines-per-screen choices: 0 is the whole verse (the default). */
export const LINES_PER_SCREEN = [0, 1, 2, 4] as const;

export type LinesPerScreen = (typeof LINES_PER_SCREEN)[number];

export function parseLinesPerScreen(value: string | null | undefined): LinesPerScreen {
  return LINES_PER_SCREEN.find((choice) => String(choice) === value) ?? 0;
}

/** One screen: verse `verse` (1-based), or part `part` of its `parts` runs of lines. */
export interface PujaScreen {
  verse: number;
  lines: readonly string[];
  part: number;
  parts: number;
}

export function pujaScreens(verses: readonly (readonly string[])[], linesPerScreen: LinesPerScreen): PujaScreen[] {
  return verses.flatMap((lines, index) => {
    const size = Math.max(1, linesPerScreen || lines.length);
    const parts = Math.max(1, Math.ceil(lines.length / size));
    return Array.from({ length: parts }, (_, part) => ({
      verse: index + 1,
      lines: lines.slice(part * size, (part + 1) * size),
      part: part + 1,
      parts,
    }));
  });
}

/** The index of a verse's first screen; the first screen for a verse the text does not have. */
export function firstScreenOf(screens: readonly PujaScreen[], verse: number): number {
  return Math.max(
    0,
    screens.findIndex((screen) => screen.verse === verse),
  );
}

/** "Verse 12 of 43", with "(part 1 of 2)" when the verse takes more than one screen. */
export function progressText(screen: PujaScreen, verseCount: number, t: Translate): string {
  const { verse, part, parts } = screen;
  return parts > 1
    ? t('puja.progressPart', { verse, count: verseCount, part, parts })
    : t('puja.progress', { verse, count: verseCount });
}

/** The longest line's length in characters: the width the text is sized for. */
export function longestLine(lines: readonly string[]): number {
  return Math.max(1, ...lines.map((line) => [...line].length));
}
