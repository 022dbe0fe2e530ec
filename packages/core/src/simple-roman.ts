import * as deva from './devanagari.js';

/** The languages stored in Devanagari. */
export type DevanagariLanguage = 'sa' | 'hi' | 'mr';

const nfcKeys = (table: Record<string, string>) =>
  new Map(Object.entries(table).map(([key, value]) => [key.normalize('NFC'), value]));

const CONSONANTS = nfcKeys({
  'क': 'k', 'ख': 'kh', 'ग': 'g', 'घ': 'gh', 'ङ': 'n', 'च': 'ch', 'छ': 'chh', 'ज': 'j', 'झ': 'jh', 'ञ': 'n',
  'ट': 't', 'ठ': 'th', 'ड': 'd', 'ढ': 'dh', 'ण': 'n', 'त': 't', 'थ': 'th', 'द': 'd', 'ध': 'dh', 'न': 'n',
  'प': 'p', 'फ': 'ph', 'ब': 'b', 'भ': 'bh', 'म': 'm', 'य': 'y', 'र': 'r', 'ल': 'l', 'व': 'v', 'श': 'sh',
  'ष': 'sh', 'स': 's', 'ह': 'h', 'ळ': 'l', 'क़': 'q', 'ख़': 'kh', 'ग़': 'gh', 'ज़': 'z', 'ड़': 'd', 'ढ़': 'dh',
  'फ़': 'f', 'य़': 'y', 'ऩ': 'n', 'ऱ': 'r', 'ऴ': 'l',
}); // prettier-ignore

const VOWELS = nfcKeys({
  'अ': 'a', 'आ': 'a', 'इ': 'i', 'ई': 'i', 'उ': 'u', 'ऊ': 'u', 'ऋ': 'ri', 'ॠ': 'ri', 'ऌ': 'lri', 'ॡ': 'lri',
  'ए': 'e', 'ऐ': 'ai', 'ओ': 'o', 'औ': 'au', 'ऍ': 'e', 'ॲ': 'e', 'ऑ': 'o', 'ऎ': 'e', 'ऒ': 'o', 'ॐ': 'om',
  'ा': 'a', 'ि': 'i', 'ी': 'i', 'ु': 'u', 'ू': 'u', 'ृ': 'ri', 'ॄ': 'ri', 'ॢ': 'lri', 'ॣ': 'lri',
  'े': 'e', 'ै': 'ai', 'ो': 'o', 'ौ': 'au', 'ॅ': 'e', 'ॉ': 'o', 'ॆ': 'e', 'ॊ': 'o',
}); // prettier-ignore

/** Words devotees spell by convention rather than by sound (Hindi and Marathi). */
const CONVENTIONAL_SPELLINGS = nfcKeys({ जय: 'jai', माँ: 'maa', में: 'mein', दीन: 'deen' });

/** The honorific written as a word of its own before a name: श्रीरघुबीर Shri Raghubir. */
const SHRI = 'श्री';

/**
 * Parts of the compounds of devotional verse. Hindi and Marathi drop schwas within a word,
 * never across the parts of a compound (पवन|तनय pavantanay, not pavnatnay; दीन|दया|ला
 * deendayala), and our rule cannot see where a part ends, so these common parts are found
 * at the start and at the end of a word. A part ends only where a new letter begins (राम|चंद्र,
 * never रामा|यण). The names after श्री also tell the honorific from a word of its own
 * (श्री|राम Shri Ram, but श्रीपति shripati). Keep the list short and its parts long: a
 * short part splits words that merely start with it (त्रि, "three", starts only compounds).
 */
const COMPOUND_PARTS = [
  ...['राम', 'रघु', 'गुरु', 'गणेश', 'कृष्ण', 'शंकर'], // names honoured with श्री
  ...['दीन', 'दया', 'पवन', 'तनय', 'बीर', 'वीर', 'चन्द्र', 'चंद्र', 'वदन', 'बदन', 'मंगल', 'बली', 'रत्न'],
  ...['सुख', 'दुःख', 'दुख', 'त्रि'], // सुख|कर्ता sukhkarta, दुःख|हर्ता dukhharta, त्रि|भुवन tribhuvan
].map((part) => deva.units(part));
const NAMES_AFTER_SHRI = COMPOUND_PARTS.slice(0, 6);

/** ज्ञ as Hindi and Marathi say it (gyān, dnyān); Sanskrit keeps jñ, "jn". */
const JNA: Readonly<Record<DevanagariLanguage, string | null>> = { sa: null, hi: 'gy', mr: 'dny' };

