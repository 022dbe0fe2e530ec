import { Sanscript } from './sanscript.js';
import { simpleRoman, type DevanagariLanguage } from './simple-roman.js';
import type { ScriptId } from './view-scripts.js';
import * as deva from './devanagari.js';

/** Scripts a text can be converted from: Devanagari, IAST, and the Brahmic views that convert back. */
export type SourceScriptId =
  'devanagari' | 'iast' | 'telugu' | 'kannada' | 'malayalam' | 'bengali' | 'gujarati' | 'gurmukhi';

/**
 * How Tamil writes the Sanskrit consonants it has no letter for (kh, g, gh, …):
 * 'superscript' follows Tamil Sanskrit books (க, க², க³, க⁴), 'grantha' writes those
 * syllables in Grantha letters (needs a Grantha font), 'plain' uses the bare Tamil letter.
 */
export type TamilStyle = 'superscript' | 'grantha' | 'plain';

export interface ConvertOptions {
  from: SourceScriptId;
  to: ScriptId;
  /** The text's language, for the simple Roman view's schwas and Tamil nasals. Default 'sa'. */
  language?: DevanagariLanguage;
  tamil?: TamilStyle;
}

/**
 * The text in another script. Only letters change: newlines, blank lines, spaces, dandas,
 * punctuation and Latin words stay as they are. Digits follow what the script's readers read:
 * Devanagari digits become the target's own, except in Tamil and Malayalam views, whose
 * readers number verses with ASCII digits (॥ 13 ॥, not ௧௩), and in IAST and Roman; IAST's and
 * Malayalam's ASCII digits become Devanagari ones, and ASCII digits in Devanagari are left alone.
 * Zero-width joiners only steer how Devanagari draws a conjunct and are dropped, except in the
 * eyelash ra र्‍, a letter of its own: r̆ in IAST, and ऱ् (its other Devanagari spelling) elsewhere.
 */
export function convertScript(text: string, options: ConvertOptions): string {
  const { from, to } = options;
  const nfc = text.normalize('NFC');
  if (from === to) return nfc;
  const devanagari =
    from === 'devanagari' ? nfc : from === 'iast' ? iastToDevanagari(nfc) : brahmicToDevanagari(nfc, from);
  return fromDevanagari(devanagari, options);
}

/** Scripts whose readers number verses with ASCII digits rather than the script's own. */
const ASCII_DIGIT_SCRIPTS: readonly ScriptId[] = ['tamil', 'malayalam'];
const DEVANAGARI_DIGIT = /[०-९]/g;
const ASCII_DIGIT = /[0-9]/g;
const toAsciiDigit = (digit: string) => String((digit.codePointAt(0) ?? 0) - 0x0966);
const toDevanagariDigit = (digit: string) => String.fromCodePoint(0x0966 + Number(digit));

function fromDevanagari(devanagari: string, options: ConvertOptions): string {
  const { to, language = 'sa', tamil = 'superscript' } = options;
  const text = ASCII_DIGIT_SCRIPTS.includes(to) ? devanagari.replace(DEVANAGARI_DIGIT, toAsciiDigit) : devanagari;
  switch (to) {
    case 'devanagari':
      return text;
    case 'roman':
      return simpleRoman(text, { language });
    case 'iast':
      return devanagariToIast(text);
    case 'tamil':
      return mapRuns(text, (units) => unitsToTamil(units, tamil, language));
    default:
      return mapRuns(text, (units) => unitsToBrahmic(units, to));
  }
}

/** The eyelash ra typed with a joiner; Marathi तऱ्हा is also typed तर्‍हा. */
const EYELASH_RA = 'र्\u200D';

/** Converts each run of Devanagari letters; everything between runs is kept as typed. */
function mapRuns(text: string, convert: (units: string[]) => string): string {
  return deva.runs(text.replaceAll(EYELASH_RA, 'ऱ्'), (run) => convert(deva.units(run))).normalize('NFC');
}

// ---- Brahmic scripts other than Tamil ------------------------------------------------------

