import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { convertScript } from './scripts.js';
import { SCRIPTS, SCRIPT_IDS, canViewInScripts, viewLang, type ScriptId } from './view-scripts.js';
import { simpleRoman, type DevanagariLanguage } from './simple-roman.js';

// Lines of real verses, typed by us with the expected text in every view script, each
// checked character by character (not produced by this code).
type TableRow = { verse: string; language: DevanagariLanguage; devanagari: string } & Record<
  Exclude<ScriptId, 'devanagari'>,
  string
>;
type LibraryText = { contents: { languageCode: string; content: string; isTransliteration?: boolean }[] };
const TABLE = JSON.parse(readFileSync(new URL('./scripts.test-table.json', import.meta.url), 'utf8')) as TableRow[];
/** Lines of real verses in one script each, for the spellings a script's own books use. */
type ScriptRow = {
  script: ScriptId;
  language: DevanagariLanguage;
  verse: string;
  devanagari: string;
  expected: string;
};
const INDIC_TABLE = JSON.parse(
  readFileSync(new URL('./scripts-indic.test-table.json', import.meta.url), 'utf8'),
) as ScriptRow[];

const VIEW_SCRIPTS = SCRIPT_IDS.filter((id): id is Exclude<ScriptId, 'devanagari'> => id !== 'devanagari');
type ReversibleScript = 'telugu' | 'kannada' | 'malayalam' | 'bengali' | 'gujarati' | 'gurmukhi';
const REVERSIBLE: readonly ReversibleScript[] = ['telugu', 'kannada', 'malayalam', 'bengali', 'gujarati', 'gurmukhi'];
const BRAHMIC_VIEWS = [...REVERSIBLE, 'tamil'] as const;

/** Devanagari letters in the output: a leak. Dandas and Vedic accents belong to every Indic script. */
const DEVANAGARI_LETTER = /\p{Script=Devanagari}/u;

/**
 * What a round trip through each script gives back: the Devanagari with the distinctions the
 * script does not make folded together (in this order). Everything else must come back exactly.
 */
type Folds = ReadonlyArray<readonly [string | RegExp, string]>;
/** Scripts without an om sign write ॐ as ఓం, which is also ओं. */
const NO_OM: Folds = [['ओं', 'ॐ']];
/** The candra vowels of English loanwords become the nearest vowel. */
const CANDRA: Folds = [['ऍ', 'ए'], ['ॲ', 'ए'], ['ऑ', 'ओ'], ['ॅ', 'े'], ['ॉ', 'ो']]; // prettier-ignore
/** Short e and o (for Dravidian words) where the script has only the long ones. */
const SHORT_EO: Folds = [['ऎ', 'ए'], ['ऒ', 'ओ'], ['ॆ', 'े'], ['ॊ', 'ो']]; // prettier-ignore
/** No nukta: ज़ ड़ are written as ज ड (ऱ ऴ have letters of their own). */
const NO_NUKTA: Folds = [
  ['\u093C', ''],
  ['ऩ', 'न'],
];
/** Malayalam views write ASCII digits, and read them back as Devanagari ones. */
const ASCII_DIGITS: Folds = [...'0123456789'].map(
  (digit) => [digit, String.fromCodePoint(0x0966 + Number(digit))] as const,
);
const NASAL_ROWS = [['कखगघङ', 'ङ'], ['चछजझञ', 'ञ'], ['टठडढण', 'ण'], ['तथदधन', 'न'], ['पफबभम', 'म']] as const; // prettier-ignore
/** An anusvara before a stop as the nasal of its row (संकट comes back as सङ्कट), except before the letters `kept`. */
const anusvaraAsNasal = (kept: string): Folds =>
  NASAL_ROWS.map(([row, nasal]) => {
    const letters = [...row].filter((letter) => !kept.includes(letter)).join('');
    return [new RegExp(`ं(?=[${letters}](?!\u093C))`, 'g'), `${nasal}्`] as const;
  });
/**
 * Malayalam writes ം for ङ् before ख ग घ, म् before फ ब भ (ഗംഗ, അംബ; not after a consonant:
 * ശാർങ്ഗ) and for a final म्, and the
 * row's nasal for an anusvara before the other stops: exact up to anusvara-vs-nasal spelling.
 */