/** One consonant with its vowel, or a vowel on its own. */
interface Syllable {
  consonant: string;
  /** The Devanagari vowel sign or letter, 'अ' for the inherent vowel, '' once dropped, null after a virama. */
  vowel: string | null;
  inherent: boolean;
  nasal: 'ं' | 'ँ' | null;
  visarga: boolean;
}

export interface SimpleRomanOptions {
  /** Hindi and Marathi drop most schwas (राम → Ram); Sanskrit keeps them (Rama). Default 'sa'. */
  language?: DevanagariLanguage;
}

/**
 * The text as devotees type it in Roman letters: no diacritics ("जय हनुमान ज्ञान गुन सागर"
 * → "Jai hanuman gyan gun sagar"), the Hindi and Marathi schwas dropped where they are not
 * said, a capital at the start of each line, after each danda and on श्री with the name it
 * honours (Shri Ram). Everything that is not Devanagari is kept as it is; Devanagari digits
 * become ASCII.
 */
export function simpleRoman(devanagari: string, { language = 'sa' }: SimpleRomanOptions = {}): string {
  return deva.runs(devanagari, (run, offset, text) => {
    const roman = run
      .replace(ABBREVIATION_ZERO, '')
      .split(/([\u0966-\u096F]+)/u)
      .map((part, i) =>
        i % 2 === 1 ? asciiDigits(part) : part && romanWord(part, wordLanguage(text, offset, language)),
      )
      .join('');
    const isName = run === SHRI || previousWord(text, offset) === SHRI;
    return startsSentence(text, offset) || isName ? capitalise(roman) : roman;
  });
}

/** A zero written on a word marks a refrain cut short (जय० for "jai dev jai dev"); it is not said. */
const ABBREVIATION_ZERO = /(?<=[\u0900-\u0963])०/gu;

const capitalise = (word: string) => word.charAt(0).toUpperCase() + word.slice(1);

/** The word just before, across spaces and punctuation, or '' at the start of the line. */
function previousWord(text: string, offset: number): string {
  const match = /([\p{L}\p{M}]+)[^\p{L}\p{M}\p{N}\n।॥]*$/u.exec(text.slice(Math.max(0, offset - 40), offset));
  return match?.[1] ?? '';
}

/**
 * Hindi verse quotes Sanskrit whole, and then says every vowel: a word written with a final
 * virama (विभूषणम् vibhushanam; Hindi writes none) and the word after नमः (नमः शिवाय namah shivaya).
 */
function wordLanguage(text: string, offset: number, language: DevanagariLanguage): DevanagariLanguage {
  if (language === 'sa') return language;
  const word = /^[\p{L}\p{M}]+/u.exec(text.slice(offset))?.[0] ?? '';
  return word.endsWith(deva.VIRAMA) || previousWord(text, offset) === 'नमः' ? 'sa' : language;
}

const asciiDigits = (digits: string) =>
  [...digits].map((digit) => String((digit.codePointAt(0) ?? 0x0966) - 0x0966)).join('');

/** Nothing but spaces and punctuation since the start of the line or the last danda. */
function startsSentence(text: string, offset: number): boolean {
  for (let i = offset - 1; i >= 0; i--) {
    const char = text[i] ?? '';
    if (char === '\n' || char === '।' || char === '॥') return true;
    if (/[\p{L}\p{N}\p{M}]/u.test(char)) return false;
  }
  return true;
}

function romanWord(word: string, language: DevanagariLanguage): string {
  const units = deva.units(word);
  const afterShri = units.slice(SHRI_UNITS.length);
  // The name may carry an ending (श्रीगणेशाय Shri Ganeshaya).
  if (startsWith(units, SHRI_UNITS) && NAMES_AFTER_SHRI.some((name) => startsWith(afterShri, name))) {
    return `${capitalise(romanWord(SHRI, language))} ${capitalise(romanWord(afterShri.join(''), language))}`;
  }
  const parts = compoundParts(units).map((part) => {
    const syllables = parseSyllables(part);
    if (language !== 'sa') dropSchwas(syllables, language);
    return { conventional: language === 'sa' ? undefined : CONVENTIONAL_SPELLINGS.get(part.join('')), syllables };
  });
  // Each part is spelled with its neighbours in the whole word (the nasal before the next part's consonant).
  const syllables = parts.flatMap((part) => part.syllables);
  let first = 0;
  return parts
    .map(({ conventional, syllables: own }) => {
      const spelled = conventional ?? own.map((_, i) => spell(syllables, first + i, language)).join('');
      first += own.length;
      return spelled;
    })
    .join('');
}

const SHRI_UNITS = deva.units(SHRI);

const startsWith = (units: string[], part: string[]) => part.every((unit, i) => units[i] === unit);

