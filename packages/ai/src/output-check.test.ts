import { describe, expect, it } from 'vitest';
import { AiError } from './errors.js';
import { checkOutput } from './output-check.js';
import { TEXT_END, TEXT_START } from './prompts.js';
import type { AiRequest } from './request.js';

const request = (targetLanguage: AiRequest['targetLanguage'] = 'te'): AiRequest => ({
  operation: 'generate',
  model: 'anthropic',
  sourceLanguage: 'sa',
  targetLanguage,
  title: 'Gayatri Mantra',
  description: null,
  content: 'ॐ भूर्भुवः स्वः\nतत्सवितुर्वरेण्यं\n\nभर्गो देवस्य धीमहि ॥',
});
const TELUGU = 'ఓం భూర్భువః స్వః\nతత్సవితుర్వరేణ్యం\n\nభర్గో దేవస్య ధీమహి ॥';

const failure = (run: () => unknown) => {
  try {
    run();
  } catch (error) {
    if (error instanceof AiError) return { kind: error.kind, message: error.message };
    throw error;
  }
  throw new Error('expected an AiError');
};

describe('checking a model answer', () => {
  it('passes plain text in the right script with the same verse count, normalised', () => {
    expect(checkOutput(request(), `\n${TELUGU.replace('\n\n', '\r\n\r\n\r\n')}  \n`, 'M')).toBe(TELUGU);
  });

  it('unwraps one surrounding code fence and echoed delimiters', () => {
    expect(checkOutput(request(), '```text\n' + TELUGU + '\n```', 'M')).toBe(TELUGU);
    expect(checkOutput(request(), `${TEXT_START}\n${TELUGU}\n${TEXT_END}`, 'M')).toBe(TELUGU);
  });

  it('refuses HTML, code fences inside the text and Markdown', () => {
    expect(failure(() => checkOutput(request(), `<p>${TELUGU}</p>`, 'Claude'))).toEqual({
      kind: 'rejected-output',
      message: "Claude's answer contains HTML",
    });
    expect(failure(() => checkOutput(request(), `Here:\n\`\`\`\n${TELUGU}\n\`\`\``, 'M')).message).toMatch(
      /code fences/,
    );
    expect(failure(() => checkOutput(request(), `# గాయత్రీ\n\n${TELUGU}`, 'M')).message).toMatch(/Markdown/);
    expect(failure(() => checkOutput(request(), TELUGU.replace('ఓం', '**ఓం**'), 'M')).message).toMatch(/Markdown/);
  });

  it('refuses an empty answer as malformed', () => {
    expect(failure(() => checkOutput(request(), ' \n```\n\n```', 'M'))).toEqual({
      kind: 'malformed',
      message: 'M sent an empty answer',
    });
  });

  it('refuses an answer in the wrong script, naming the expected one', () => {
    expect(failure(() => checkOutput(request(), request().content, 'M'))).toEqual({
      kind: 'rejected-output',
      message: "M's answer is not written in Telugu script",
    });
    expect(failure(() => checkOutput(request('en'), TELUGU, 'M')).message).toBe(
      "M's answer is not written in Roman letters",
    );
  });

  it('accepts Latin with diacritics for English, and a stray word in another script', () => {
    const iast = 'oṃ bhūrbhuvaḥ svaḥ\ntatsaviturvareṇyaṃ\n\nbhargo devasya dhīmahi ॥';
    expect(checkOutput(request('en'), iast, 'M')).toBe(iast);
    const withOm = TELUGU.replace('ఓం', 'Om');
    expect(checkOutput(request(), withOm, 'M')).toBe(withOm);
  });

  it('refuses an answer whose verse count differs from the source', () => {
    expect(failure(() => checkOutput(request(), TELUGU.replace('\n\n', '\n'), 'M'))).toEqual({
      kind: 'rejected-output',
      message: "M's answer has 1 verse where the source has 2",
    });
    expect(failure(() => checkOutput(request(), `${TELUGU}\n\nఓం`, 'M')).message).toBe(
      "M's answer has 3 verses where the source has 2",
    );
  });
});
