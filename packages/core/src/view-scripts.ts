import type { DevanagariLanguage } from './simple-roman.js';

// The names and tags of the script views, apart from the converter (scripts.ts) so that a page
// can offer the views without loading the transliteration library.

/** The scripts a Devanagari Sanskrit, Hindi or Marathi text can be viewed in. */
export type ScriptId =
  'devanagari' | 'telugu' | 'kannada' | 'malayalam' | 'tamil' | 'bengali' | 'gujarati' | 'gurmukhi' | 'iast' | 'roman';

export interface ViewScript {
  id: ScriptId;
  /** English name. */
  label: string;
  /** The name written in the script itself. */
  nativeLabel: string;
  /** ISO 15924 code, the script subtag of the converted text's `lang` (see viewLang). */
  subtag: string;
  /**
   * True when every sound a Devanagari Sanskrit/Hindi/Marathi text distinguishes keeps its own
   * spelling, so that the view converts back to the same Devanagari. The exceptions: scripts
   * without an om sign write ॐ and ओं alike, and read both back as ॐ; the candra vowels of
   * loanwords (ऑफ़िस) are kept only by Gujarati and IAST (as ê, ô), which read Marathi's ॲ back as
   * Hindi's ऍ: Telugu, Kannada, Malayalam, Bengali, Gurmukhi and Tamil have no such letters, and
   * write them as ए, ओ. The eyelash ra typed र्‍ comes back as ऱ्, its other spelling (IAST keeps
   * both: r̆ and ṟ).
   */
  lossless: boolean;
}

export const SCRIPTS: Readonly<Record<ScriptId, ViewScript>> = {
  devanagari: { id: 'devanagari', label: 'Devanagari', nativeLabel: 'देवनागरी', subtag: 'Deva', lossless: true },
  // No nukta (few Telugu fonts have U+0C3C): Hindi ड़ ढ़ ज़ are written డ ఢ జ. Sanskrit converts back exactly.
  telugu: { id: 'telugu', label: 'Telugu', nativeLabel: 'తెలుగు', subtag: 'Telu', lossless: false },
  kannada: { id: 'kannada', label: 'Kannada', nativeLabel: 'ಕನ್ನಡ', subtag: 'Knda', lossless: true },
  // No nukta: ज़ फ़ ड़ ढ़ are written ज फ ड ढ. An anusvara before a stop is the stop's nasal and
  // a final म् is ം, as Malayalam prints them (സങ്കട, ഗംഗ, ശിവം): संकट and सङ्कट alike come back
  // as सङ्कट, गङ्गा and गंगा as गंगा, शिवम् as शिवं: exact only up to anusvara-vs-nasal spelling.
  malayalam: { id: 'malayalam', label: 'Malayalam', nativeLabel: 'മലയാളം', subtag: 'Mlym', lossless: false },
  // One letter for several: க for क ख ग घ (marked 2–4 in the superscript style), and so on.
  tamil: { id: 'tamil', label: 'Tamil', nativeLabel: 'தமிழ்', subtag: 'Taml', lossless: false },
  // ব is both ब and व; सुंदर is written সুন্দর and comes back as सुन्दर.
  bengali: { id: 'bengali', label: 'Bengali', nativeLabel: 'বাংলা', subtag: 'Beng', lossless: false },
  gujarati: { id: 'gujarati', label: 'Gujarati', nativeLabel: 'ગુજરાતી', subtag: 'Gujr', lossless: true },
  // ਸ਼ is both श and ष; ऋ is written ਰਿ; tippi before a nasal is both ंन and न्न (ਪ੍ਰਸੰਨ).
  gurmukhi: { id: 'gurmukhi', label: 'Gurmukhi', nativeLabel: 'ਗੁਰਮੁਖੀ', subtag: 'Guru', lossless: false },
  iast: { id: 'iast', label: 'IAST', nativeLabel: 'IAST', subtag: 'Latn', lossless: true },
  // Vowel length, retroflex and most Hindi schwas are not written.
  roman: { id: 'roman', label: 'Roman', nativeLabel: 'Roman', subtag: 'Latn', lossless: false },
};

export const SCRIPT_IDS = Object.keys(SCRIPTS) as ScriptId[];

const DEVANAGARI_LANGUAGES: readonly string[] = ['sa', 'hi', 'mr'];

/** Only Devanagari Sanskrit, Hindi and Marathi rows can be viewed in other scripts. */
export function canViewInScripts(languageCode: string): languageCode is DevanagariLanguage {
  return DEVANAGARI_LANGUAGES.includes(languageCode);
}

/**
 * The BCP-47 tag for a converted text: the language stays what it is (Sanskrit in Telugu
 * letters is still Sanskrit, so screen readers keep the language's voice and dictionary) and
 * the script subtag tells fonts and `:lang()` styles which letters to expect: 'sa-Telu',
 * 'hi-Latn'. Devanagari needs no subtag, being the default script of all three languages.
 */
export function viewLang(language: DevanagariLanguage, script: ScriptId): string {
  return script === 'devanagari' ? language : `${language}-${SCRIPTS[script].subtag}`;
}
