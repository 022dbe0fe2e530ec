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
const CONVENTIONAL_SPELLINGS = nfcKeys({ जय: 'jai', माँ: 'maa' });

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
 * said, a capital at the start of each line and after each danda. Everything that is not
 * Devanagari is kept as it is; Devanagari digits become ASCII.
 */
export function simpleRoman(devanagari: string, { language = 'sa' }: SimpleRomanOptions = {}): string {
  return deva.runs(devanagari, (run, offset, text) => {
    const roman = run
      .split(/([\u0966-\u096F]+)/u)
      .map((part, i) => (i % 2 === 1 ? asciiDigits(part) : part && romanWord(part, language)))
      .join('');
    return startsSentence(text, offset) ? roman.charAt(0).toUpperCase() + roman.slice(1) : roman;
  });
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
  const conventional = language === 'sa' ? undefined : CONVENTIONAL_SPELLINGS.get(word);
  if (conventional !== undefined) return conventional;
  const syllables = parseSyllables(deva.units(word));
  if (language !== 'sa') dropSchwas(syllables);
  return syllables.map((syllable, i) => spell(syllable, syllables[i - 1], syllables[i + 1], language)).join('');
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
 * forms (सुमति sumati, गणपति Ganpati, हरहु harahu). Compounds can still go wrong: the rule
 * does not know where one word of a compound ends (बजरंगबली gives "bajrangabli").
 */
function dropSchwas(syllables: Syllable[]): void {
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
  for (let i = last - 1; i >= 1; i--) {
    const syllable = syllables[i];
    const before = syllables[i - 1];
    const after = syllables[i + 1];
    if (!syllable?.inherent || syllable.nasal || syllable.visarga) continue;
    const openBefore = isSaid(before) && before?.nasal !== 'ं' && !before?.visarga;
    const consonantVowelAfter = after?.consonant !== '' && isSaid(after);
    const finalShortVowel = i + 1 === last && /^[िु]$/.test(after?.vowel ?? '');
    if (openBefore && consonantVowelAfter && !finalShortVowel) syllable.vowel = '';
  }
}

function spell(
  syllable: Syllable,
  before: Syllable | undefined,
  after: Syllable | undefined,
  language: DevanagariLanguage,
): string {
  return (
    consonantLetters(syllable, before, after, language) +
    (syllable.vowel ? (VOWELS.get(syllable.vowel) ?? 'a') : '') +
    nasalLetter(syllable, after, language) +
    (syllable.visarga ? 'h' : '')
  );
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
  return CONSONANTS.get(consonant) ?? '';
}

/**
 * An anusvara is the nasal of the next consonant's row: m before p, ph, b, bh, m, n before
 * the other stops. Before y, r, l, v, the sibilants, h and at the end of a word Sanskrit says
 * m (saṃsāra samsara, shivam) and Hindi a nasal vowel, written n (sansar, main, hain).
 */
function nasalLetter({ nasal }: Syllable, after: Syllable | undefined, language: DevanagariLanguage): string {
  if (nasal === null) return '';
  if (nasal === 'ँ') return 'n';
  const row = deva.nasalBefore(after?.consonant);
  if (row) return row === 'म' ? 'm' : 'n';
  return language === 'sa' ? 'm' : 'n';
}
