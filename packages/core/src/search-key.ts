/**
 * The search key: one lossy Latin spelling for any way a devotee writes a word.
 * "हनुमान चालीसा", "Hanumān Cālīsā", "hanumaan chaalisa" and "ಹನುಮಾನ್ ಚಾಲೀಸಾ" all become
 * "hanuman calis". The same function runs when indexing and when querying, in every engine.
 *
 * Every word is reduced to a canonical alphabet in which one letter stands for a whole
 * class of sounds (k = k kh q ख़; c = c ch chh; s = s sh ś ṣ; v = v w b bh; …), vowel
 * length is dropped, doubled letters are single, a nasal before a consonant is "n", and a
 * word-final short "a" (the Hindi schwa) is dropped. Indic scripts are read letter by
 * letter from one table shared by every Brahmic Unicode block; for the north Indian
 * scripts the inherent vowel of a medial syllable is dropped where Hindi drops it.
 */

export interface SearchKeyToken {
  /** Offsets of the word in the NFC form of the text (UTF-16 code units, end exclusive). */
  start: number;
  end: number;
  /** The word's key; empty when nothing searchable is left (a lone mark or apostrophe). */
  key: string;
}

// ---- Indic scripts ----------------------------------------------------------------------

const BRAHMIC_FIRST = 0x0900;
const BRAHMIC_LAST = 0x0d7f;
const TAMIL_BLOCK = 0x0b80;
/** Grantha, in which our Tamil view writes the Sanskrit syllables Tamil has no letter for (𑌗ணபதி). */
const GRANTHA_FIRST = 0x11300;
const GRANTHA_LAST = 0x1137f;
/** Scripts whose languages drop the inherent vowel of medial syllables (Hindi, Marathi, Gujarati, Bengali, Punjabi). */
const SCHWA_DELETING_BLOCKS = new Set([0x0900, 0x0980, 0x0a00, 0x0a80]);

/** Consonants by their offset in a Brahmic block (the blocks share the ISCII layout), in canonical letters. */
// prettier-ignore
const CONSONANTS: Readonly<Record<number, string>> = {
  0x15: 'k', 0x16: 'k', 0x17: 'g', 0x18: 'g', 0x19: 'n',
  0x1a: 'c', 0x1b: 'c', 0x1c: 'j', 0x1d: 'j', 0x1e: 'ñ',
  0x1f: 't', 0x20: 't', 0x21: 'd', 0x22: 'd', 0x23: 'n',
  0x24: 't', 0x25: 't', 0x26: 'd', 0x27: 'd', 0x28: 'n', 0x29: 'n',
  0x2a: 'p', 0x2b: 'p', 0x2c: 'v', 0x2d: 'v', 0x2e: 'm',
  0x2f: 'y', 0x30: 'r', 0x31: 'r', 0x32: 'l', 0x33: 'l', 0x34: 'l', 0x35: 'v',
  0x36: 's', 0x37: 's', 0x38: 's', 0x39: 'h',
  0x58: 'k', 0x59: 'k', 0x5a: 'g', 0x5b: 'j', 0x5c: 'd', 0x5d: 'd', 0x5e: 'p', 0x5f: 'y',
};

// prettier-ignore
const INDEPENDENT_VOWELS: Readonly<Record<number, string>> = {
  0x04: 'a', 0x05: 'a', 0x06: 'a', 0x07: 'i', 0x08: 'i', 0x09: 'u', 0x0a: 'u', 0x0b: 'ri', 0x0c: 'li',
  0x0d: 'e', 0x0e: 'e', 0x0f: 'e', 0x10: 'ai', 0x11: 'o', 0x12: 'o', 0x13: 'o', 0x14: 'au', 0x60: 'ri', 0x61: 'li',
};

// prettier-ignore
const VOWEL_SIGNS: Readonly<Record<number, string>> = {
  0x3a: 'e', 0x3b: 'o', 0x3e: 'a', 0x3f: 'i', 0x40: 'i', 0x41: 'u', 0x42: 'u', 0x43: 'ri', 0x44: 'ri',
  0x45: 'e', 0x46: 'e', 0x47: 'e', 0x48: 'ai', 0x49: 'o', 0x4a: 'o', 0x4b: 'o', 0x4c: 'au', 0x4e: 'e', 0x4f: 'au',
  0x55: 'e', 0x57: 'au', 0x62: 'li', 0x63: 'li',
};