const MALAYALAM_NASALS: Folds = [
  [/(?<!्)ङ्(?=[खगघ])/g, 'ं'],
  [/(?<!्)म्(?=[फबभ])/g, 'ं'],
  [/(?<!्)म्(?!\p{Script=Devanagari})/gu, 'ं'],
  ...anusvaraAsNasal('खगघफबभ'),
];
/**
 * Gurmukhi writes न्न after a short vowel as ੰਨ, like ंन there, and reads it back as न्न; and
 * addak before an aspirate (ਅੱਠ) is the doubling Devanagari writes as ट्ठ, also where a text wrote ठ्ठ.
 */
const GURMUKHI_DOUBLINGS: Folds = [
  [/(?<=[अइक-ह]|\u093C|\u093F|\u0941|\u0942)ं([ङञणनम])/g, '$1्$1'],
  ...['कख', 'गघ', 'चछ', 'जझ', 'टठ', 'डढ', 'तथ', 'दध', 'पफ', 'बभ'].map(
    ([plain = '', aspirate = '']) => [`${aspirate}्${aspirate}`, `${plain}्${aspirate}`] as const,
  ),
];
const ROUND_TRIP_FOLDS: Readonly<Record<ReversibleScript, Folds>> = {
  telugu: [...NO_OM, ...CANDRA, ...NO_NUKTA],
  kannada: [...NO_OM, ...CANDRA],
  malayalam: [...NO_OM, ...CANDRA, ...NO_NUKTA, ...MALAYALAM_NASALS, ...ASCII_DIGITS],
  // Before ব (both ब and व): the anusvara before व stays (সংবত).
  bengali: [...anusvaraAsNasal('कखगघङ'), ...CANDRA, ...SHORT_EO, ['व', 'ब'], ['\u092F\u093C', 'य'], ['ओँ', 'ॐ']],
  gujarati: [...SHORT_EO, ['ॲ', 'ऍ']],
  gurmukhi: [
    ...CANDRA,
    ...SHORT_EO,
    ['ष', 'श'], ['ँ', 'ं'], ['ृ', '्रि'], ['ॄ', '्री'], ['ॢ', '्ल्रि'], ['ॣ', '्ल्री'],
    ['ऋ', 'रि'], ['ॠ', 'री'], ['ऌ', 'ल्रि'], ['ॡ', 'ल्री'], ['ॐ', 'ओं'], ...GURMUKHI_DOUBLINGS,
  ], // prettier-ignore
};
/** The eyelash ra typed with a joiner comes back as ऱ्, its other spelling, which the scripts have. */
const fold = (text: string, script: ReversibleScript) =>
  ROUND_TRIP_FOLDS[script].reduce((folded, [from, to]) => folded.replaceAll(from, to), text.replaceAll('र्\u200D', 'ऱ्'));
/**
 * What a round trip through IAST gives back: ओं standing alone is written oṃ like ॐ, and
 * Marathi's candra a ê like Hindi's candra e.
 */
const iastFold = (text: string) => text.replace(/(^|[^\u0900-\u0963])ओं/g, '$1ॐ').replaceAll('ॲ', 'ऍ');

const toScript = (text: string, to: ScriptId, language: DevanagariLanguage = 'sa') =>
  convertScript(text, { from: 'devanagari', to, language });
const roundTrip = (text: string, script: ReversibleScript) =>
  convertScript(toScript(text, script), { from: script, to: 'devanagari' });
const iastRoundTrip = (text: string) => convertScript(toScript(text, 'iast'), { from: 'iast', to: 'devanagari' });

/** Every letter and sign Sanskrit, Hindi and Marathi texts use, with the rarer ones loanwords bring. */
const ALL_LETTERS = [
  'अ आ इ ई उ ऊ ऋ ॠ ऌ ॡ ए ऐ ओ औ ऍ ऑ ॲ ऎ ऒ',
  'क का कि की कु कू कृ कॄ कॢ कॣ के कै को कौ कॅ कॉ कॆ कॊ कं कँ कः क्',
  'ख ग घ ङ च छ ज झ ञ ट ठ ड ढ ण त थ द ध न प फ ब भ म य र ल ळ व श ष स ह',
  'क़ ख़ ग़ ज़ ड़ ढ़ फ़ य़ ऱ ऴ ऩ क्ष ज्ञ श्र त्र ऱ्य र्\u200Dय',
  'कइ कउ अइ अउ कईं कऊ कोइ कोउ',
  'ॐ ऽ ऽऽ ०१२३४५६७८९ । ॥',
].join('\n');

