import { describe, expect, it } from 'vitest';
import type { LanguageCode } from '@bhakti/core';
import { coreScriptConverter } from './core-script-converter.js';
import type { AiError } from './errors.js';
import type { AiRequest } from './request.js';
import { fakeScriptConverter } from './testing/fake-script-converter.js';
import { transliterate, transliterationProblem, type ScriptConverter } from './transliterate.js';

const request = (overrides: Partial<AiRequest>): AiRequest => ({
  operation: 'generate',
  model: 'transliterate',
  sourceLanguage: 'sa',
  targetLanguage: 'te',
  title: 'Gayatri Mantra',
  description: null,
  content: 'ॐ भूर्भुवः स्वः ।\n\nधियो यो नः प्रचोदयात् ॥',
  ...overrides,
});

describe('the offline transliterate provider', () => {
  it('writes a Devanagari source (Sanskrit, Hindi, Marathi) in another script through the injected converter', () => {
    const calls: string[] = [];
    const convert: ScriptConverter = (text, conversion) => {
      calls.push(`${conversion.language}: ${conversion.from}→${conversion.to}`);
      return fakeScriptConverter(text, conversion);
    };
    expect(transliterate(request({}), convert)).toBe(
      fakeScriptConverter(request({}).content, { from: 'devanagari', to: 'telugu', language: 'sa' }),
    );
    transliterate(request({ sourceLanguage: 'hi', targetLanguage: 'kn' }), convert);
    transliterate(request({ sourceLanguage: 'mr', targetLanguage: 'en' }), convert);
    transliterate(request({ sourceLanguage: 'te', targetLanguage: 'sa', content: 'ఓం నమః శివాయ' }), convert);
    expect(calls).toEqual([
      'sa: devanagari→telugu',
      'hi: devanagari→kannada',
      'mr: devanagari→latin',
      'sa: telugu→devanagari',
    ]);
  });

  // Real verses as typed in each script (by us, not by the converter), and their Devanagari.
  const FROM_OTHER_SCRIPTS: ReadonlyArray<readonly [LanguageCode, LanguageCode, string, string]> = [
    ['te', 'sa', 'ఓం త్ర్యమ్బకం యజామహే\nసుగన్ధిం పుష్టివర్ధనమ్ ।', 'ॐ त्र्यम्बकं यजामहे\nसुगन्धिं पुष्टिवर्धनम् ।'],
    [
      'kn',
      'sa',
      'ಓಂ ಭೂರ್ಭುವಃ ಸ್ವಃ\nತತ್ಸವಿತುರ್ವರೇಣ್ಯಂ\nಭರ್ಗೋ ದೇವಸ್ಯ ಧೀಮಹಿ\nಧಿಯೋ ಯೋ ನಃ ಪ್ರಚೋದಯಾತ್ ॥',
      'ॐ भूर्भुवः स्वः\nतत्सवितुर्वरेण्यं\nभर्गो देवस्य धीमहि\nधियो यो नः प्रचोदयात् ॥',
    ],
    [
      'gu',
      'sa',
      'વક્રતુણ્ડ મહાકાય સૂર્યકોટિ સમપ્રભ ।\nનિર્વિઘ્નં કુરુ મે દેવ સર્વકાર્યેષુ સર્વદા ॥',
      'वक्रतुण्ड महाकाय सूर्यकोटि समप्रभ ।\nनिर्विघ्नं कुरु मे देव सर्वकार्येषु सर्वदा ॥',
    ],
    ['ml', 'sa', 'കർപൂരഗൗരം കരുണാവതാരം\nസംസാരസാരം ഭുജഗേന്ദ്രഹാരം ।', 'कर्पूरगौरं करुणावतारं\nसंसारसारं भुजगेन्द्रहारं ।'],
    // Bengali has one letter, ব, for ब and व; it is read as ब, so this verse has no व.
    ['bn', 'hi', 'জয় হনুমান জ্ঞান গুন সাগর ।\nরাম দূত অতুলিত বল ধামা ।', 'जय हनुमान ज्ञान गुन सागर ।\nराम दूत अतुलित बल धामा ।'],
    ['en', 'sa', 'śāntākāraṃ bhujagaśayanaṃ padmanābhaṃ sureśaṃ', 'शान्ताकारं भुजगशयनं पद्मनाभं सुरेशं'],
    ['en', 'hi', 'turata ṣaḍānana āpa paṭhāyaü ।', 'तुरत षडानन आप पठायउ ।'],
  ];

  it.each(FROM_OTHER_SCRIPTS)(
    'writes %s letters back in Devanagari for %s, exactly',
    (source, target, content, devanagari) => {
      const answer = transliterate(
        request({ sourceLanguage: source, targetLanguage: target, content }),
        coreScriptConverter,
      );
      expect(answer).toBe(devanagari);
    },
  );

  it('refuses what script conversion cannot make, saying why', () => {
    expect(transliterationProblem(request({ sourceLanguage: 'te', targetLanguage: 'kn' }))).toBe(
      'Script conversion only changes letters to or from Devanagari; it cannot make Kannada from Telugu: choose an AI model',
    );
    expect(transliterationProblem(request({ sourceLanguage: 'en', targetLanguage: 'ta' }))).toMatch(
      /cannot make Tamil from English/,
    );
    expect(transliterationProblem(request({ targetLanguage: 'hi' }))).toBe(
      'Hindi is written in Devanagari like Sanskrit: script conversion cannot make it; choose an AI model to translate',
    );
    expect(transliterationProblem(request({ operation: 'verify_fix', targetLanguage: 'sa' }))).toMatch(
      /cannot verify or fix/,
    );
    expect(() => transliterate(request({ sourceLanguage: 'te', targetLanguage: 'kn' }), fakeScriptConverter)).toThrow(
      expect.objectContaining({ kind: 'unsupported' }),
    );
  });

  it('refuses Tamil letters, which do not say which Devanagari letter is meant', () => {
    const tamil = request({ sourceLanguage: 'ta', targetLanguage: 'hi', content: 'ஜய ஹனுமான ஜ்ஞான குன ஸாகர ।' });
    expect(() => transliterate(tamil, coreScriptConverter)).toThrow(
      expect.objectContaining({
        kind: 'unsupported',
        message:
          'Script conversion cannot make Hindi from Tamil letters: Tamil has no letters for voiced or aspirated sounds (one letter, க, stands for क, ख, ग and घ), so which Devanagari letter is meant cannot be known; choose an AI model',
      }),
    );
  });

  it('refuses a source not written in its script, and Roman letters that are not IAST', () => {
    const refusal = (overrides: Partial<AiRequest>) => {
      try {
        transliterate(request(overrides), coreScriptConverter);
      } catch (e) {
        return e as AiError;
      }
      throw new Error('converted');
    };
    expect(refusal({ sourceLanguage: 'te', targetLanguage: 'sa', content: 'ॐ नमः शिवाय' })).toMatchObject({
      kind: 'unsupported',
      message: 'Script conversion needs the Telugu content written in Telugu letters: this content is not',
    });
    expect(refusal({ sourceLanguage: 'en', targetLanguage: 'hi', content: 'Om Jai Jagdish Hare' })).toMatchObject({
      kind: 'unsupported',
      message:
        'Script conversion reads Roman letters only as IAST (with ā, ṣ, ṃ and the like), and the English content has none: it reads as English or simple Roman, whose spelling does not say which Devanagari letter is meant; choose an AI model',
    });
    expect(refusal({ sourceLanguage: 'kn', targetLanguage: 'sa', content: '**ಓಂ**' })).toMatchObject({
      kind: 'unsupported',
      message: 'Script conversion needs plain text: the Kannada content contains Markdown formatting',
    });
  });

  it('is not configured without a converter', () => {
    const error = (() => {
      try {
        transliterate(request({}), null);
      } catch (e) {
        return e as AiError;
      }
    })();
    expect(error).toMatchObject({
      kind: 'not-configured',
      message: 'Script conversion is not available on this server',
    });
  });
});
