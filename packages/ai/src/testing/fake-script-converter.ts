import type { ConvertibleScript, ScriptConverter, SourceScript } from '../transliterate.js';

/** The Indic Unicode blocks share Devanagari's layout: the same letter sits at the same offset. */
const BLOCK_START: Readonly<Record<Exclude<ConvertibleScript, 'latin'>, number>> = {
  bengali: 0x980,
  gujarati: 0xa80,
  tamil: 0xb80,
  telugu: 0xc00,
  kannada: 0xc80,
  malayalam: 0xd00,
};

const DANDAS = /[\u0964\u0965]/;

function shiftLetter(char: string, target: ConvertibleScript): string {
  const code = char.codePointAt(0)!;
  if (code < 0x900 || code > 0x97f || DANDAS.test(char)) return char;
  if (target === 'latin') return /\p{L}/u.test(char) ? 'a' : '';
  return String.fromCodePoint(BLOCK_START[target] + (code - 0x900));
}

/** Back to Devanagari: the letter at the same place in Devanagari's block (a Roman letter is अ). */
function unshiftLetter(char: string, source: SourceScript): string {
  if (source === 'latin') return /\p{L}/u.test(char) ? 'अ' : char;
  const offset = (char.codePointAt(0) ?? 0) - BLOCK_START[source];
  return offset >= 0 && offset < 0x80 && !DANDAS.test(char) ? String.fromCodePoint(0x900 + offset) : char;
}

/**
 * A stand-in for packages/core's script conversion in tests: each Devanagari letter moves
 * to the same place in the target block (Roman output is only 'a's), and back. Crude, but it
 * writes the right script and keeps every line, which is what the offline provider's plumbing needs.
 */
export const fakeScriptConverter: ScriptConverter = (text, conversion) =>
  [...text]
    .map((char) =>
      conversion.from === 'devanagari' ? shiftLetter(char, conversion.to) : unshiftLetter(char, conversion.from),
    )
    .join('');