describe('the conversion table', () => {
  it('has at least 150 hand-checked conversions', () => {
    expect(TABLE.length * VIEW_SCRIPTS.length).toBeGreaterThanOrEqual(150);
  });

  describe.each(VIEW_SCRIPTS)('%s', (script) => {
    it.each(TABLE.map((row) => [row.devanagari, row] as const))('%s', (_, row) => {
      expect(toScript(row.devanagari, script, row.language)).toBe(row[script].normalize('NFC'));
    });
  });

  it.each(TABLE.map((row) => [row.iast, row.devanagari] as const))(
    'IAST %s reads back as Devanagari',
    (iast, devanagari) => {
      expect(convertScript(iast, { from: 'iast', to: 'devanagari' })).toBe(devanagari);
    },
  );
});

describe('each script as its own books write it', () => {
  it('has at least 120 hand-checked lines', () => {
    expect(INDIC_TABLE.length).toBeGreaterThanOrEqual(120);
  });

  it.each(INDIC_TABLE.map((row) => [row.script, row.devanagari, row] as const))('%s: %s', (script, _, row) => {
    expect(toScript(row.devanagari, script, row.language)).toBe(row.expected.normalize('NFC'));
  });

  it('reads each script’s own spellings back as Devanagari', () => {
    const back = (text: string, from: ReversibleScript) => convertScript(text, { from, to: 'devanagari' });
    expect(back('സങ്കട സുന്ദര ഗംഗ അംബ ശിവം ॥ 13 ॥', 'malayalam')).toBe('सङ्कट सुन्दर गंग अंब शिवं ॥ १३ ॥');
    expect(back('সংকট সুন্দর কণ্ঠ', 'bengali')).toBe('संकट सुन्दर कण्ठ');
    expect(back('ਬੁੱਧਿ ਦੱਤ ਅੱਛਾ ਪੱਕਾ ਚੜ੍ਹੇ ਪ੍ਰਸੰਨ ਕੰਮ ਸੰਕਟ', 'gurmukhi')).toBe('बुद्धि दत्त अच्छा पक्का चढ़े प्रसन्न कम्म संकट');
    // Bindi before a nasal is a nasal vowel, not a doubling.
    expect(toScript('मैंने उन्होंने', 'gurmukhi', 'hi')).toBe('ਮੈਂਨੇ ਉਨ੍ਹੋਂਨੇ');
    expect(back('ਮੈਂਨੇ ਉਨ੍ਹੋਂਨੇ', 'gurmukhi')).toBe('मैंने उन्होंने');
    expect(back('జ఼రా పఢై', 'telugu')).toBe('ज़रा पढै');
  });

  it('comes back from Malayalam exact up to anusvara-vs-nasal spelling, which Devanagari texts vary in', () => {
    const lines = ['संकट', 'सङ्कट', 'गंगा', 'गङ्गा', 'शिवम्', 'शिवं', 'संसार', 'सम्यक्', 'शार्ङ्ग'];
    expect(lines.map((line) => roundTrip(line, 'malayalam'))).toEqual([
      'सङ्कट',
      'सङ्कट',
      'गंगा',
      'गंगा',
      'शिवं',
      'शिवं',
      'संसार',
      'सम्यक्',
      'शार्ङ्ग',
    ]);
  });
});

/**
 * Lines where IAST needs more than Sanskrit's letters: a vowel said apart from a short a (पठायउ
 * paṭhāyaü, not paṭhāyau, which is पठायौ), the candra vowels of loanwords (डॉक्टर ḍôkṭara) and
 * Marathi's eyelash ra in both its spellings; real verses and Hindi and Marathi words, with their
 * spelling in the Brahmic scripts that can hold the loanword vowels and the eyelash ra.
 */
type IastTableRow = { verse: string; language: DevanagariLanguage; devanagari: string; iast: string } & Partial<
  Record<ReversibleScript, string>
