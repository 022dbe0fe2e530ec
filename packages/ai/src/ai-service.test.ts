import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import {
  AI_MAX_CONCURRENT_PER_ADMIN,
  AI_TIMEOUT_MS,
  createAiService,
  type AiService,
  type AiSettings,
} from './ai-service.js';
import { AiError } from './errors.js';
import type { AiRequest } from './request.js';
import { FAKE_KEY_ECHO, startFakeAiServer, type FakeAiServer } from './testing/fake-ai-server.js';
import { fakeScriptConverter } from './testing/fake-script-converter.js';

const KEYS = { openai: 'sk-openai-secret', anthropic: 'sk-ant-secret', gemini: 'gm-secret', xai: 'xai-secret' };
const SANSKRIT = 'ॐ भूर्भुवः स्वः\nतत्सवितुर्वरेण्यं\n\nभर्गो देवस्य धीमहि\nधियो यो नः प्रचोदयात् ॥';
const TELUGU = 'ఓం భూర్భువః స్వః\nతత్సవితుర్వరేణ్యం\n\nభర్గో దేవస్య ధీమహి\nధియో యో నః ప్రచోదయాత్ ॥';

let fake: FakeAiServer;

beforeAll(async () => {
  fake = await startFakeAiServer();
});
afterAll(async () => {
  await fake?.close();
});
beforeEach(() => fake.reset());

function service(overrides: Partial<AiSettings> = {}): AiService {
  return createAiService({
    providers: {
      openai: { apiKey: KEYS.openai, baseUrl: fake.openaiBaseUrl },
      anthropic: { apiKey: KEYS.anthropic, baseUrl: fake.anthropicBaseUrl },
      // Gemini's documented base URL ends in a slash.
      gemini: { apiKey: KEYS.gemini, baseUrl: `${fake.openaiBaseUrl}/` },
      xai: { apiKey: KEYS.xai, baseUrl: fake.openaiBaseUrl },
    },
    convertScript: fakeScriptConverter,
    timeoutMs: 2_000,
    retryDelayMs: 10,
    ...overrides,
  });
}

const request = (overrides: Partial<AiRequest> = {}): AiRequest => ({
  operation: 'generate',
  model: 'anthropic',
  sourceLanguage: 'sa',
  targetLanguage: 'te',
  title: 'Gayatri Mantra',
  description: null,
  content: SANSKRIT,
  ...overrides,
});

async function failure(promise: Promise<unknown>): Promise<AiError> {
  const error = await promise.then(
    () => null,
    (e: unknown) => e,
  );
  if (!(error instanceof AiError)) throw new Error(`expected an AiError, got ${String(error)}`);
  return error;
}

describe('calling the providers through their SDKs', () => {
  it('asks Anthropic through the Messages API with the key, the system prompt and the model id', async () => {
    fake.reply({ text: TELUGU });
    const result = await service().run(request(), 'admin-1');
    expect(result).toEqual({
      content: TELUGU,
      choice: 'anthropic',
      modelId: 'claude-sonnet-5-5',
      provider: 'anthropic',
      isTransliteration: false,
    });
    const [sent] = fake.requests;
    expect(sent?.path).toBe('/v1/messages');
    // The SDK sends the key as x-api-key or (1.x) as a bearer token.
    expect([sent?.headers['x-api-key'], sent?.headers.authorization]).toContainEqual(
      expect.stringContaining(KEYS.anthropic),
    );
    expect(sent?.body).toMatchObject({ model: 'claude-sonnet-5-5', max_tokens: 16_000 });
    expect(sent?.body.system).toMatch(/Never add, remove/);
    expect(sent?.body.messages?.[0]?.content).toContain(SANSKRIT);
  });

  it('asks OpenAI, Gemini and xAI through the Chat Completions API, each with its own key', async () => {
    const ai = service();
    for (const model of ['openai', 'gemini-2.5', 'grok-1']) {
      fake.reply({ text: TELUGU });
      expect((await ai.run(request({ model }), 'admin-1')).content).toBe(TELUGU);
    }
    expect(fake.requests.map((r) => [r.path, r.headers.authorization, r.body.model])).toEqual([
      ['/v1/chat/completions', `Bearer ${KEYS.openai}`, 'gpt-6-luna'],
      ['/v1/chat/completions', `Bearer ${KEYS.gemini}`, 'gemini-3.8-flash'],
      ['/v1/chat/completions', `Bearer ${KEYS.xai}`, 'grok-4.20-non-reasoning'],
    ]);
    expect(fake.requests[0]?.body.messages?.map((m) => m.role)).toEqual(['system', 'user']);
    expect(fake.requests[0]?.body).not.toHaveProperty('temperature');
  });

  it('marks English made from an Indic source as a transliteration', async () => {
    fake.reply({
      text: 'Om bhur bhuvah svah\ntat savitur varenyam\n\nbhargo devasya dhimahi\ndhiyo yo nah prachodayat',
    });
    const result = await service().run(request({ targetLanguage: 'en', model: 'openai' }), 'a');
    expect(result.isTransliteration).toBe(true);
  });

  it('verify_fix returns the corrected text of the same language', async () => {
    const fixed = SANSKRIT.replace('धीमहि', 'धीमहि');
    fake.reply({ text: fixed });
    const result = await service().run(request({ operation: 'verify_fix', targetLanguage: 'sa' }), 'a');
    expect(result.content).toBe(fixed);
    expect(fake.requests[0]?.body.messages?.[0]?.content).toMatch(/Proofread this Sanskrit/);
  });
});