type BrahmicTarget = 'telugu' | 'kannada' | 'malayalam' | 'bengali' | 'gujarati' | 'gurmukhi';

/** The groups of Sanscript's scheme tables that hold letters and signs. */
const SCHEME_GROUPS = ['vowels', 'vowel_marks', 'yogavaahas', 'virama', 'consonants', 'extra_consonants', 'symbols'];
/** Devanagari in a converted text is a leak; dandas and Vedic accents (Script=Common, Inherited) are shared. */
const DEVANAGARI_LETTER = /\p{Script=Devanagari}/u;

/** Our corrections to Sanscript's letter tables: letters it leaves in Devanagari or writes as nobody reads them. */
const LETTER_FIXES: Readonly<Record<BrahmicTarget, Readonly<Record<string, string>>>> = {
  telugu: {},
  kannada: {},
  // The reformed spelling of au is the length mark alone (ഗൗരി, not ഗൌരി).
  malayalam: { 'ौ': '\u0D57' },
  bengali: {},
  gujarati: { 'ऍ': 'ઍ', 'ॲ': 'ઍ', 'ऑ': 'ઑ', 'ॅ': 'ૅ', 'ॉ': 'ૉ' },
  // No Gurmukhi avagraha: a modifier apostrophe, like IAST's, that no quotation mark can be mistaken for.
  // Punjabi writes ढ़ as ੜ with a subjoined h (ਚੜ੍ਹੇ, ਪੜ੍ਹੈ).
  gurmukhi: { 'ऽ': 'ʼ', 'ढ\u093C': 'ੜ੍ਹ' },
}; // prettier-ignore

/**
 * The nukta sign of each script that has one (Telugu's since Unicode 14, and missing from
 * many Telugu fonts: Telugu views write ज़ ड़ as జ డ, but typed Telugu with it reads back).
 */
const NUKTA_SIGNS: Readonly<Partial<Record<BrahmicTarget, string>>> = {
  telugu: '\u0C3C',
  kannada: '\u0CBC',
  bengali: '\u09BC',
  gujarati: '\u0ABC',
  gurmukhi: '\u0A3C',
};

/** The candra vowels of English loanwords (ऑफ़िस) as the nearest vowels of the script. */
const CANDRA_RESPELLINGS: Readonly<Record<string, string>> = { 'ऍ': 'ए', 'ॲ': 'ए', 'ऑ': 'ओ', 'ॅ': 'े', 'ॉ': 'ो' }; // prettier-ignore
/** Devanagari spellings, in letters every script has, of letters some scripts lack. */
const COMMON_RESPELLINGS: Readonly<Record<string, string>> = {
  ...CANDRA_RESPELLINGS, 'ऎ': 'ए', 'ऒ': 'ओ', 'ॆ': 'े', 'ॊ': 'ो', 'ॐ': 'ओं',
}; // prettier-ignore

/**
 * Gurmukhi has no ष, no vocalic r or l and no om sign (ੴ is Ik Onkar, a different word):
 * Punjabi writes कृष्ण as ਕ੍ਰਿਸ਼ਨ.
 */
const GURMUKHI_RESPELLINGS: Readonly<Record<string, string>> = {
  'ष': 'श', 'ऋ': 'रि', 'ॠ': 'री', 'ऌ': 'ल्रि', 'ॡ': 'ल्री', 'ृ': '्रि', 'ॄ': '्री', 'ॢ': '्ल्रि', 'ॣ': '्ल्री',
  'ॐ': 'ओं', 'ँ': 'ं',
}; // prettier-ignore

/** Telugu writes the nukta letters of Hindi as their bare letters (ऱ ऴ have their own: ఱ ఴ). */
const TELUGU_RESPELLINGS: Readonly<Record<string, string>> = Object.fromEntries(
  ['क़', 'ख़', 'ग़', 'ज़', 'ड़', 'ढ़', 'फ़', 'य़', 'ऩ'].map((letter) => [
    letter.normalize('NFC'),
    letter.normalize('NFD').slice(0, 1),
  ]),
);