>;
const IAST_TABLE = JSON.parse(
  readFileSync(new URL('./scripts-iast.test-table.json', import.meta.url), 'utf8'),
) as IastTableRow[];

describe('IAST beyond Sanskrit’s letters', () => {
  it('has at least 30 hand-checked lines', () => {
    expect(IAST_TABLE.length).toBeGreaterThanOrEqual(30);
  });

  it.each(IAST_TABLE.map((row) => [row.devanagari, row] as const))('%s', (_, row) => {
    expect(toScript(row.devanagari, 'iast', row.language)).toBe(row.iast.normalize('NFC'));
    expect(convertScript(row.iast, { from: 'iast', to: 'devanagari' })).toBe(row.devanagari);
    for (const script of REVERSIBLE) {
      const expected = row[script];
      if (expected === undefined) continue;
      expect(toScript(row.devanagari, script, row.language), script).toBe(expected);
      expect(convertScript(expected, { from: script, to: 'devanagari' }), script).toBe(fold(row.devanagari, script));
    }
  });

  it('reads the diaeresis composed or as a combining mark', () => {
    expect(
      convertScript('paṭhāyau paṭhāyaü paṭhāyau\u0308 aïsana ai\u0308sana', { from: 'iast', to: 'devanagari' }),
    ).toBe('पठायौ पठायउ पठायउ अइसन अइसन');
  });
});

describe('round trips', () => {
  describe.each(REVERSIBLE)('Devanagari → %s → Devanagari', (script) => {
    it.each([...TABLE, ...INDIC_TABLE].map((row) => row.devanagari))('%s', (line) => {
      expect(roundTrip(line, script)).toBe(fold(line, script));
    });

    it('keeps every letter apart that the script can keep apart', () => {
      expect(roundTrip(ALL_LETTERS, script)).toBe(fold(ALL_LETTERS, script));
    });
  });

  it('Devanagari → IAST → Devanagari keeps every letter apart but ॲ and ऍ', () => {
    // IAST's avagraha is an apostrophe, read as one between letters only.
    const letters = ALL_LETTERS.replace('ऽ ऽऽ', 'सोऽहम् शिवोऽऽहम्');
    expect(iastRoundTrip(letters)).toBe(iastFold(letters));
  });

  const CORPUS = join(process.env.BHAKTI_CORPUS_DIR ?? '', 'texts.json');
  const STARTER_LIBRARY = fileURLToPath(new URL('../../db/starter/library.json', import.meta.url));
  /** The Devanagari rows of a library file: the starter library ({ texts }) or the corpus (a list of texts). */
  const devanagariRows = (path: string) => {
    if (!existsSync(path)) return [];
    const library = JSON.parse(readFileSync(path, 'utf8')) as LibraryText[] | { texts: LibraryText[] };
    return (Array.isArray(library) ? library : library.texts)
      .flatMap((text) => text.contents)
      .filter((row) => canViewInScripts(row.languageCode) && !row.isTransliteration);
  };
  const LIBRARIES = [
    { name: 'the starter library', path: STARTER_LIBRARY, rows: devanagariRows(STARTER_LIBRARY), minLines: 300 },
    { name: 'the corpus', path: CORPUS, rows: devanagariRows(CORPUS), minLines: 1000 },
  ];

  describe.each(LIBRARIES)('over every sa/hi/mr row of $name', ({ path, rows, minLines }) => {
    const lines = rows.flatMap((row) => row.content.normalize('NFC').split('\n'));
    const skipped = rows.length === 0;
    const unless = `(skipped without ${path}: set BHAKTI_CORPUS_DIR to the corpus directory)`;

    it.skipIf(skipped)(`converts every line back from IAST exactly ${skipped ? unless : ''}`, () => {
      expect(lines.length).toBeGreaterThan(minLines);
      expect(lines.filter((line) => iastRoundTrip(line) !== iastFold(line))).toEqual([]);
    });

    it.skipIf(skipped)(`converts every line back from the Brahmic scripts ${skipped ? unless : ''}`, () => {
      for (const script of REVERSIBLE) {
        const failures = lines.filter((line) => roundTrip(line, script) !== fold(line, script));
        expect(failures, script).toEqual([]);
      }
    });

    it.skipIf(skipped)(`gives back every line exactly from the views that say so ${skipped ? unless : ''}`, () => {
      // ओं comes back as ॐ from scripts without an om sign, the one exception.
      for (const script of REVERSIBLE.filter((id) => SCRIPTS[id].lossless)) {
        const failures = lines.filter((line) => ![line, line.replaceAll('ओं', 'ॐ')].includes(roundTrip(line, script)));
        expect(failures, script).toEqual([]);
      }
    });

    it.skipIf(skipped)(`leaves no Devanagari letter in any other script ${skipped ? unless : ''}`, () => {
      for (const script of BRAHMIC_VIEWS) {
        const leaks = rows.filter((row) => DEVANAGARI_LETTER.test(toScript(row.content, script)));
        expect(leaks, script).toEqual([]);
      }
    });
  });
});

