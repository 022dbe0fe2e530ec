import { beforeAll, describe, expect, it } from 'vitest';
import { i18nOf, type Translate } from '../i18n/interface.js';
import { loadInterfaceChunk } from '../i18n/catalogue-loading.js';
import { firstScreenOf, longestLine, parseLinesPerScreen, progressText, pujaScreens } from './puja-screens.js';

const translate =
  (language: string): Translate =>
  (key, values) =>
    i18nOf(language)._(key, values);

const VERSES = [['a1', 'a2', 'a3'], ['b1', 'b2'], ['c1']];

describe('puja mode screens', () => {
  beforeAll(() => Promise.all([loadInterfaceChunk('en'), loadInterfaceChunk('mr')]));

  it('shows one whole verse per screen by default', () => {
    const screens = pujaScreens(VERSES, 0);
    expect(screens.map((screen) => screen.lines)).toEqual(VERSES);
    expect(screens.map((screen) => [screen.verse, screen.part, screen.parts])).toEqual([
      [1, 1, 1],
      [2, 1, 1],
      [3, 1, 1],
    ]);
  });

  it('splits each verse into runs of the chosen number of lines, never joining two verses', () => {
    const screens = pujaScreens(VERSES, 2);
    expect(screens.map((screen) => [screen.verse, screen.lines])).toEqual([
      [1, ['a1', 'a2']],
      [1, ['a3']],
      [2, ['b1', 'b2']],
      [3, ['c1']],
    ]);
    expect(progressText(screens[1]!, 3, translate('en'))).toBe('Verse 1 of 3 (part 2 of 2)');
    expect(progressText(screens[2]!, 3, translate('en'))).toBe('Verse 2 of 3');
    expect(progressText(screens[1]!, 3, translate('mr'))).toBe('श्लोक १ / ३ (भाग २ / २)');
    expect(pujaScreens(VERSES, 1)).toHaveLength(6);
  });

  it('finds the first screen of a verse, and the first screen for a verse the text lacks', () => {
    const screens = pujaScreens(VERSES, 2);
    expect(firstScreenOf(screens, 2)).toBe(2);
    expect(firstScreenOf(screens, 3)).toBe(3);
    expect(firstScreenOf(screens, 9)).toBe(0);
    expect(pujaScreens([], 0)).toEqual([]);
  });

  it('reads a stored lines-per-screen choice, the whole verse for anything else', () => {
    expect(['1', '2', '4', '0', '3', 'x', null].map(parseLinesPerScreen)).toEqual([1, 2, 4, 0, 0, 0, 0]);
  });

  it('sizes a screen for its longest line, counted in characters', () => {
    expect(longestLine(['जय हनुमान', 'ab'])).toBe(9);
    expect(longestLine([])).toBe(1);
  });
});