/** Consonants outside the shared layout: Assamese, Odia, Telugu and Kannada extras. */
// prettier-ignore
const SPECIAL_CONSONANTS: Readonly<Record<number, string>> = {
  0x09f0: 'r', 0x09f1: 'v', 0x0b71: 'v', 0x0c58: 'c', 0x0c59: 'j', 0x0c5a: 'r', 0x0cde: 'l',
};
/** Consonants that never carry a vowel: Malayalam chillus, the dot reph and Bengali khanda ta. */
// prettier-ignore
const DEAD_CONSONANTS: Readonly<Record<number, string>> = {
  0x09ce: 't', 0x0d4e: 'r', 0x0d54: 'm', 0x0d55: 'y', 0x0d56: 'l',
  0x0d7a: 'n', 0x0d7b: 'n', 0x0d7c: 'r', 0x0d7d: 'l', 0x0d7e: 'l', 0x0d7f: 'k',
};
/** ञ keeps its own letter until the key is spelled, so that ज्ञ can become "gy". */
const PALATAL_NASAL = 'ñ';
/** ॐ, ૐ, ௐ, 𑍐: the om sign has the same offset in every block that has one. */
const OM_SIGN = 0x50;
const CANDRABINDU = new Set([0x00, 0x01]);
const ANUSVARA = 0x02;
const VIRAMA = 0x4d;
const GURMUKHI_TIPPI = 0x0a70;
const DANDAS = new Set([0x0964, 0x0965]);

/** One consonant with its vowel, or a vowel on its own; the unit schwa deletion works on. */
interface Syllable {
  consonant: string;
  /** The vowel: '' once deleted, null when a virama (or a chillu) kills it. */
  vowel: string | null;
  inherent: boolean;
  nasal: 'anusvara' | 'candrabindu' | null;
}

const isGrantha = (cp: number) => cp >= GRANTHA_FIRST && cp <= GRANTHA_LAST;
/** Grantha letters read as part of the Tamil word they are written in. */
const blockOf = (cp: number) => (isGrantha(cp) ? TAMIL_BLOCK : cp & ~0x7f);
/** The letter's place in the shared ISCII layout. */
const layoutOffset = (cp: number) => (isGrantha(cp) ? cp - GRANTHA_FIRST : cp & 0x7f);
const isBrahmic = (cp: number) => (cp >= BRAHMIC_FIRST && cp <= BRAHMIC_LAST && !DANDAS.has(cp)) || isGrantha(cp);
const isIndicDigit = (cp: number) =>
  cp >= BRAHMIC_FIRST && cp <= BRAHMIC_LAST && (cp & 0x7f) >= 0x66 && (cp & 0x7f) <= 0x6f;
const asciiDigit = (char: string) => {
  const cp = char.codePointAt(0) ?? 0;
  return isIndicDigit(cp) ? String((cp & 0x7f) - 0x66) : char;
};