describe('fixes for the library’s defects', () => {
  it('reads a nukta the same whether it comes composed, decomposed or NFC-split', () => {
    for (const script of VIEW_SCRIPTS) {
      const precomposed = toScript('\u095C\u095D\u095B\u095E', script, 'hi');
      expect(toScript('ड\u093Cढ\u093Cज\u093Cफ\u093C', script, 'hi')).toBe(precomposed);
      expect(precomposed).not.toMatch(/[\u093C\u0958-\u095F]/);
    }
    expect(toScript('पढ़ै', 'iast')).toBe('par̤hai');
    expect(toScript('ज़रा', 'bengali')).toBe('জ়রা');
    expect(toScript('पढ़ै', 'gurmukhi')).toBe('ਪੜ੍ਹੈ');
    expect(toScript('बड़ाई', 'gurmukhi')).toBe('ਬੜਾਈ');
  });

  it('writes य after a vowel as য় in Bengali, and য at the start of a word or in a conjunct', () => {
    expect(toScript('जय', 'bengali')).toBe('জয়');
    expect(toScript('नारायणाय', 'bengali')).toBe('নারায়ণায়');
    expect(toScript('यमुना', 'bengali')).toBe('যমুনা');
    expect(toScript('कार्य सत्य', 'bengali')).toBe('কার্য সত্য');
    expect(toScript('संयम', 'bengali')).toBe('সংযম');
    expect(toScript('शय्या', 'bengali')).toBe('শয্যা');
  });

  it('writes a final or unjoined त् as ৎ in Bengali', () => {
    expect(toScript('जगत् उत्सव सत्कार', 'bengali')).toBe('জগৎ উৎসব সৎকার');
    expect(toScript('आत्मा पत्नी', 'bengali')).toBe('আত্মা পত্নী');
  });

  it('leaves no Devanagari letter in any other script', () => {
    for (const script of BRAHMIC_VIEWS) {
      expect(toScript(ALL_LETTERS, script), script).not.toMatch(DEVANAGARI_LETTER);
      expect(convertScript(ALL_LETTERS, { from: 'devanagari', to: 'tamil', tamil: 'grantha' })).not.toMatch(
        DEVANAGARI_LETTER,
      );
    }
    for (const script of ['iast', 'roman'] as const) {
      expect(toScript(ALL_LETTERS, script)).not.toMatch(DEVANAGARI_LETTER);
    }
  });

  it('writes ष, ऋ and ॐ the way Punjabi does, never as ੴ', () => {
    expect(toScript('विष्णु कृष्ण ऋषि', 'gurmukhi')).toBe('ਵਿਸ਼੍ਣੁ ਕ੍ਰਿਸ਼੍ਣ ਰਿਸ਼ਿ');
    expect(toScript('ॐ', 'gurmukhi')).toBe('ਓਂ');
    expect(toScript(ALL_LETTERS, 'gurmukhi')).not.toContain('ੴ');
  });

  it('puts tippi after a short vowel and bindi after a long one in Gurmukhi', () => {
    expect(toScript('संकट सिंह कुंज मूँह मैं हैं', 'gurmukhi', 'hi')).toBe('ਸੰਕਟ ਸਿੰਹ ਕੁੰਜ ਮੂੰਹ ਮੈਂ ਹੈਂ');
  });

  it('marks Tamil’s missing consonants after the whole letter, or uses Grantha, or neither', () => {
    expect(toScript('गोविन्द', 'tamil')).toBe('கோ³விந்த³');
    expect(toScript('ग्रह ब्रह्म', 'tamil')).toBe('க்³ரஹ ப்³ரஹ்ம');
    const tamil = (text: string, style: 'plain' | 'grantha', language: DevanagariLanguage = 'sa') =>
      convertScript(text, { from: 'devanagari', to: 'tamil', tamil: style, language });
    expect(tamil('गोविन्द', 'plain')).toBe('கோவிந்த');
    expect(tamil('जय हनुमान ज्ञान गुन सागर ।', 'plain', 'hi')).toBe('ஜய ஹனுமான ஜ்ஞான குன ஸாகர ।');
    expect(tamil('भक्त जनों के संकट', 'plain', 'hi')).toBe('பக்த ஜனோன் கே ஸங்கட');
    expect(tamil('ॐ नमः शिवाय', 'grantha')).toBe('ௐ நமஃ ஶிவாய');
    expect(tamil('भर्गो देवस्य धीमहि', 'grantha')).toBe(
      '\u{1132D}\u{11330}\u{1134D}\u{11317}\u{1134B} \u{11326}\u{11347}வஸ்ய \u{11327}\u{11340}மஹி',
    );
    expect(tamil('कृष्ण', 'grantha')).toBe('\u{11315}\u{11343}ஷ்ண');
  });

  it('says a Tamil anusvara as the nasal of the next consonant', () => {
    expect(toScript('शंकर संसार अंबा पंडित', 'tamil')).toBe('ஶங்கர ஸம்ஸார அம்பா³ பண்டி³த');
    expect(toScript('संसार मैं', 'tamil', 'hi')).toBe('ஸன்ஸார மைன்');
    expect(toScript('हँस', 'tamil', 'hi')).toBe('ஹன்ஸ');
  });

  it('keeps the avagraha as the script’s own sign, or an apostrophe where there is none', () => {
    const avagraha: Partial<Record<ScriptId, string>> = {
      telugu: 'ఽ',
      kannada: 'ಽ',
      malayalam: 'ഽ',
      bengali: 'ঽ',
      gujarati: 'ઽ',
      tamil: 'ʼ',
      gurmukhi: 'ʼ',
      iast: "'",
    };
    for (const [script, sign] of Object.entries(avagraha)) {
      expect(toScript('सोऽहम्', script as ScriptId)).toContain(sign);
    }
    expect(simpleRoman('सोऽहम्')).toBe('Soham');
    expect(convertScript("so'ham so’ham", { from: 'iast', to: 'devanagari' })).toBe('सोऽहम् सोऽहम्');
  });

  it('keeps dandas as dandas in every script', () => {
    for (const script of VIEW_SCRIPTS) {
      const converted = toScript('राम । राम ॥ १ ॥\nराम।। २', script);
      expect(converted, script).not.toContain('|');
      expect(converted.match(/[।॥]/g), script).toEqual(['।', '॥', '॥', '।', '।']);
    }
    expect(convertScript('rāma | rāma || 1 ||', { from: 'iast', to: 'devanagari' })).toBe('राम । राम ॥ १ ॥');
  });

  it('writes candrabindu as the script’s sign, ISO 15919’s m̐, or a nasal; never ~ or .N', () => {
    expect(toScript('हँस मुँह', 'iast')).toBe('ham̐sa mum̐ha');
    expect(toScript('हँस मुँह', 'telugu')).toBe('హఁస ముఁహ');
    expect(toScript('हँस मुँह', 'bengali')).toBe('হঁস মুঁহ');
    expect(simpleRoman('हँस मुँह', { language: 'hi' })).toBe('Hans munh');
    for (const script of VIEW_SCRIPTS) expect(toScript(ALL_LETTERS, script)).not.toMatch(/~|\.N/);
    expect(convertScript('ham̐sa', { from: 'iast', to: 'devanagari' })).toBe('हँस');
  });

  it('writes Malayalam chillu letters for a final consonant, and reads them back', () => {
    const cases: ReadonlyArray<readonly [string, string]> = [
      ['भगवान्', 'ഭഗവാൻ'],
      ['गुण्', 'ഗുൺ'],
      ['बाल्', 'ബാൽ'],
      ['धर्म', 'ധർമ'],
      ['सूर्य', 'സൂര്യ'],
      ['वन्दे', 'വന്ദേ'],
      ['गौरी', 'ഗൗരീ'],
    ];
    for (const [devanagari, malayalam] of cases) {
      expect(toScript(devanagari, 'malayalam')).toBe(malayalam);
      expect(convertScript(malayalam, { from: 'malayalam', to: 'devanagari' })).toBe(devanagari);
    }
    expect(convertScript('ഗൌരീ', { from: 'malayalam', to: 'devanagari' })).toBe('गौरी');
  });

  it('maps anusvara and visarga to each script’s own signs', () => {
    const signs: Partial<Record<ScriptId, string>> = {
      telugu: 'ంః',
      kannada: 'ಂಃ',
      malayalam: 'ംഃ',
      bengali: 'ংঃ',
      gujarati: 'ંઃ',
      gurmukhi: 'ੰਃ',
      iast: 'ṃḥ',
    };
    for (const [script, [anusvara, visarga]] of Object.entries(signs).map(([id, s]) => [id, [...s]] as const)) {
      const converted = toScript('अं अः', script as ScriptId);
      expect(converted).toContain(anusvara);
      expect(converted).toContain(visarga);
    }
    expect(convertScript('oṁ namaḥ', { from: 'iast', to: 'devanagari' })).toBe('ॐ नमः');
    expect(convertScript('janoṃ ko', { from: 'iast', to: 'devanagari' })).toBe('जनों को');
  });

  it('drops zero-width joiners, which only steer how Devanagari draws a conjunct', () => {
    for (const script of VIEW_SCRIPTS) {
      const plain = toScript('क्ष त्य र्य', script);
      expect(toScript('क्\u200Dष त्\u200Dय र्\u200Cय', script)).toBe(plain);
      expect(toScript('क्\u200Cष त्\u200Cय र्य', script)).toBe(plain);
      expect(plain).not.toMatch(/[\u200C\u200D]/);
    }
  });

  it('keeps the eyelash ra typed with a joiner (र्‍), a letter of its own, as ऱ् or IAST’s r̆', () => {
    for (const script of BRAHMIC_VIEWS) {
      expect(toScript('तर्\u200Dहा', script), script).toBe(toScript('तऱ्हा', script));
      expect(toScript('तर्\u200Dहा', script), script).not.toBe(toScript('तर्हा', script));
    }
    expect(toScript('तर्\u200Dहा तऱ्हा', 'iast')).toBe('tar̆hā taṟhā');
    expect(convertScript('tar̆hā taṟhā', { from: 'iast', to: 'devanagari' })).toBe('तर्\u200Dहा तऱ्हा');
  });
});

