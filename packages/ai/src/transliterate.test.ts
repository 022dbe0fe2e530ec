import { describe, expect, it } from 'vitest';
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
    const convert: ScriptConverter = (text, target, language) => {
      calls.push(`${language}→${target}`);
      return fakeScriptConverter(text, target, language);
    };
    expect(transliterate(request({}), convert)).toBe(fakeScriptConverter(request({}).content, 'telugu', 'sa'));
    transliterate(request({ sourceLanguage: 'hi', targetLanguage: 'kn' }), convert);
    transliterate(request({ sourceLanguage: 'mr', targetLanguage: 'en' }), convert);
    expect(calls).toEqual(['sa→telugu', 'hi→kannada', 'mr→latin']);
  });

  it('refuses what script conversion cannot make, saying why', () => {
    expect(transliterationProblem(request({ sourceLanguage: 'te', targetLanguage: 'hi' }))).toBe(
      'Script conversion writes other scripts from Sanskrit, Hindi or Marathi (Devanagari); it cannot make Hindi from Telugu',
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
    expect(() => transliterate(request({ sourceLanguage: 'te', targetLanguage: 'hi' }), fakeScriptConverter)).toThrow(
      expect.objectContaining({ kind: 'unsupported' }),
    );
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