function parseSyllables(word: string): Syllable[] {
  const syllables: Syllable[] = [];
  const last = () => syllables[syllables.length - 1];
  for (const char of word) {
    const cp = char.codePointAt(0) ?? 0;
    if (VOICING_SUPERSCRIPTS.has(char)) voiceLastStop(syllables);
    if (!isBrahmic(cp)) continue; // joiners, superscripts, avagraha and Vedic accents
    const offset = layoutOffset(cp);
    const dead = DEAD_CONSONANTS[cp];
    const consonant = SPECIAL_CONSONANTS[cp] ?? CONSONANTS[offset];
    if (dead !== undefined) syllables.push({ consonant: dead, vowel: null, inherent: false, nasal: null });
    else if (offset === OM_SIGN) syllables.push({ consonant: '', vowel: 'om', inherent: false, nasal: null });
    else if (consonant !== undefined) syllables.push({ consonant, vowel: 'a', inherent: true, nasal: null });
    else if (INDEPENDENT_VOWELS[offset] !== undefined)
      syllables.push({ consonant: '', vowel: INDEPENDENT_VOWELS[offset], inherent: false, nasal: null });
    else if (VOWEL_SIGNS[offset] !== undefined) attachVowelSign(syllables, VOWEL_SIGNS[offset]);
    else if (offset === VIRAMA) {
      const syllable = last();
      if (syllable?.consonant) Object.assign(syllable, { vowel: null, inherent: false });
    } else if (offset === ANUSVARA || cp === GURMUKHI_TIPPI || CANDRABINDU.has(offset)) {
      const syllable = last();
      if (syllable) syllable.nasal = offset === ANUSVARA || cp === GURMUKHI_TIPPI ? 'anusvara' : 'candrabindu';
    }
    // Anything else (nukta, visarga, avagraha, accents, length marks, joiners) adds no letter.
  }
  return syllables;
}

/**
 * Tamil Sanskrit books mark the 2nd–4th letter of a row of stops with a superscript digit
 * after the whole letter (கோ³விந்த³ govinda, த்⁴யா dhyā): ³ and ⁴ are the voiced ones, and
 * ² (kh, th) is in the class of the plain letter already.
 */
const VOICING_SUPERSCRIPTS = new Set(['³', '⁴']);
const VOICED_STOPS: Readonly<Record<string, string>> = { k: 'g', c: 'j', t: 'd', p: 'v' };

function voiceLastStop(syllables: Syllable[]): void {
  const syllable = syllables.findLast((s) => s.consonant !== '');
  if (syllable) syllable.consonant = VOICED_STOPS[syllable.consonant] ?? syllable.consonant;
}

function attachVowelSign(syllables: Syllable[], vowel: string): void {
  const syllable = syllables[syllables.length - 1];
  if (syllable?.consonant && syllable.inherent) Object.assign(syllable, { vowel, inherent: false });
  else syllables.push({ consonant: '', vowel, inherent: false, nasal: null });
}

const hasVowel = (s: Syllable | undefined) => Boolean(s?.vowel);
const isNasalCoda = (s: Syllable | undefined) => s?.vowel === null && ['n', 'm', PALATAL_NASAL].includes(s.consonant);

/**
 * Hindi drops the inherent vowel of a syllable between a vowel and a consonant that is
 * followed by a vowel (V C a C V → V C C V: "जगदीश" jagdish, "गणपति" ganpati), never in
 * the first syllable, and the final one always (which is why the final one counts as gone
 * here). A nasal before the consonant counts with the vowel ("नंदलाला" nandlala).
 */
function deleteMedialSchwas(syllables: Syllable[]): void {
  const lastVowel = syllables.findLastIndex(hasVowel);
  syllables.forEach((syllable, i) => {
    if (!syllable.inherent || syllable.nasal || i === 0 || i >= lastVowel) return;
    const before = syllables[i - 1];
    const afterVowel = hasVowel(before) || (isNasalCoda(before) && hasVowel(syllables[i - 2]));
    const next = syllables[i + 1];
    const nextKeepsVowel = hasVowel(next) && next?.consonant !== '' && !(next?.inherent && i + 1 === lastVowel);
    if (afterVowel && nextKeepsVowel) syllable.vowel = '';
  });
}

const VOICED_AFTER_NASAL: Readonly<Record<string, string>> = { k: 'g', c: 'j', t: 'd' };
const VOICED_BETWEEN_VOWELS: Readonly<Record<string, string>> = { k: 'g', c: 's', t: 'd' };
const isLiquidCoda = (s: Syllable | undefined) => s?.vowel === null && ['r', 'l'].includes(s.consonant);
/** ஜ ஶ ஷ ஸ ஹ: a Sanskrit word, whose plain stops are the unvoiced ones. */
const SANSKRIT_WORD_IN_TAMIL = /[\u0B9C\u0BB6-\u0BB9]/u;
/** Superscript digits or Grantha letters: a text in the spelling of Tamil Sanskrit books, every word of it. */
const SANSKRIT_BOOK_TAMIL = /[\u0B80-\u0BFF][²³⁴]|[\u{11300}-\u{1137F}]/u;