describe('what the conversion leaves alone', () => {
  const TEXT = 'Chalisa (2 parts) #1:\nजय हनुमान ।\n\n  राम, "सीता" - 108 ॥\n';

  it('keeps newlines, blank lines, spacing, punctuation, ASCII digits and Latin words', () => {
    expect(toScript(TEXT, 'telugu')).toBe('Chalisa (2 parts) #1:\nజయ హనుమాన ।\n\n  రామ, "సీతా" - 108 ॥\n');
    expect(toScript(TEXT, 'roman', 'hi')).toBe('Chalisa (2 parts) #1:\nJai hanuman ।\n\n  Ram, "sita" - 108 ॥\n');
    for (const script of VIEW_SCRIPTS) expect(toScript(TEXT, script).split('\n').length).toBe(5);
  });

  it('returns the text unchanged (in NFC) when the scripts are the same', () => {
    expect(convertScript('ड\u093C', { from: 'devanagari', to: 'devanagari' })).toBe('ड\u093C');
    expect(convertScript('\u095C', { from: 'devanagari', to: 'devanagari' })).toBe('ड\u093C');
  });

  it('converts from IAST and from the other Brahmic scripts through Devanagari', () => {
    expect(convertScript('oṃ namaḥ śivāya', { from: 'iast', to: 'telugu' })).toBe('ఓం నమః శివాయ');
    expect(convertScript('ಓಂ ನಮಃ ಶಿವಾಯ', { from: 'kannada', to: 'roman' })).toBe('Om namah shivaya');
  });
});