const OWN_RESPELLINGS: Readonly<Partial<Record<BrahmicTarget, Readonly<Record<string, string>>>>> = {
  gurmukhi: GURMUKHI_RESPELLINGS,
  telugu: TELUGU_RESPELLINGS,
};

interface LetterTable {
  forward: Map<string, string>;
  /** Target letters back to Devanagari, longest first when matching. */
  backward: Map<string, string>;
  longestBackward: number;
}

const tables = new Map<string, LetterTable>();

/** Sanscript's letters for the script (those it really has), our fixes over them, and the inverse. */
function letterTable(script: BrahmicTarget | 'tamil_superscripted' | 'tamil' | 'grantha'): LetterTable {
  const cached = tables.get(script);
  if (cached) return cached;
  const forward = new Map<string, string>();
  const devanagari = Sanscript.schemes.devanagari ?? {};
  const target = Sanscript.schemes[script] ?? {};
  for (const group of SCHEME_GROUPS) {
    for (const key of Object.keys(devanagari[group] ?? {})) {
      const unit = key.normalize('NFC');
      const letter = target[group]?.[key]?.normalize('NFC');
      if (deva.units(unit).length !== 1 || !letter || DEVANAGARI_LETTER.test(letter)) continue;
      forward.set(unit, letter);
    }
  }
  if (script in LETTER_FIXES) {
    for (const [unit, letter] of Object.entries(LETTER_FIXES[script as BrahmicTarget])) forward.set(unit, letter);
    const nukta = NUKTA_SIGNS[script as BrahmicTarget];
    for (const unit of NUKTA_LETTERS) {
      const base = forward.get(unit.normalize('NFD').slice(0, 1));
      if (!forward.has(unit) && nukta && base) forward.set(unit, (base + nukta).normalize('NFC'));
    }
  }
  const backward = new Map<string, string>();
  for (const [unit, letter] of forward) if (!backward.has(letter)) backward.set(letter, unit);
  const table = { forward, backward, longestBackward: Math.max(...[...backward.keys()].map((key) => key.length)) };
  tables.set(script, table);
  return table;
}

/** Consonants with a nukta, as units (NFC keeps ऩ ऱ ऴ composed and splits the others). */
const NUKTA_LETTERS = ['क़', 'ख़', 'ग़', 'ज़', 'ड़', 'ढ़', 'फ़', 'य़', 'ऩ', 'ऱ', 'ऴ'].map((letter) => letter.normalize('NFC'));

/** The unit, or its spelling in letters the script has. */
function respell(unit: string, script: BrahmicTarget, forward: Map<string, string>): string[] {
  const own = OWN_RESPELLINGS[script]?.[unit];
  if (own !== undefined) return deva.units(own);
  if (forward.has(unit)) return [unit];
  const common = COMMON_RESPELLINGS[unit];
  if (common !== undefined) return deva.units(common);
  const decomposed = unit.normalize('NFD');
  return decomposed.endsWith(deva.NUKTA) ? [decomposed.slice(0, -1)] : [unit];
}

function unitsToBrahmic(units: string[], script: BrahmicTarget): string {
  const { forward } = letterTable(script);
  const respelled = units.flatMap((unit) => respell(unit, script, forward));
  const letters = (NASAL_SPELLINGS[script]?.(respelled) ?? respelled).map((unit) => forward.get(unit) ?? unit).join('');
  return rewrite(letters, POLISH[script]);
}

// ---- Nasals as each script writes them ----

/**
 * How the script writes a nasal before a consonant, in Devanagari letters (the others write
 * the anusvara as it is, Gurmukhi as tippi or bindi: see POLISH). Malayalam reads
 * ം as m, so an anusvara before a stop is the nasal of the stop's row (സങ്കട, സുന്ദര), except
 * before ख ग घ फ ब भ, where Malayalam books write ം for both spellings (ഗംഗ, ശംഖ, അംബ),
 * and a final म् is ം (ദാരുണം; a bare ് reads as a half u). Bengali reads ং as ng, so only
 * before the velars it stays (সংকট) and elsewhere it is the row's nasal (সুন্দর, কণ্ঠ).
 */
