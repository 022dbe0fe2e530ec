import { describe, expect, it } from 'vitest';
import { AdminError } from '../../api/admin-error.js';
import type { AiModel } from '../../api/admin-client.js';
import { emptyTextForm, newRow, type TextFormState } from '../text-form-state.js';
import { generateJobs, generateProblem, runAiJobs, verifyJobs, verifyProblem } from './ai-jobs.js';
import { initialModel, noProviderConfigured } from './model-select.js';

const sanskrit = { ...newRow('sa'), content: 'ॐ भूर्भुवः स्वः' };
const blankHindi = { ...newRow('hi'), content: '   ' };
const form: TextFormState = { ...emptyTextForm(), title: 'Gayatri', contents: [sanskrit, blankHindi] };

describe('the AI dialogs’ checks (docs/product.md)', () => {
  it('generate: a target is needed, present languages are refused, the source needs content', () => {
    expect(generateProblem(form, sanskrit, [])).toBe('Please select at least one target language');
    expect(generateProblem(form, sanskrit, ['te', 'hi'])).toBe('Content in Hindi already exists for this text');
    expect(generateProblem(form, blankHindi, ['te'])).toBe("Hindi content is empty or doesn't exist");
    expect(generateProblem(form, sanskrit, ['te', 'ta'])).toBeNull();
  });

  it('generate: a language the text has only as a transliteration is present too', () => {
    const english = { ...newRow('en'), content: 'Om bhur bhuvah svah', isTransliteration: true };
    const withEnglish = { ...form, contents: [sanskrit, english] };
    expect(generateProblem(withEnglish, sanskrit, ['en'])).toBe('Content in English already exists for this text');
  });

  it('verify: a language is needed, each with content', () => {
    expect(verifyProblem([])).toBe('Please select at least one language to verify and fix');
    expect(verifyProblem([sanskrit, blankHindi])).toBe("Content for Hindi is empty or doesn't exist");
    expect(verifyProblem([sanskrit])).toBeNull();
  });

  it('builds one request per language: generate from the source, verify in place', () => {
    const context = { form, textId: 9, aiModel: 'anthropic' };
    expect(generateJobs(context, sanskrit, ['te']).map((job) => job.input)).toEqual([
      {
        title: 'Gayatri',
        description: null,
        aiModel: 'anthropic',
        textId: 9,
        operation: 'generate',
        sourceLanguageCode: 'sa',
        targetLanguageCode: 'te',
        sourceContent: 'ॐ भूर्भुवः स्वः',
      },
    ]);
    const [verify] = verifyJobs(context, [sanskrit]);
    expect(verify).toMatchObject({
      rowKey: sanskrit.key,
      input: { operation: 'verify_fix', targetLanguageCode: 'sa' },
    });
  });
});

describe('runAiJobs', () => {
  const jobs = generateJobs({ form, textId: null, aiModel: 'anthropic' }, sanskrit, ['te', 'ta', 'kn']);

  it('keeps what succeeded, names each failure, and refuses an answer without content', async () => {
    const outcome = await runAiJobs('generate', jobs, async (input) => {
      if (input.targetLanguageCode === 'ta') throw new AdminError('The provider timed out', 504);
      if (input.targetLanguageCode === 'kn') return { content: { content: ' ' } };
      return { content: { content: 'ఓం' }, isTransliteration: false };
    });
    expect(outcome.done.map((d) => [d.job.label, d.content])).toEqual([['Telugu', 'ఓం']]);
    expect(outcome.failures).toEqual([
      'Failed to generate Tamil content: The provider timed out',
      'Invalid response from server for Kannada',
    ]);
    expect(outcome.notConfigured).toBeNull();
  });

  it('stops at the first "not configured" answer', async () => {
    let calls = 0;
    const outcome = await runAiJobs('verify_fix', jobs, async () => {
      calls += 1;
      throw new AdminError('Set ANTHROPIC_API_KEY to use this model', 503);
    });
    expect(calls).toBe(1);
    expect(outcome.notConfigured).toBe('Set ANTHROPIC_API_KEY to use this model');
    expect(outcome.failures).toEqual([]);
  });
});

describe('the model choice', () => {
  const model = (choice: string, available: boolean, provider = 'anthropic') =>
    ({ choice, label: choice, provider, model: choice, available, reason: available ? null : 'no key' }) as AiModel;

  it('prefers Claude, then another usable AI model, then script conversion', () => {
    expect(initialModel([model('openai', true, 'openai'), model('anthropic', true)])).toBe('anthropic');
    expect(initialModel([model('transliterate', true, 'transliterate'), model('openai', true, 'openai')])).toBe(
      'openai',
    );
    expect(initialModel([model('anthropic', false), model('transliterate', true, 'transliterate')])).toBe(
      'transliterate',
    );
    expect(initialModel([model('anthropic', false)])).toBe('anthropic');
  });

  it('says no provider is configured when only script conversion (or nothing) can run', () => {
    expect(noProviderConfigured([model('anthropic', false), model('transliterate', true, 'transliterate')])).toBe(true);
    expect(noProviderConfigured([model('anthropic', true)])).toBe(false);
    expect(noProviderConfigured([])).toBe(false);
  });
});