describe('simple Roman', () => {
  it.each([
    ['हनुमान', 'Hanuman'],
    ['चालीसा', 'Chalisa'],
    ['जगदीश', 'Jagdish'],
    ['कमला', 'Kamla'],
    ['राम', 'Ram'],
    ['मित्र', 'Mitra'],
    ['धर्म', 'Dharm'],
    ['भक्त', 'Bhakt'],
    ['प्रिय', 'Priya'],
    ['न', 'Na'],
    ['समझना', 'Samajhna'],
    ['गणपति', 'Ganpati'],
    ['रघुपति', 'Raghupati'],
    ['कुमति', 'Kumati'],
    ['हरहु', 'Harahu'],
    ['पवनसुत', 'Pavansut'],
    ['अंजनिपुत्र', 'Anjaniputra'],
    ['मंगलकारी', 'Mangalkari'],
    ['संकटमोचन', 'Sankatmochan'],
    ['स्वामी', 'Swami'],
    ['ईश्वर', 'Ishwar'],
    ['सर्व', 'Sarv'],
    ['विश्व', 'Vishwa'],
    ['मैं हूँ', 'Main hun'],
    ['अंबे', 'Ambe'],
    ['माँ', 'Maa'],
    ['पढ़ै बड़ाई', 'Padhai badai'],
    ['ज़रा सफ़ेद', 'Zara safed'],
  ])('Hindi %s → %s', (devanagari, roman) => {
    expect(simpleRoman(devanagari, { language: 'hi' })).toBe(roman);
  });

  it.each([
    ['ज्ञानेश्वर', 'Dnyaneshwar'],
    ['सुखकर्ता दुःखहर्ता', 'Sukhkarta dukhharta'],
  ])('Marathi %s → %s', (devanagari, roman) => {
    expect(simpleRoman(devanagari, { language: 'mr' })).toBe(roman);
  });

  it.each([
    ['ॐ नमः शिवाय', 'Om namah shivaya'],
    ['ॐ गं गणपतये नमः', 'Om gam ganapataye namah'],
    ['राम', 'Rama'],
    ['ज्ञानम्', 'Jnanam'],
    ['संसार', 'Samsara'],
  ])('Sanskrit %s → %s', (devanagari, roman) => {
    expect(simpleRoman(devanagari)).toBe(roman);
  });

  it('capitalises the start of each line and what follows a danda (and श्री with its name)', () => {
    expect(simpleRoman('ॐ भूर्भुवः स्वः । तत्सवितुर्वरेण्यं\nभर्गो देवस्य', { language: 'sa' })).toBe(
      'Om bhurbhuvah swah । Tatsaviturvarenyam\nBhargo devasya',
    );
    expect(simpleRoman('Shri राम', { language: 'hi' })).toBe('Shri ram');
  });
});