/** `part` begins the units and ends where a new letter begins (राम|चंद्र, never रामा|यण). */
const startsWithPart = (units: string[], part: string[]) =>
  startsWith(units, part) && isLetterStart(units, part.length);

const endsWithPart = (units: string[], part: string[]) =>
  startsWith(units.slice(units.length - part.length), part) && isLetterStart(units, units.length - part.length);

/** A consonant or a vowel begins at `index`, not joined to the letter before by a virama. */
const isLetterStart = (units: string[], index: number) =>
  index > 0 &&
  index < units.length &&
  (deva.isConsonant(units[index]) || deva.isVowel(units[index])) &&
  units[index - 1] !== deva.VIRAMA;

const PARTS_LONGEST_FIRST = [...COMPOUND_PARTS].sort((a, b) => b.length - a.length);

/**
 * The word cut into the known compound parts at its start and its end, with what is left
 * between. A lone consonant left over is an ending, not a part (दयाल dayal, not दया|ल "dayala").
 */
function compoundParts(units: string[]): string[][] {
  const leavesAPart = (part: string[]) => units.length - part.length > 1;
  const first = PARTS_LONGEST_FIRST.find((part) => startsWithPart(units, part) && leavesAPart(part));
  if (first) return [first, ...compoundParts(units.slice(first.length))];
  const last = PARTS_LONGEST_FIRST.find((part) => endsWithPart(units, part) && leavesAPart(part));
  if (last) return [...compoundParts(units.slice(0, units.length - last.length)), last];
  return [units];
}

function parseSyllables(units: string[]): Syllable[] {
  const syllables: Syllable[] = [];
  for (const unit of units) {
    const last = syllables[syllables.length - 1];
    if (deva.isConsonant(unit)) {
      syllables.push({ consonant: unit, vowel: 'अ', inherent: true, nasal: null, visarga: false });
    } else if (deva.isVowelSign(unit) && last?.inherent) {
      Object.assign(last, { vowel: unit, inherent: false });
    } else if (deva.isVowel(unit) || deva.isVowelSign(unit) || unit === 'ॐ') {
      syllables.push({ consonant: '', vowel: unit, inherent: false, nasal: null, visarga: false });
    } else if (unit === deva.VIRAMA && last?.consonant) {
      Object.assign(last, { vowel: null, inherent: false });
    } else if ((unit === 'ं' || unit === 'ँ') && last) {
      last.nasal = unit;
    } else if (unit === 'ः' && last) {
      last.visarga = true;
    }
    // The avagraha (शिवोऽहम् shivoham), accents and stray signs are not written.
  }
  return syllables;
}

const isSaid = (syllable: Syllable | undefined) => Boolean(syllable?.vowel);

/** Sonority rank: stops 1, sibilants and h 2, nasals 3, r l v 4 (Hindi व is nearly a v), y 5. */
function sonority(consonant: string): number {
  const letter = consonant[0] ?? '';
  if ('शषसह'.includes(letter)) return 2;
  if ('ङञणनमऩ'.includes(letter)) return 3;
  if ('रलळऱऴव'.includes(letter)) return 4;
  if (letter === 'य') return 5;
  return 1;
}

/**
 * Hindi and Marathi do not say the final schwa (राम Ram) unless it is the word's only
 * vowel (न na), follows a cluster that cannot end a syllable, one of rising sonority (मित्र
 * mitra, कृष्ण Krishna, विश्व vishva; but धर्म dharm, सर्व sarv, भक्त bhakt), or follows "iy" (प्रिय priya). A
 * medial schwa between a vowel and a consonant that has one (V C a C V) is not said either
 * (जगदीश Jagdish, कमला Kamla), working from the end of the word as Hindi does (समझना
 * samajhna), except before a final short i or u, which marks Sanskrit words and old verb
 * forms (सुमति sumati, गणपति Ganpati, हरहु harahu), and in Marathi before a final ā,
 * the ending Marathi verse puts on a whole word (गौरीकुमरा gaurikumara, सदना sadana).
 * It runs on each part of a compound (see COMPOUND_PARTS) on its own.
 */
function dropSchwas(syllables: Syllable[], language: 'hi' | 'mr'): void {
  const last = syllables.length - 1;
  const final = syllables[last];
  const beforeFinal = syllables[last - 1];
  if (
    final?.inherent &&
    !final.nasal &&
    !final.visarga &&
    syllables.filter(isSaid).length > 1 &&
    !(beforeFinal?.vowel === null && sonority(beforeFinal.consonant) < sonority(final.consonant)) &&
    !(final.consonant === 'य' && /^[िीइई]$/.test(beforeFinal?.vowel ?? ''))
  ) {
    final.vowel = '';
  }
  const keptBeforeFinal = language === 'mr' ? /^[िुा]$/ : /^[िु]$/;
  for (let i = last - 1; i >= 1; i--) {
    const syllable = syllables[i];
    const before = syllables[i - 1];
    const after = syllables[i + 1];
    if (!syllable?.inherent || syllable.nasal || syllable.visarga) continue;
    const openBefore = isSaid(before) && before?.nasal !== 'ं' && !before?.visarga;
    const consonantVowelAfter = after?.consonant !== '' && isSaid(after);
    const beforeFinalVowel = i + 1 === last && keptBeforeFinal.test(after?.vowel ?? '');
    if (openBefore && consonantVowelAfter && !beforeFinalVowel) syllable.vowel = '';
  }
}