/**
 * Tamil writes one letter for k/g, c/j/s, t/d and p/b and says the voiced sound after a
 * nasal (திங்கள் tingal), after r or l (மார்கழி margazhi, துர்கா durga) and between
 * vowels (மதி madi), ச as "s" at the start of a word, and the plain sound when the letter
 * is doubled (திருப்பாவை tiruppavai). A Sanskrit word (ஶங்கர, க்ருஷ்ண, கோ³விந்த³) keeps
 * its letters as written: the plain letter is the unvoiced one.
 */
function voiceTamilStops(syllables: Syllable[]): void {
  const written = syllables.map((s) => s.consonant);
  const doubled = (i: number) =>
    (syllables[i - 1]?.vowel === null && written[i - 1] === written[i]) ||
    (syllables[i]?.vowel === null && written[i + 1] === written[i]);
  syllables.forEach((syllable, i) => {
    const before = syllables[i - 1];
    if (doubled(i)) return;
    if (isNasalCoda(before) || isLiquidCoda(before))
      syllable.consonant = VOICED_AFTER_NASAL[syllable.consonant] ?? syllable.consonant;
    else if (hasVowel(before)) syllable.consonant = VOICED_BETWEEN_VOWELS[syllable.consonant] ?? syllable.consonant;
    else if (!before && syllable.consonant === 'c') syllable.consonant = 's';
  });
}

/** Tamil writes the anusvara before s as ம் (ஸம்ஸார, संसार), where the other scripts' key says "n". */
function readTamilAnusvara(syllables: Syllable[]): void {
  syllables.forEach((syllable, i) => {
    const coda = syllable.consonant === 'm' && syllable.vowel === null && hasVowel(syllables[i - 1]);
    if (coda && syllables[i + 1]?.consonant === 's') syllable.consonant = 'n';
  });
}

/** Tamil writes a Sanskrit word's first kṛ, dṛ, … as "kiru", "tiru" (கிருஷ்ணா kṛṣṇā, திருஷ்டி dṛṣṭi). */
function dropTamilEpentheticI(syllables: Syllable[]): void {
  const [first, second] = syllables;
  if (first?.consonant && first.vowel === 'i' && second?.consonant === 'r' && second.vowel === 'u') first.vowel = null;
}

/**
 * Tamil in the spelling of Sanskrit books is our view of a Devanagari text: it is read as
 * that text is read. Otherwise a word with a Grantha consonant is a Sanskrit word as Tamil
 * devotees spell it, and any other word is Tamil.
 */
function readTamil(syllables: Syllable[], word: string, sanskritBook: boolean): void {
  readTamilAnusvara(syllables);
  if (sanskritBook) deleteMedialSchwas(syllables);
  else if (SANSKRIT_WORD_IN_TAMIL.test(word)) dropTamilEpentheticI(syllables);
  else voiceTamilStops(syllables);
}

/** Punjabi writes ढ़ as ੜ with a subjoined h (ਚੜ੍ਹੇ), which our Gurmukhi view does too. */
const GURMUKHI_RHA = /\u0A5C\u0A4D\u0A39/gu;
const GURMUKHI_BLOCK = 0x0a00;

function indicWordToCanonical(word: string, block: number, sanskritBook: boolean): string {
  const syllables = parseSyllables(block === GURMUKHI_BLOCK ? word.replace(GURMUKHI_RHA, '\u0A22\u0A3C') : word);
  if (SCHWA_DELETING_BLOCKS.has(block)) deleteMedialSchwas(syllables);
  if (block === TAMIL_BLOCK) readTamil(syllables, word, sanskritBook);
  return syllables.map((s, i) => syllableLetters(s, syllables[i - 1], syllables[i + 1])).join('');
}

function syllableLetters(syllable: Syllable, before: Syllable | undefined, next: Syllable | undefined): string {
  return consonantLetter(syllable, before, next) + (syllable.vowel ?? '') + nasalLetter(syllable, next);
}