describe('what goes wrong', () => {
  it('reports a malformed answer: not JSON, broken JSON, no text, cut short', async () => {
    const ai = service();
    fake.reply({ raw: '<html>Bad gateway page</html>', contentType: 'text/html' });
    expect(await failure(ai.run(request({ model: 'openai' }), 'a'))).toMatchObject({
      kind: 'malformed',
      message: 'OpenAI sent an answer without text',
    });
    fake.reply({ raw: '{"choices": [', contentType: 'application/json' });
    expect(await failure(ai.run(request({ model: 'openai' }), 'a'))).toMatchObject({
      kind: 'malformed',
      message: 'OpenAI sent an answer that could not be read',
    });
    fake.reply({ raw: JSON.stringify({ type: 'message', content: [] }) });
    expect((await failure(ai.run(request(), 'a'))).kind).toBe('malformed');
    fake.reply({ text: TELUGU, truncated: true });
    expect((await failure(ai.run(request(), 'a'))).message).toMatch(/cut short/);
    expect(fake.requests).toHaveLength(4);
  });

  it('allows 60 seconds and 3 concurrent calls per admin unless told otherwise (docs/security.md item 18)', () => {
    expect([AI_TIMEOUT_MS, AI_MAX_CONCURRENT_PER_ADMIN]).toEqual([60_000, 3]);
  });

  it('times out after the configured time, without a retry', async () => {
    fake.reply({ hang: true });
    const started = Date.now();
    const error = await failure(service({ timeoutMs: 300 }).run(request(), 'a'));
    expect(error).toMatchObject({ kind: 'timeout', message: 'Claude Sonnet 5.5 timed out after 300 ms' });
    expect(Date.now() - started).toBeLessThan(2_000);
    expect(fake.requests).toHaveLength(1);
  });

  it('counts the retry inside the same deadline', async () => {
    fake.reply({ status: 503 }, { hang: true });
    const error = await failure(service({ timeoutMs: 400 }).run(request(), 'a'));
    expect(error.kind).toBe('timeout');
    expect(fake.requests).toHaveLength(2);
  });

  it('retries once after a 5xx or a dropped connection, and then succeeds', async () => {
    fake.reply({ status: 500 }, { text: TELUGU });
    expect((await service().run(request(), 'a')).content).toBe(TELUGU);
    expect(fake.requests).toHaveLength(2);
    fake.reset();
    fake.reply({ drop: true }, { text: TELUGU });
    expect((await service().run(request({ model: 'openai' }), 'a')).content).toBe(TELUGU);
    expect(fake.requests).toHaveLength(2);
  });

  it('gives up after one retry', async () => {
    fake.reply({ status: 502 }, { status: 503 }, { text: TELUGU });
    expect(await failure(service().run(request(), 'a'))).toMatchObject({
      kind: 'provider',
      message: 'Anthropic is failing (503); try again later',
      upstreamStatus: 503,
    });
    expect(fake.requests).toHaveLength(2);
    fake.reset();
    fake.reply({ drop: true }, { drop: true });
    expect((await failure(service().run(request(), 'a'))).message).toBe('Could not reach Anthropic');
  });

  it('does not retry a refusal, and never passes on the provider’s words (which echo the key)', async () => {
    fake.reply({ status: 401 });
    const error = await failure(service().run(request({ model: 'openai' }), 'a'));
    expect(error).toMatchObject({
      kind: 'provider',
      message: 'OpenAI refused the API key (401); check OPENAI_API_KEY',
    });
    expect(error.message).not.toContain(FAKE_KEY_ECHO);
    expect(fake.requests).toHaveLength(1);
    fake.reply({ status: 429 }, { status: 404 }, { status: 400 });
    const messages = [];
    for (let i = 0; i < 3; i++) messages.push((await failure(service().run(request(), 'a'))).message);
    expect(messages).toEqual([
      'Anthropic is limiting requests (429); try again in a minute',
      'Anthropic does not offer the model claude-sonnet-5-5 (404)',
      'Anthropic refused the request (400)',
    ]);
    expect(fake.requests).toHaveLength(4);
  });

  it('refuses an answer in the wrong script or with another verse count', async () => {
    fake.reply({ text: SANSKRIT }, { text: TELUGU.replace('\n\n', '\n') });
    const ai = service();
    expect(await failure(ai.run(request(), 'a'))).toMatchObject({
      kind: 'rejected-output',
      message: "Claude Sonnet 5.5's answer is not written in Telugu script",
    });
    expect(await failure(ai.run(request(), 'a'))).toMatchObject({
      kind: 'rejected-output',
      message: "Claude Sonnet 5.5's answer has 1 verse where the source has 2",
    });
  });

  it('lets each admin run three calls at once and refuses a fourth', async () => {
    const ai = service();
    fake.setFallback(() => ({ text: TELUGU, delayMs: 300 }));
    const running = [1, 2, 3].map(() => ai.run(request(), 'admin-1'));
    const fourth = await failure(ai.run(request(), 'admin-1'));
    expect(fourth).toMatchObject({ kind: 'busy' });
    expect(fourth.message).toMatch(/At most 3 AI requests may run at once/);
    const otherAdmin = ai.run(request(), 'admin-2');
    expect((await Promise.all([...running, otherAdmin])).map((r) => r.content)).toEqual(Array(4).fill(TELUGU));
    expect((await ai.run(request(), 'admin-1')).content).toBe(TELUGU);
  });

  it('frees the slot of a failed call', async () => {
    const ai = service({ maxConcurrentPerAdmin: 1 });
    fake.reply({ status: 400 });
    await failure(ai.run(request(), 'a'));
    fake.reply({ text: TELUGU });
    expect((await ai.run(request(), 'a')).content).toBe(TELUGU);
  });

  it('refuses an unknown model and a provider without a key', async () => {
    const ai = service({ providers: {} });
    expect(await failure(ai.run(request({ model: 'gpt-2' }), 'a'))).toMatchObject({
      kind: 'unknown-model',
      message: 'Unknown model "gpt-2"',
    });
    expect(await failure(ai.run(request({ model: 'grok' }), 'a'))).toMatchObject({
      kind: 'not-configured',
      message: 'Set XAI_API_KEY to use this model',
    });
    expect(fake.requests).toHaveLength(0);
  });
});