const NASAL_SPELLINGS: Readonly<Partial<Record<BrahmicTarget, (units: string[]) => string[]>>> = {
  bengali: (units) => anusvaraAsNasal(units, 'कखगघङ'),
  malayalam: (units) => anusvaraAsNasal(malayalamAnusvaras(units), 'खगघफबभ'),
};

/** Each anusvara before a stop or nasal, unless before one of `kept`, as the nasal of its row with a virama. */
function anusvaraAsNasal(units: string[], kept: string): string[] {
  return units.flatMap((unit, i) => {
    const next = units[i + 1] ?? '';
    const nasal = unit === 'ं' && !kept.includes(next) && !next.includes(deva.NUKTA) ? deva.nasalBefore(next) : null;
    return nasal ? [nasal, deva.VIRAMA] : [unit];
  });
}

/** ङ् before ख ग घ, म् before फ ब भ and a final म् as the anusvara Malayalam writes there. */
function malayalamAnusvaras(units: string[]): string[] {
  const out: string[] = [];
  for (let i = 0; i < units.length; i++) {
    const [unit, virama, next] = [units[i] ?? '', units[i + 1], units[i + 2]];
    const anusvara =
      virama === deva.VIRAMA &&
      units[i - 1] !== deva.VIRAMA &&
      ((unit === 'ङ' && next !== undefined && 'खगघ'.includes(next)) ||
        (unit === 'म' && (next === undefined || 'फबभ'.includes(next))));
    out.push(anusvara ? 'ं' : unit);
    if (anusvara) i++;
  }
  return out;
}

type Rewrite = readonly [RegExp, string | ((match: string, ...groups: string[]) => string)];

function rewrite(text: string, rewrites: readonly Rewrite[]): string {
  return rewrites.reduce(
    // Two calls that look alike: String.replace's overloads take a string or a function, not either.
    (result, [pattern, replacement]) =>
      typeof replacement === 'string' ? result.replace(pattern, replacement) : result.replace(pattern, replacement),
    text,
  );
}

const BENGALI_VOWEL_SOUND = '\\u0981|[\\u0985-\\u09B9]|\\u09BC|[\\u09BE-\\u09CC]|[\\u09DC-\\u09DF]';
const MALAYALAM_MARK_OR_LETTER = '[\\u0D00-\\u0D63]|[\\u0D7A-\\u0D7F]';
const GURMUKHI_TIPPI_BASE = '[\\u0A05\\u0A07\\u0A15-\\u0A39\\u0A59-\\u0A5E]|\\u0A3C|\\u0A3F|\\u0A41|\\u0A42';
const GURMUKHI_CONSONANT = '[\\u0A15-\\u0A39\\u0A59-\\u0A5E]\\u0A3C?';
const GURMUKHI_NASAL = '[\\u0A19\\u0A1E\\u0A23\\u0A28\\u0A2E]';
/** Unaspirated and aspirated stops of a row: द्ध is a doubled ध, written ੱਧ. */
const GURMUKHI_ASPIRATES: Readonly<Record<string, string>> = {
  'ਖ': 'ਕ', 'ਘ': 'ਗ', 'ਛ': 'ਚ', 'ਝ': 'ਜ', 'ਠ': 'ਟ', 'ਢ': 'ਡ', 'ਥ': 'ਤ', 'ਧ': 'ਦ', 'ਫ': 'ਪ', 'ਭ': 'ਬ',
}; // prettier-ignore
const GURMUKHI_DOUBLED_ASPIRATE = Object.entries(GURMUKHI_ASPIRATES)
  .map(([aspirate, plain]) => `${plain}\u0A4D(?=${aspirate}(?!\u0A3C))`)
  .join('|');

