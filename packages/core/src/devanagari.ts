/** Reading Devanagari letter by letter, for script conversion and the simple Roman view (imported as `deva`). */

export const NUKTA = '\u093C';
export const VIRAMA = '\u094D';

/**
 * Devanagari letters, signs, digits and Vedic accents with the joiners between them. The dandas
 * are not in it: Unicode gives them to every Indic script (Script=Common), as punctuation.
 */
const DEVANAGARI_RUN = /[\p{Script=Devanagari}\u0951-\u0954\u1CD0-\u1CFF\u200C\u200D]+/gu;
const JOINERS = /[\u200C\u200D]/g;

/**
 * The text with each run of Devanagari replaced by `convert(run)`; everything else (spaces,
 * newlines, dandas, punctuation, Latin) is kept as it is. The text is read in NFC, and the
 * zero-width joiners, which only steer how Devanagari draws a conjunct, are dropped.
 */
export function runs(text: string, convert: (run: string, offset: number, text: string) => string): string {
  return text.normalize('NFC').replace(DEVANAGARI_RUN, (run, offset: number, nfc: string) => {
    const letters = run.replace(JOINERS, '');
    return letters === '' ? '' : convert(letters, offset, nfc);
  });
}

/** Code points, except that a nukta stays with its consonant (NFC splits क़ into क + ़). */
export function units(text: string): string[] {
  const units: string[] = [];
  for (const char of text.normalize('NFC')) {
    const last = units.length - 1;
    if (char === NUKTA && last >= 0) units[last] += char;
    else units.push(char);
  }
  return units;
}

const codePoint = (unit: string | undefined) => unit?.codePointAt(0) ?? 0;

export function isConsonant(unit: string | undefined): boolean {
  const cp = codePoint(unit);
  return (cp >= 0x0915 && cp <= 0x0939) || (cp >= 0x0958 && cp <= 0x095f) || (cp >= 0x0978 && cp <= 0x097f);
}

export function isVowelSign(unit: string | undefined): boolean {
  const cp = codePoint(unit);
  return (
    (cp >= 0x093a && cp <= 0x094c && cp !== 0x093c && cp !== 0x093d) ||
    cp === 0x094e ||
    cp === 0x094f ||
    (cp >= 0x0955 && cp <= 0x0957) ||
    cp === 0x0962 ||
    cp === 0x0963
  );
}

export function isVowel(unit: string | undefined): boolean {
  const cp = codePoint(unit);
  return (cp >= 0x0904 && cp <= 0x0914) || cp === 0x0960 || cp === 0x0961 || (cp >= 0x0972 && cp <= 0x0977);
}

const NASAL_OF_ROW: ReadonlyArray<readonly [string, string]> = [
  ['कखगघङ', 'ङ'],
  ['चछजझञ', 'ञ'],
  ['टठडढण', 'ण'],
  ['तथदधन', 'न'],
  ['पफबभम', 'म'],
];

/**
 * The nasal an anusvara is said as before this consonant: the nasal of its row (संकट
 * sankat, अंबे ambe), or null before a semivowel, a sibilant, h or nothing.
 */
export function nasalBefore(unit: string | undefined): string | null {
  const letter = unit?.[0];
  if (letter === undefined) return null;
  return NASAL_OF_ROW.find(([row]) => row.includes(letter))?.[1] ?? null;
}