describe('models and the offline provider', () => {
  it('lists every choice with its availability and the reason when unavailable', () => {
    const models = service({ providers: { anthropic: { apiKey: 'k' } }, convertScript: null }).models();
    expect(models).toHaveLength(13);
    expect(models.find((m) => m.choice === 'anthropic-haiku')).toEqual({
      choice: 'anthropic-haiku',
      label: 'Claude Haiku 5.5',
      provider: 'anthropic',
      model: 'claude-haiku-5-5',
      available: true,
      reason: null,
    });
    expect(models.find((m) => m.choice === 'openai')).toMatchObject({
      available: false,
      reason: 'Set OPENAI_API_KEY to use this model',
    });
    expect(models.find((m) => m.choice === 'gemini')?.reason).toBe('Set GEMINI_API_KEY to use this model');
    expect(models.find((m) => m.choice === 'transliterate')).toMatchObject({
      available: false,
      reason: 'Script conversion is not available on this server',
    });
    expect(JSON.stringify(models)).not.toContain('"k"');
  });

  it('transliterates without a key or a network call, and refuses what it cannot make', async () => {
    const ai = service({ providers: {} });
    const result = await ai.run(request({ model: 'transliterate', targetLanguage: 'kn' }), 'a');
    expect(result).toEqual({
      content: fakeScriptConverter(SANSKRIT, { from: 'devanagari', to: 'kannada', language: 'sa' }),
      choice: 'transliterate',
      modelId: 'transliterate',
      provider: 'transliterate',
      isTransliteration: false,
    });
    expect((await ai.run(request({ model: 'transliterate', targetLanguage: 'en' }), 'a')).isTransliteration).toBe(true);
    const telugu = fakeScriptConverter(SANSKRIT, { from: 'devanagari', to: 'telugu', language: 'sa' });
    const fromTelugu = await ai.run(
      request({ model: 'transliterate', sourceLanguage: 'te', targetLanguage: 'sa', content: telugu }),
      'a',
    );
    expect(fromTelugu).toMatchObject({ content: SANSKRIT, isTransliteration: false });
    expect(
      await failure(ai.run(request({ model: 'transliterate', sourceLanguage: 'ta', targetLanguage: 'hi' }), 'a')),
    ).toMatchObject({ kind: 'unsupported', message: expect.stringMatching(/cannot make Hindi from Tamil letters/) });
    expect(fake.requests).toHaveLength(0);
  });
});