function spell(syllables: Syllable[], index: number, language: DevanagariLanguage): string {
  const syllable = syllables[index] as Syllable;
  const before = syllables[index - 1];
  const after = syllables[index + 1];
  return (
    consonantLetters(syllable, before, after, language) +
    (isGlidedE(syllable, before) ? 'y' : '') +
    vowelLetters(syllables, index, language) +
    nasalLetter(syllable, after, language) +
    (syllable.visarga && !(language !== 'sa' && isAspirate(after)) ? 'h' : '')
  );
}

/** Hindi and Marathi do not say a visarga before an aspirate: दुःख dukh, दुःखहर्ता dukhharta. */
const isAspirate = (syllable: Syllable | undefined) => 'खघछझठढथधफभ'.includes(syllable?.consonant[0] || '-');

/**
 * ए or ऐ straight after a, i or their long forms is said, and written, with a y between (आए
 * aaye, दिए diye, भए bhaye), and a long a before it doubled so that "aaye" is not read "aye".
 */
const isGlidedE = (syllable: Syllable, before: Syllable | undefined) =>
  syllable.consonant === '' && ['ए', 'ऐ'].includes(syllable.vowel ?? '') && A_AND_I.includes(before?.vowel ?? '');
const A_AND_I = ['अ', 'आ', 'ा', 'इ', 'ि', 'ई', 'ी'];

function vowelLetters(syllables: Syllable[], index: number, language: DevanagariLanguage): string {
  const syllable = syllables[index] as Syllable;
  const { vowel } = syllable;
  if (!vowel) return '';
  // Marathi says ऋ ru (कृपा krupa), Hindi and Sanskrit ri.
  if (language === 'mr' && ['ऋ', 'ृ'].includes(vowel)) return 'ru';
  const after = syllables[index + 1];
  if (['आ', 'ा'].includes(vowel) && after && isGlidedE(after, syllable)) return 'aa';
  // A Hindi or Marathi word that is आ and a consonant is written aa, lest it read as English (आप aap, आस aas).
  if (vowel === 'आ' && index === 0 && language !== 'sa' && syllables.filter(isSaid).length === 1) return 'aa';
  return VOWELS.get(vowel) ?? 'a';
}

function consonantLetters(
  { consonant, vowel }: Syllable,
  before: Syllable | undefined,
  after: Syllable | undefined,
  language: DevanagariLanguage,
): string {
  const jna = JNA[language];
  if (jna !== null && consonant === 'ज' && vowel === null && after?.consonant === 'ञ') return '';
  if (jna !== null && consonant === 'ञ' && before?.consonant === 'ज' && before.vowel === null) return jna;
  // व after another consonant is said, and written, w: स्वामी swami, ईश्वर ishwar (but सर्व sarv).
  if (consonant === 'व' && before?.vowel === null && before.consonant !== 'र') return 'w';
  const letters = CONSONANTS.get(consonant) ?? '';
  // A doubled aspirate is written with one h: ठ्ठ in अठ्ठावीस atthavis, विठ्ठल Vitthal.
  return vowel === null && after?.consonant === consonant && isAspirate(after) ? letters.slice(0, -1) : letters;
}

/**
 * An anusvara is the nasal of the next consonant's row: m before p, ph, b, bh, m, n before
 * the other stops. Before y, r, l, v, the sibilants, h and at the end of a word Sanskrit says
 * m (saṃsāra samsara, shivam) and Hindi a nasal vowel, written n (sansar, main, hain).
 */
function nasalLetter({ nasal }: Syllable, after: Syllable | undefined, language: DevanagariLanguage): string {
  if (nasal === null) return '';
  // Marathi's old spelling puts an anusvara on final vowels that are no longer said (ओवाळूं ovalu).
  if (language === 'mr' && nasal === 'ं' && after === undefined) return '';
  if (nasal === 'ँ') return 'n';
  const row = deva.nasalBefore(after?.consonant);
  if (row) return row === 'म' ? 'm' : 'n';
  return language === 'sa' ? 'm' : 'n';
}