/**
 * Spellings that depend on the neighbouring letters, applied to the converted run:
 * Bengali writes य after a vowel as য় (জয়, not জয) and a final or non-conjunct त् as ৎ
 * (তৎসবিতুঃ); Malayalam writes a final न् ण् र् ल् ळ् and र् before a consonant as chillu
 * letters (ഭഗവൻ, ധർമ); Gurmukhi writes a doubled consonant (also a stop before its aspirate)
 * with addak before it (ਬੁੱਧਿ, ਦੱਤ), not a halant, but a doubled nasal after a short vowel with
 * tippi (ਪ੍ਰਸੰਨ, as in ਕੰਮ), and the anusvara as tippi after a short vowel (ਸੰਕਟ) and as bindi
 * otherwise (ਮੈਂ, ਮੈਂਨੇ).
 */
const POLISH: Readonly<Record<BrahmicTarget, readonly Rewrite[]>> = {
  telugu: [],
  kannada: [],
  gujarati: [],
  bengali: [
    [new RegExp(`(?<=${BENGALI_VOWEL_SOUND})য(?!\\u09CD)`, 'gu'), 'য়'],
    [/ত\u09CD(?![তথনবমযর])/gu, 'ৎ'],
  ],
  malayalam: [
    [new RegExp(`ന\\u0D4D(?!${MALAYALAM_MARK_OR_LETTER})`, 'gu'), 'ൻ'],
    [new RegExp(`ണ\\u0D4D(?!${MALAYALAM_MARK_OR_LETTER})`, 'gu'), 'ൺ'],
    [new RegExp(`ല\\u0D4D(?!${MALAYALAM_MARK_OR_LETTER})`, 'gu'), 'ൽ'],
    [new RegExp(`ള\\u0D4D(?!${MALAYALAM_MARK_OR_LETTER})`, 'gu'), 'ൾ'],
    [/ര\u0D4D(?![യര]|[\u0D00-\u0D14]|[\u0D3E-\u0D63])/gu, 'ർ'],
  ],
  gurmukhi: [
    [new RegExp(`(?<=${GURMUKHI_TIPPI_BASE})(${GURMUKHI_NASAL})\\u0A4D(?=\\1)`, 'gu'), '\u0A70'],
    [new RegExp(`(?<!\\u0A4D)(${GURMUKHI_CONSONANT})\\u0A4D(?=\\1(?!\\u0A3C))`, 'gu'), '\u0A71'],
    [new RegExp(`(?<!\\u0A4D)(?:${GURMUKHI_DOUBLED_ASPIRATE})`, 'gu'), '\u0A71'],
    [new RegExp(`(?<=${GURMUKHI_TIPPI_BASE})\\u0A02`, 'gu'), '\u0A70'],
  ],
};

/** The polished spellings read back as the plain letters they stand for. */
const UNPOLISH: Readonly<Record<BrahmicTarget, readonly Rewrite[]>> = {
  telugu: [],
  kannada: [],
  gujarati: [],
  bengali: [
    [/য\u09BC/gu, 'য'],
    [/ৎ/gu, 'ত\u09CD'],
  ],
  malayalam: [
    [/ൻ/gu, 'ന\u0D4D'],
    [/ൺ/gu, 'ണ\u0D4D'],
    [/ൽ/gu, 'ല\u0D4D'],
    [/ൾ/gu, 'ള\u0D4D'],
    [/ർ/gu, 'ര\u0D4D'],
    [/\u0D4C/gu, '\u0D57'],
  ],
  gurmukhi: [
    [new RegExp(`\u0A70(${GURMUKHI_NASAL})`, 'gu'), (_, nasal: string) => `${nasal}\u0A4D${nasal}`],
    [/\u0A70/gu, '\u0A02'],
    [
      new RegExp(`\u0A71(${GURMUKHI_CONSONANT})`, 'gu'),
      (_, letter: string) => `${GURMUKHI_ASPIRATES[letter] ?? letter}\u0A4D${letter}`,
    ],
  ],
};

