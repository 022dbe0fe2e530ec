import type { Script } from '@bhakti/core';

/** The Unicode blocks whose letters belong to each script. */
const SCRIPT_RANGES: Readonly<Record<Script, ReadonlyArray<readonly [number, number]>>> = {
  latin: [
    [0x41, 0x5a],
    [0x61, 0x7a],
    [0xc0, 0x24f], // Latin-1 and Latin Extended-A/B (ā, ś, ṣ …)
    [0x1e00, 0x1eff], // Latin Extended Additional (ḥ, ṃ, ṭ …)
  ],
  devanagari: [
    [0x900, 0x97f],
    [0xa8e0, 0xa8ff],
    [0x1cd0, 0x1cff],
  ],
  bengali: [[0x980, 0x9ff]],
  gujarati: [[0xa80, 0xaff]],
  tamil: [
    [0xb80, 0xbff],
    [0x11fc0, 0x11fff],
  ],
  telugu: [[0xc00, 0xc7f]],
  kannada: [[0xc80, 0xcff]],
  malayalam: [[0xd00, 0xd7f]],
};

/** The share of text that must be written in the expected script; the rest may be a stray Latin "Om". */
const SCRIPT_SHARE = 0.9;

const LETTER = /\p{L}/u;

function inScript(codePoint: number, script: Script): boolean {
  return SCRIPT_RANGES[script].some(([from, to]) => codePoint >= from && codePoint <= to);
}

/** The share (0..1) of the text's letters that are written in the script; 0 when it has no letters. */
function scriptShare(text: string, script: Script): number {
  let letters = 0;
  let matching = 0;
  for (const char of text) {
    if (!LETTER.test(char)) continue;
    letters++;
    if (inScript(char.codePointAt(0)!, script)) matching++;
  }
  return letters === 0 ? 0 : matching / letters;
}

export function isWrittenIn(text: string, script: Script): boolean {
  return scriptShare(text, script) >= SCRIPT_SHARE;
}