function consonantLetter(syllable: Syllable, before: Syllable | undefined, next: Syllable | undefined): string {
  const dead = syllable.vowel === null;
  // ज्ञ: jña is said (and typed) "gya".
  if (syllable.consonant === 'j' && dead && next?.consonant === PALATAL_NASAL) return 'g';
  if (syllable.consonant === PALATAL_NASAL) return before?.consonant === 'j' && before.vowel === null ? 'y' : 'n';
  return syllable.consonant;
}

const LABIALS = new Set(['p', 'v', 'm']);
const HINDI_NASAL_VOWELS = new Set(['e', 'ai', 'o', 'au']);

/**
 * An anusvara is said as the nasal of the consonant after it: "m" before p, b, bh, v, m
 * (अंबे ambe), "n" before any other (संकट sankat). At the end of a word it is the
 * Sanskrit "m" (stotram, bhagavatim), except after e, ai, o and au, where it is a Hindi
 * nasal vowel, "n" (mein, hain, janon).
 */
function nasalLetter(syllable: Syllable, next: Syllable | undefined): string {
  if (!syllable.nasal) return '';
  if (syllable.consonant === '' && syllable.vowel === 'o') return 'm'; // ओं, ఓం: om
  if (syllable.nasal === 'candrabindu') return 'n';
  if (next?.consonant) return LABIALS.has(next.consonant) ? 'm' : 'n';
  return next === undefined && HINDI_NASAL_VOWELS.has(syllable.vowel ?? '') ? 'n' : 'm';
}

// ---- Latin ------------------------------------------------------------------------------

/** Greedy digraphs first: each becomes one canonical letter. */
// prettier-ignore
const LATIN_LETTERS: ReadonlyArray<[string, string]> = [
  ['chh', 'c'], ['ch', 'c'], ['sh', 's'], ['kh', 'k'], ['gh', 'g'], ['jh', 'j'], ['th', 't'], ['dh', 'd'],
  ['ph', 'p'], ['bh', 'v'], ['zh', 'l'], ['b', 'v'], ['w', 'v'], ['f', 'p'], ['q', 'k'], ['z', 'j'], ['x', 'ks'],
];

/**
 * Harvard-Kyoto and ITRANS spell Sanskrit's extra letters with capitals (viSNu, zaMkara,
 * namaH, kRSNa, R^iShi), so a word whose capitals come after a small letter is read as
 * one of them, before its case is lost; "Om", "OM" and "Hanuman" are read as typed.
 * Capitals that only mark length or retroflexion (A, I, U, T, D, N, S, Sh) need nothing.
 */
function fromCaseSignificantScheme(word: string): string {
  if (!/\p{Ll}.*\p{Lu}/u.test(word)) return word;
  // ṛ, ṅ, ñ, ṃ and ḥ come before a consonant or at the end, so a capital before a vowel is
  // the start of a run-together word ("DurgaMata", "ShivJi").
  const beforeConsonant = '(?=[^aeiouAEIOU]|$)';
  return word
    .replace(new RegExp(`R\\^?R?[iI]|R${beforeConsonant}`, 'g'), '\u1E5B') // ṛ: R^i, RRi (ITRANS), R (HK)
    .replace(/lR|L\^?[iI]/g, 'l\u0323') // ḷ
    .replace(/GY|jJ/g, 'jn') // ज्ञ: GY (ITRANS), jJ (HK)
    .replace(new RegExp(`~[Nn]|[GJ]${beforeConsonant}`, 'g'), 'n') // ṅ, ñ
    .replace(new RegExp(`\\.[nm]|M${beforeConsonant}`, 'g'), '\u1E43') // ṃ
    .replace(new RegExp(`H${beforeConsonant}`, 'g'), '\u1E25') // ḥ
    .replace(/z/g, 'sh'); // ś (HK)
}