const BRAHMIC_BLOCKS: Readonly<Record<BrahmicTarget, number>> = {
  bengali: 0x0980,
  gurmukhi: 0x0a00,
  gujarati: 0x0a80,
  telugu: 0x0c00,
  kannada: 0x0c80,
  malayalam: 0x0d00,
};

function brahmicToDevanagari(text: string, script: BrahmicTarget): string {
  const { backward, longestBackward } = letterTable(script);
  const block = BRAHMIC_BLOCKS[script];
  const inScript = (char: string) => (char.codePointAt(0) ?? 0) >> 7 === block >> 7 || char === 'ʼ';
  const digits = ASCII_DIGIT_SCRIPTS.includes(script) ? text.replace(ASCII_DIGIT, toDevanagariDigit) : text;
  const plain = rewrite(digits, UNPOLISH[script]);
  let out = '';
  for (let i = 0; i < plain.length;) {
    const length = inScript(plain[i] ?? '') ? longestMatch(plain, i, backward, longestBackward) : 0;
    out += length > 0 ? backward.get(plain.slice(i, i + length)) : plain[i];
    i += length || 1;
  }
  return out.normalize('NFC');
}

function longestMatch(text: string, at: number, keys: Map<string, string>, longest: number): number {
  for (let length = Math.min(longest, text.length - at); length > 0; length--) {
    if (keys.has(text.slice(at, at + length))) return length;
  }
  return 0;
}

// ---- Tamil ---------------------------------------------------------------------------------

/**
 * Tamil has one letter for each row of stops (க for क ख ग घ) and no vocalic r. Tamil
 * Sanskrit books mark the row's 2nd–4th letters with a superscript digit after the vowel
 * sign (கோ³விந்த³) and write ऋ as ரு; an anusvara is said as the nasal of the next
 * consonant's row (ஶங்கர). Being lossy, Tamil is never converted back.
 */
const TAMIL_VOCALIC_RESPELLINGS: Readonly<Record<string, string>> = {
  'ऋ': 'रु', 'ॠ': 'रू', 'ऌ': 'लु', 'ॡ': 'लू', 'ृ': '्रु', 'ॄ': '्रू', 'ॢ': '्लु', 'ॣ': '्लू',
}; // prettier-ignore
const TAMIL_RESPELLINGS: Readonly<Record<string, string>> = {
  ...CANDRA_RESPELLINGS, 'क़': 'क', 'ग़': 'ग', 'ड़': 'ड', 'ढ़': 'ढ', 'य़': 'य', 'ँ': 'ं',
}; // prettier-ignore
const TAMIL_ALL_RESPELLINGS = { ...TAMIL_RESPELLINGS, ...TAMIL_VOCALIC_RESPELLINGS };
/** Tamil writes f, z and the kh of ख़ with the aytham before the nearest letter; ஃ is also its visarga. */
const TAMIL_LETTER_FIXES: Readonly<Record<string, string>> = {
  'ज़': 'ஃஜ', 'फ़': 'ஃப', 'ख़': 'ஃக', 'ऽ': 'ʼ', 'ः': 'ஃ',
}; // prettier-ignore
const SUPERSCRIPT_DIGIT = /[²³⁴]$/;
/** What the Grantha style writes in Grantha letters: syllables with a letter Tamil lacks. */
const NEEDS_GRANTHA = new Set([...'खगघछझठडढथदधफबभऋॠऌॡृॄॢॣ']);

