import { describe, expect, it } from 'vitest';
import { SYSTEM_PROMPT, TEXT_END, TEXT_START, buildPrompt } from './prompts.js';
import type { AiRequest } from './request.js';
import { promptText } from './testing/fake-ai-server.js';

const request = (overrides: Partial<AiRequest> = {}): AiRequest => ({
  operation: 'generate',
  model: 'anthropic',
  sourceLanguage: 'sa',
  targetLanguage: 'te',
  title: 'Gayatri Mantra',
  description: 'A Vedic mantra to Savitr.',
  content: 'ॐ भूर्भुवः स्वः\nतत्सवितुर्वरेण्यं\n\nभर्गो देवस्य धीमहि\nधियो यो नः प्रचोदयात् ॥',
  ...overrides,
});

describe('prompts', () => {
  it('states the rules once, in the system prompt: text only, structure kept, nothing invented', () => {
    const { system } = buildPrompt(request());
    expect(system).toBe(SYSTEM_PROMPT);
    expect(system).toMatch(/no title, heading.*Markdown, HTML or code fences/);
    expect(system).toMatch(/same verses in the same order, separated by one blank line/);
    expect(system).toMatch(/Never add, remove, merge, split, reorder or invent verses or lines/);
  });

  it('gives the model the title, description, language, verse count and the text between delimiters', () => {
    const { user } = buildPrompt(request());
    expect(user).toContain('Title: Gayatri Mantra');
    expect(user).toContain('Description: A Vedic mantra to Savitr.');
    expect(user).toContain('Language of the text: Sanskrit (Devanagari script)');
    expect(user).toContain('The text has 2 verses; your answer must have exactly 2');
    expect(user).toContain(`${TEXT_START}\nॐ भूर्भुवः स्वः\nतत्सवितुर्वरेण्यं\n\nभर्गो`);
    expect(user.endsWith(`प्रचोदयात् ॥\n${TEXT_END}`)).toBe(true);
    expect(buildPrompt(request({ description: null })).user).not.toContain('Description:');
  });

  it('lets the fake providers read back exactly the text the prompt carries', () => {
    const { user } = buildPrompt(request({ content: '  ' + request().content + '\n' }));
    const sent = { path: '/v1/messages', headers: {}, body: { messages: [{ role: 'user', content: user }] } };
    expect(promptText(sent)).toBe(request().content);
  });

  it('asks for a transliteration into another script, Roman letters for English, a translation within one script', () => {
    expect(buildPrompt(request()).user).toMatch(
      /in Telugu script.*a transliteration into that script, not a translation/,
    );
    expect(buildPrompt(request({ targetLanguage: 'en' })).user).toMatch(
      /plain Roman \(English\) letters.*a transliteration, not a translation/,
    );
    expect(buildPrompt(request({ targetLanguage: 'hi' })).user).toMatch(
      /Translate this Sanskrit text into Hindi, verse by verse and line by line.*Devanagari script/,
    );
  });

  it('asks verify_fix for the corrected text in the same language, fixing errors only', () => {
    const { user } = buildPrompt(request({ operation: 'verify_fix', targetLanguage: 'sa' }));
    expect(user).toMatch(
      /Proofread this Sanskrit \(Devanagari script\) text and return it corrected, in the same language/,
    );
    expect(user).toMatch(/Fix only real errors/);
    expect(user).toMatch(/If there are no errors, return it unchanged/);
    expect(user).not.toMatch(/Roman letters/);
    const roman = buildPrompt(request({ operation: 'verify_fix', sourceLanguage: 'en', targetLanguage: 'en' })).user;
    expect(roman).toMatch(/may be Sanskrit or Hindi written in Roman letters: keep its words/);
  });
});