function latinWordToCanonical(word: string): string {
  const plain = fromCaseSignificantScheme(word)
    .normalize('NFD')
    .toLowerCase()
    .replace(/r[\u0323\u0325]\u0304?/g, 'ri') // ṛ ṝ r̥: vocalic r
    .replace(/r\u0324/g, 'd') // r̤: ड़ (ISO 15919)
    .replace(/h\u0323/g, '') // ḥ: visarga
    .replace(/m\u0310/g, 'n') // m̐: candrabindu, a nasal vowel
    .replace(/m[\u0307\u0323](?=[kgcjtdnyrlsh])/g, 'n') // ṃ before a consonant that is not a labial
    .replace(/(?<=.(?:[eo]|ai|au))m[\u0307\u0323]$/, 'n') // a final ṃ after e, ai, o, au: a Hindi nasal vowel (meṃ)
    .replace(/\p{M}/gu, '')
    .replace(/[^a-z0-9]/g, '');
  const spelled = (plain === 'aum' ? 'om' : plain)
    .replace(/ee/g, 'i')
    .replace(/oo/g, 'u')
    .replace(/ei/g, 'e')
    .replace(/ow(?![aeiouy])/g, 'au') // gowri, sowbhagya: the south Indian spelling of au
    .replace(/^gny?|jn|dny/g, 'gy') // jñ, jn, gn, dny: ज्ञ is said (and typed) "gya", "gna", "dnya"
    .replace(/h(?=[kps])/g, '') // duhkha, nihshesha: a visarga before k, p or s, which the Indic scripts' key drops
    .replace(/(^|[^aeiou])r(?=[^aeiouyrhw])/g, '$1ri'); // krsna, rshi, hrdaya: r between consonants is ṛ

  let out = '';
  for (let i = 0; i < spelled.length;) {
    const match = LATIN_LETTERS.find(([from]) => spelled.startsWith(from, i));
    out += match ? match[1] : spelled[i];
    i += match ? match[0].length : 1;
  }
  return out;
}

// ---- Shared rules on the canonical spelling ----------------------------------------------

/**
 * The shared folds: doubled letters are single; "ru" at the start of a syllable is the
 * vocalic r that Tamil, Marathi and Kannada write and say so (க்ருஷ்ண, krupa, rushi: कृष्ण
 * कृपा ऋषि); a final h after a, i or u is a visarga (namah, नमः); a final short "a" goes.
 */
function foldCanonical(word: string): string {
  let key = word.replace(/([a-z])\1+/g, '$1').replace(/(^|[^aeiou])ru/g, '$1ri');
  if (key.length >= 3 && /[aiu]h$/.test(key)) key = key.slice(0, -1);
  if (key.length >= 3 && /[b-df-hj-np-tv-z]a$/.test(key)) key = key.slice(0, -1);
  return key
    .replace(/ay$/, 'ai')
    .replace(/ey$/, 'e')
    .replace(/([aeiou])ye$/, '$1e');
}

// ---- Tokens -------------------------------------------------------------------------------