function unitsToTamil(units: string[], style: TamilStyle, language: DevanagariLanguage): string {
  const respellings = style === 'grantha' ? TAMIL_RESPELLINGS : TAMIL_ALL_RESPELLINGS;
  const spelled = units.flatMap((unit) => {
    const respelled = respellings[unit];
    return respelled === undefined ? [unit] : deva.units(respelled);
  });
  const inGrantha = style === 'grantha' ? granthaSyllables(spelled) : [];
  const consonants = letterTable('tamil_superscripted').forward;
  const others = letterTable('tamil').forward;
  const grantha = letterTable('grantha').forward;
  let out = '';
  let digit = '';
  spelled.forEach((unit, i) => {
    // The digit follows the whole letter: consonant, nukta, vowel sign or virama.
    if (digit && !deva.isVowelSign(unit) && unit !== deva.VIRAMA) {
      out += digit;
      digit = '';
    }
    if (inGrantha[i]) {
      out += grantha.get(unit) ?? unit;
      return;
    }
    const letter = deva.isConsonant(unit)
      ? (TAMIL_LETTER_FIXES[unit] ?? consonants.get(unit) ?? unit)
      : unit === 'ं'
        ? tamilNasal(spelled[i + 1], consonants, language)
        : (TAMIL_LETTER_FIXES[unit] ?? others.get(unit) ?? unit);
    out += style === 'plain' && unit === 'न' ? tamilNa(spelled, i) : letter.replace(SUPERSCRIPT_DIGIT, '');
    if (style === 'superscript' && deva.isConsonant(unit)) digit = SUPERSCRIPT_DIGIT.exec(letter)?.[0] ?? '';
  });
  return out + digit;
}

/** Before a stop, the nasal of its row; before anything else Sanskrit says m and Hindi a nasal vowel, n. */
function tamilNasal(next: string | undefined, consonants: Map<string, string>, language: DevanagariLanguage): string {
  const row = deva.nasalBefore(next);
  if (row) return `${consonants.get(row) ?? ''}\u0BCD`;
  return language === 'sa' ? 'ம்' : 'ன்';
}

/** Tamil spells न as ந at the start of a word and before த, and as ன elsewhere (ஹனுமான). */
function tamilNa(units: string[], i: number): string {
  const next = units[i + 1] === deva.VIRAMA ? units[i + 2] : undefined;
  return i === 0 || (next !== undefined && 'तथदध'.includes(next)) ? 'ந' : 'ன';
}

/** For each unit, whether its written syllable (consonant cluster or vowel, with its signs) needs Grantha. */
function granthaSyllables(units: string[]): boolean[] {
  const syllables: number[][] = [];
  units.forEach((unit, i) => {
    const current = syllables[syllables.length - 1];
    const startsSyllable =
      current === undefined ||
      deva.isVowel(unit) ||
      (deva.isConsonant(unit) && units[i - 1] !== deva.VIRAMA) ||
      !(deva.isConsonant(unit) || deva.isVowelSign(unit) || /^[\u0901-\u0903\u094D]$/.test(unit));
    if (startsSyllable) syllables.push([i]);
    else current.push(i);
  });
  const flags: boolean[] = [];
  for (const syllable of syllables) {
    const grantha = syllable.some((i) => NEEDS_GRANTHA.has(units[i]?.[0] ?? ''));
    for (const i of syllable) flags[i] = grantha;
  }
  return flags;
}

// ---- IAST ----------------------------------------------------------------------------------

/** Precomposed nukta letters: Sanscript reads Devanagari one code unit at a time and knows only these. */
const PRECOMPOSED_NUKTA: Readonly<Record<string, string>> = Object.fromEntries(
  ['\u0958', '\u0959', '\u095A', '\u095B', '\u095C', '\u095D', '\u095E', '\u095F'].map((letter) => [
    letter.normalize('NFC'),
    letter,
  ]),
);

/**
 * Sanscript's IAST with ISO 15919's candra vowels of Hindi and Marathi loanwords (ऑफ़िस ôfisa,
 * बॅट bêṭa), which IAST, made for Sanskrit, lacks; and reading è and ò as the short e and o it
 * writes them for (ऎ ऒ), not as e and o with a Vedic accent.
 */
const IAST = 'iast_candra';
const { accented_vowel_alternates: accentedVowels, ...iastScheme } = Sanscript.schemes.iast ?? {};
Sanscript.addRomanScheme(IAST, {
  ...iastScheme,
  accented_vowel_alternates: Object.fromEntries(
    Object.entries(accentedVowels ?? {}).filter(([vowel]) => !['è', 'ò'].includes(vowel.normalize('NFC'))),
  ),
  vowels: { ...iastScheme.vowels, 'ऍ': 'ê', 'ऑ': 'ô' },
  vowel_marks: { ...iastScheme.vowel_marks, 'ॅ': 'ê', 'ॉ': 'ô' },
}); // prettier-ignore

