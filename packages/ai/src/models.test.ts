import { describe, expect, it } from 'vitest';
import { DEFAULT_MODEL_CHOICE, MODEL_CHOICES, findModelChoice } from './models.js';

const SPEC_CHOICES = [
  'openai',
  'gemini',
  'gemini-2.5',
  'anthropic',
  'anthropic-opus',
  'anthropic-sonnet',
  'anthropic-haiku',
  'anthropic-7-sonnet',
  'grok',
  'grok-vision',
  'grok-1',
  'grok-1-vision',
];

describe('model choices', () => {
  it('covers every choice of the specification once, plus the offline transliterate provider', () => {
    const choices = MODEL_CHOICES.map((m) => m.choice);
    expect(new Set(choices).size).toBe(choices.length);
    expect(choices.sort()).toEqual([...SPEC_CHOICES, 'transliterate'].sort());
  });

  it('gives every online choice a model id and finds choices by name only', () => {
    for (const model of MODEL_CHOICES) expect(model.modelId === null).toBe(model.provider === 'transliterate');
    expect(findModelChoice('anthropic')?.provider).toBe('anthropic');
    expect(findModelChoice('gpt-unknown')).toBeNull();
    expect(findModelChoice('constructor')).toBeNull();
  });

  it('maps each family to its provider, and the default is openai', () => {
    const providerOf = (choice: string) => findModelChoice(choice)?.provider;
    expect(SPEC_CHOICES.filter((c) => c.startsWith('anthropic')).map(providerOf)).toEqual(Array(5).fill('anthropic'));
    expect(SPEC_CHOICES.filter((c) => c.startsWith('grok')).map(providerOf)).toEqual(Array(4).fill('xai'));
    expect(['gemini', 'gemini-2.5'].map(providerOf)).toEqual(['gemini', 'gemini']);
    expect(DEFAULT_MODEL_CHOICE).toBe('openai');
    expect(providerOf(DEFAULT_MODEL_CHOICE)).toBe('openai');
  });
});