const JOINERS = /[\u200b-\u200d\u2060\ufeff]/;
/** Inside a Latin word: apostrophes (avagraha) and ITRANS's ^ and ~ (R^i, ~N). */
const WORD_JOINERS = /['’‘`^~ʼ]/;
/** Inside an Indic word: the avagraha of the Tamil and Gurmukhi views (ஶிவோʼஹம்) and Tamil's superscript digits. */
const INDIC_WORD_SIGNS = /[ʼ²³⁴]/;

type CharClass = { kind: 'latin' } | { kind: 'digit' } | { kind: 'indic'; block: number } | { kind: 'mark' } | null;

function classify(char: string): CharClass {
  const cp = char.codePointAt(0) ?? 0;
  if (/[0-9]/.test(char) || isIndicDigit(cp)) return { kind: 'digit' };
  if (isBrahmic(cp)) return { kind: 'indic', block: blockOf(cp) };
  if (/\p{Script=Latin}/u.test(char)) return { kind: 'latin' };
  if (/\p{M}/u.test(char) || JOINERS.test(char) || (cp >= 0x1cd0 && cp <= 0x1cff) || (cp >= 0xa8e0 && cp <= 0xa8ff))
    return { kind: 'mark' };
  return null;
}

const sameRun = (a: CharClass, b: CharClass) =>
  a !== null && b !== null && a.kind === b.kind && (a.kind !== 'indic' || a.block === (b as { block: number }).block);

function wordKey(word: string, run: NonNullable<CharClass>, sanskritBook: boolean): string {
  if (run.kind === 'digit') return [...word].map(asciiDigit).join('');
  if (run.kind === 'indic') return foldCanonical(indicWordToCanonical(word, run.block, sanskritBook));
  return foldCanonical(latinWordToCanonical(word));
}

/** Every word of the text, where it is, and its key. Marks and joiners stay with their word. */
export function searchKeyTokens(text: string): SearchKeyToken[] {
  const normalized = text.normalize('NFC');
  const sanskritBook = SANSKRIT_BOOK_TAMIL.test(normalized);
  const tokens: SearchKeyToken[] = [];
  let start = -1;
  let run: CharClass = null;
  const close = (end: number) => {
    if (run && start >= 0) tokens.push({ start, end, key: wordKey(normalized.slice(start, end), run, sanskritBook) });
    start = -1;
    run = null;
  };
  let index = 0;
  for (const char of normalized) {
    const cls = classify(char);
    const joinsWord =
      cls?.kind === 'mark' ||
      (run?.kind === 'latin' && WORD_JOINERS.test(char)) ||
      (run?.kind === 'indic' && INDIC_WORD_SIGNS.test(char));
    if (run && (joinsWord || sameRun(run, cls))) {
      index += char.length;
      continue;
    }
    close(index);
    if (cls && cls.kind !== 'mark') {
      start = index;
      run = cls;
    }
    index += char.length;
  }
  close(index);
  return tokens;
}

/** The search key of a text: its words' keys, space-separated. */
export function searchKey(text: string): string {
  return searchKeyTokens(text)
    .map((token) => token.key)
    .filter((key) => key !== '')
    .join(' ');
}

const SANSKRIT_AM_ENDING = /^(.{3,}[b-df-hj-np-tv-z])am$/;

/**
 * A coarser key for spellings that differ only in the short "a" (jagadish / jagdish,
 * bajarangabali / bajrangbali, Sanskrit and Hindi spellings of one compound): every "a"
 * after a consonant goes, except in the diphthongs ai and au; a final "ai" counts as the
 * "ay" it was folded from (sitaya, सीतया); a longer word's Sanskrit ending "-am" goes
 * (stotram / stotra, madhuram / madhur), also after a stem the key already cut to "-am"
 * (sahasranamam / sahasranama); and what one spelling writes and another leaves out goes:
 * a final m after i or u, or a final h (नहीं nahin / nahim, anugrah / anugraha, moh / moha),
 * the voice of a first g or d, which Tamil cannot write (துர்கா durga, கோவிந்த govinda),
 * the y of a final "-ye" (जानये / జానయే), the h of "hm" (subramanya, सुब्रह्मण्य) and whether
 * a nasal is written m or n before s, h, p or v (samsara संसार, संवत sanvat, काँपै ਕਾਂਪੈ).
 */
export function searchSkeleton(key: string): string {
  return key
    .split(' ')
    .map((word) =>
      word
        .replace(SANSKRIT_AM_ENDING, '$1')
        .replace(SANSKRIT_AM_ENDING, '$1')
        .replace(/([b-df-hj-np-tv-z])ai$/, '$1y')
        .replace(/hm/g, 'm')
        .replace(/([b-df-hj-np-tv-z])a(?![iu])/g, '$1')
        .replace(/m(?=[sh])/g, 'n')
        .replace(/n(?=[pv])/g, 'm')
        .replace(/([iu])m$/, '$1n')
        .replace(/(.)h$/, '$1')
        .replace(/([b-df-hj-np-tv-z])ye$/, '$1e')
        .replace(/(^|[^aeiou])ru/g, '$1ri')
        .replace(/^g/, 'k')
        .replace(/^d/, 't')
        .replace(/([a-z])\1+/g, '$1'),
    )
    .join(' ');
}