describe('the view scripts', () => {
  it('lists each script once with its names and its ISO 15924 subtag', () => {
    expect(SCRIPT_IDS).toEqual([
      'devanagari',
      'telugu',
      'kannada',
      'malayalam',
      'tamil',
      'bengali',
      'gujarati',
      'gurmukhi',
      'iast',
      'roman',
    ]);
    for (const id of SCRIPT_IDS) {
      expect(SCRIPTS[id].id).toBe(id);
      expect(SCRIPTS[id].subtag).toMatch(/^[A-Z][a-z]{3}$/);
    }
    expect(SCRIPTS.telugu.nativeLabel).toBe('తెలుగు');
  });

  it('says which views convert back exactly', () => {
    expect(SCRIPT_IDS.filter((id) => SCRIPTS[id].lossless)).toEqual(['devanagari', 'kannada', 'gujarati', 'iast']);
  });

  it('tags converted text with the language and the script', () => {
    expect(viewLang('sa', 'telugu')).toBe('sa-Telu');
    expect(viewLang('hi', 'roman')).toBe('hi-Latn');
    expect(viewLang('mr', 'iast')).toBe('mr-Latn');
    expect(viewLang('hi', 'devanagari')).toBe('hi');
  });

  it('offers other scripts for Devanagari rows only', () => {
    expect(['sa', 'hi', 'mr', 'en', 'ta', 'bn', 'xx'].map(canViewInScripts)).toEqual([
      true,
      true,
      true,
      false,
      false,
      false,
      false,
    ]);
  });
});