/**
 * Sanscript knows ढ़ only in a form it cannot read; ड़्ह gives its IAST (r̤h) and reads back as ढ़.
 * Marathi's candra a is written like Hindi's candra e.
 */
const IAST_RESPELLINGS: Readonly<Record<string, string>> = { ॲ: 'ऍ', ['ढ़'.normalize('NFC')]: 'ड़्ह' };

/** ISO 15919's eyelash ra. */
const IAST_EYELASH_RA = 'r\u0306';

function devanagariToIast(text: string): string {
  return text
    .split(EYELASH_RA)
    .map((part) => deva.runs(part, runToIast))
    .join(IAST_EYELASH_RA)
    .normalize('NFC');
}

/**
 * A vowel letter इ or उ after a short a is said apart from it (पठायउ paṭhāyaü), and IAST marks it
 * with a diaeresis so that it does not read as ऐ or औ (ai, au).
 */
function runToIast(run: string): string {
  const units = deva.units(run).flatMap((unit) => deva.units(IAST_RESPELLINGS[unit] ?? unit));
  return splitBeforeHiatus(units)
    .map((segment, i) => {
      const iast = Sanscript.t(
        segment.map((unit) => PRECOMPOSED_NUKTA[unit] ?? unit).join(''),
        'devanagari',
        IAST,
      ).replace(/~/g, 'm̐'); // ISO 15919's candrabindu; Sanscript writes a tilde
      return i === 0 ? iast : iast.replace(/^i/, 'ï').replace(/^u/, 'ü');
    })
    .join('');
}

/** The units in pieces, a new piece starting at each इ or उ that follows a short a. */
function splitBeforeHiatus(units: string[]): string[][] {
  const segments: string[][] = [[]];
  units.forEach((unit, i) => {
    const previous = units[i - 1];
    if ((unit === 'इ' || unit === 'उ') && (previous === 'अ' || deva.isConsonant(previous))) segments.push([]);
    segments[segments.length - 1]?.push(unit);
  });
  return segments;
}

/** Latin letters (with their accents), and apostrophes between letters: IAST's avagraha (ऽ, ऽऽ). */
const IAST_WORD = /(?:\p{Script=Latin}|\p{M}|~|(?<=\p{Script=Latin}\p{M}*)['’]+(?=\p{Script=Latin}))+/gu;

function iastToDevanagari(text: string): string {
  return text
    .replace(IAST_WORD, (word) =>
      word
        .normalize('NFC')
        .split(IAST_EYELASH_RA)
        .map((part) =>
          part
            .split(/(?=[ïü])/)
            .map(iastPieceToDevanagari)
            .join(''),
        )
        .join(EYELASH_RA),
    )
    .replace(/\|\|/g, '॥')
    .replace(/\|/g, '।')
    .replace(ASCII_DIGIT, toDevanagariDigit)
    .normalize('NFC');
}

/** A piece of an IAST word; one that starts with ï or ü starts with the vowel letter इ or उ. */
function iastPieceToDevanagari(piece: string): string {
  return Sanscript.t(
    piece
      .replace(/^ï/, 'i')
      .replace(/^ü/, 'u')
      .replace(/m\u0310/g, '~') // m̐, candrabindu
      .replace(/ṁ/g, 'ṃ') // ISO 15919's anusvara; Sanscript reads it as a Vedic sign
      .replace(/’/g, "'"),
    IAST,
    'devanagari',
  ) // Sanscript reads every "oṃ" as ॐ, also inside a word (janoṃ, जनों).
    .replace(/\u094Dॐ/g, 'ों')
    .replace(/(?<=[\u0900-\u0963])ॐ/g, 'ओं');
}
