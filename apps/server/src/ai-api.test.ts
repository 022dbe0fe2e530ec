import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { coreScriptConverter, createAiService, type AiSettings } from '@bhakti/ai';
import { FAKE_KEY_ECHO, fakeScriptConverter, startFakeAiServer, type FakeAiServer } from '@bhakti/ai/testing';
import { LANGUAGES, convertScript, type LanguageCode } from '@bhakti/core';
import { loadConfig } from './config.js';
import { createAi } from './ai.js';
import { startTestServer, type TestServer } from './testing/test-server.js';
import { loadFixtures } from './testing/fixtures.js';
import { adminClient } from './testing/admin-client.js';

// docs/api.md POST /api/admin/generate-content and docs/security.md item 18, through the real
// server and the real provider SDKs, against a local fake of the OpenAI and Anthropic APIs.

const KEYS = { openai: 'sk-test-openai-key-123', anthropic: 'sk-ant-test-key-456' };
const HINDI = 'जय हनुमान ज्ञान गुन सागर ।\nजय कपीस तिहुँ लोक उजागर ॥\n\nराम दूत अतुलित बल धामा ।\nअंजनिपुत्र पवनसुत नामा ॥';
const TELUGU = 'జయ హనుమాన జ్ఞాన గున సాగర ।\nజయ కపీస తిహుఁ లోక ఉజాగర ॥\n\nరామ దూత అతులిత బల ధామా ।\nఅంజనిపుత్ర పవనసుత నామా ॥';

let server: TestServer;
let fake: FakeAiServer;
let client: ReturnType<typeof adminClient>;
let token: string;

function useAi(overrides: Partial<AiSettings> = {}) {
  server.deps.ai = createAiService({
    providers: {
      openai: { apiKey: KEYS.openai, baseUrl: fake.openaiBaseUrl },
      anthropic: { apiKey: KEYS.anthropic, baseUrl: fake.anthropicBaseUrl },
    },
    convertScript: fakeScriptConverter,
    timeoutMs: 5_000,
    retryDelayMs: 10,
    ...overrides,
  });
}

beforeAll(async () => {
  fake = await startFakeAiServer();
  server = await startTestServer();
  client = adminClient(server);
});
afterAll(async () => {
  await server?.close();
  await fake?.close();
});
beforeEach(async () => {
  await server.reset();
  fake.reset();
  useAi();
  await loadFixtures(server.deps);
  await client.createAdmin();
  token = await client.login();
});

const call = (method: string, path: string, body?: unknown) => client.call(method, path, { token, body });
const generate = (body: Record<string, unknown>) =>
  call('POST', '/api/admin/generate-content', {
    sourceLanguageCode: 'hi',
    targetLanguageCode: 'te',
    title: 'Hanuman Chalisa',
    sourceContent: HINDI,
    aiModel: 'anthropic',
    ...body,
  });

async function textId(slug: string): Promise<number> {
  const texts = (await call('GET', '/api/admin/texts')).body as Array<{ id: number; slug: string }>;
  return texts.find((t) => t.slug === slug)!.id;
}

describe('generate-content with a configured provider', () => {
  it('answers the content with the model, the provider and the machine-produced mark', async () => {
    fake.reply({ text: TELUGU });
    const answer = await generate({});
    expect(answer.status).toBe(200);
    expect(answer.body).toEqual({
      content: { content: TELUGU },
      model: 'claude-sonnet-5-5',
      provider: 'anthropic',
      aiModel: 'anthropic',
      machineGenerated: true,
      languageCode: 'te',
      isTransliteration: false,
    });
    expect(fake.requests[0]?.path).toBe('/v1/messages');
    expect(fake.requests[0]?.body.messages?.[0]?.content).toContain('Title: Hanuman Chalisa');
  });

  it('uses openai when no model is named, and the stored source when editing a text', async () => {
    fake.reply({ text: TELUGU });
    const answer = await generate({
      aiModel: undefined,
      sourceContent: undefined,
      textId: await textId('hanuman-chalisa'),
    });
    expect(answer.status).toBe(200);
    expect(answer.body).toMatchObject({ model: 'gpt-6-luna', provider: 'openai', aiModel: 'openai' });
    expect(fake.requests[0]?.headers.authorization).toBe(`Bearer ${KEYS.openai}`);
    expect(fake.requests[0]?.body.messages?.[1]?.content).toContain(HINDI);
  });

  it('marks English generated from Hindi as a transliteration', async () => {
    fake.reply({
      text: 'Jai Hanuman gyan gun sagar\nJai kapis tihun lok ujagar\n\nRam doot atulit bal dhama\nAnjani putra pavansut nama',
    });
    const answer = await generate({ targetLanguageCode: 'en' });
    expect(answer.body).toMatchObject({ languageCode: 'en', isTransliteration: true });
  });

  it('verify_fix returns the corrected text of the same language, and refuses another target', async () => {
    const fixed = HINDI.replace('गुन', 'गुण');
    fake.reply({ text: fixed });
    const answer = await generate({ operation: 'verify_fix', targetLanguageCode: 'hi' });
    expect(answer.status).toBe(200);
    expect(answer.body.content.content).toBe(fixed);
    const other = await generate({ operation: 'verify_fix', targetLanguageCode: 'te' });
    expect(other.status).toBe(400);
    expect(fake.requests).toHaveLength(1);
  });

  it('refuses to generate a language into itself, and answers 404 for an unknown text', async () => {
    expect((await generate({ targetLanguageCode: 'hi' })).status).toBe(400);
    const unknown = await generate({ textId: 999_999, sourceContent: undefined });
    expect(unknown.status).toBe(404);
    expect(fake.requests).toHaveLength(0);
  });
});

describe('generate-content when things go wrong', () => {
  it('answers 502 for a malformed answer', async () => {
    fake.reply({ raw: '<html><body>upstream error</body></html>', contentType: 'text/html' });
    const answer = await generate({});
    expect(answer.status).toBe(502);
    expect(answer.body.message).toBe('Anthropic sent an answer without text');
  });

  it('answers 504 when the provider does not answer in time, without a retry', async () => {
    useAi({ timeoutMs: 300 });
    fake.reply({ hang: true });
    const answer = await generate({});
    expect(answer.status).toBe(504);
    expect(answer.body.message).toBe('Claude Sonnet 5.5 timed out after 300 ms');
    expect(fake.requests).toHaveLength(1);
  });

  it('retries once after a 5xx, then answers 200; twice failing is a 502', async () => {
    fake.reply({ status: 500 }, { text: TELUGU });
    expect((await generate({})).status).toBe(200);
    expect(fake.requests).toHaveLength(2);
    fake.reply({ status: 503 }, { status: 500 });
    const failed = await generate({});
    expect(failed.status).toBe(502);
    expect(failed.body.message).toBe('Anthropic is failing (500); try again later');
    expect(fake.requests).toHaveLength(4);
  });

  it('answers 502 for an answer in the wrong script or with another verse count', async () => {
    fake.reply({ text: HINDI }, { text: TELUGU.replace('\n\n', '\n') });
    const wrongScript = await generate({});
    expect(wrongScript.status).toBe(502);
    expect(wrongScript.body.message).toBe("Claude Sonnet 5.5's answer is not written in Telugu script");
    const verses = await generate({});
    expect(verses.status).toBe(502);
    expect(verses.body.message).toBe("Claude Sonnet 5.5's answer has 1 verse where the source has 2");
  });

  it('lets an admin run three calls at once; a fourth gets 429 with Retry-After', async () => {
    fake.setFallback(() => ({ text: TELUGU, delayMs: 500 }));
    const running = [1, 2, 3].map(() => generate({}));
    await new Promise((resolve) => setTimeout(resolve, 200));
    const fourth = await generate({});
    expect(fourth.status).toBe(429);
    expect(fourth.headers.get('retry-after')).toBe('10');
    expect(fourth.body.message).toMatch(/At most 3 AI requests may run at once/);
    expect((await Promise.all(running)).map((a) => a.status)).toEqual([200, 200, 200]);
    expect((await generate({})).status).toBe(200);
  });

  it('answers 503 naming the key when the provider has none, and 400 for an unknown model', async () => {
    const missing = await generate({ aiModel: 'gemini' });
    expect(missing.status).toBe(503);
    expect(missing.body.message).toBe('Set GEMINI_API_KEY to use this model');
    const unknown = await generate({ aiModel: 'gpt-9' });
    expect(unknown.status).toBe(400);
    expect(unknown.body.message).toBe('Unknown model "gpt-9"');
    expect(fake.requests).toHaveLength(0);
  });

  it('turns a provider outage into a clear 502, and the server keeps serving', async () => {
    const closed = await startFakeAiServer();
    await closed.close();
    useAi({ providers: { anthropic: { apiKey: KEYS.anthropic, baseUrl: closed.anthropicBaseUrl } } });
    const answer = await generate({});
    expect(answer.status).toBe(502);
    expect(answer.body.message).toBe('Could not reach Anthropic');
    expect((await client.call('GET', '/healthz')).status).toBe(200);
  });

  it('never puts a key in an answer or a log line, whatever the provider says', async () => {
    fake.reply({ status: 401 }, { text: TELUGU });
    const refused = await generate({ aiModel: 'openai' });
    expect(refused.status).toBe(502);
    expect(refused.body.message).toBe('OpenAI refused the API key (401); check OPENAI_API_KEY');
    expect((await generate({})).status).toBe(200);
    const models = await call('GET', '/api/admin/ai/models');
    const everything = JSON.stringify([refused.body, models.body, server.logs]);
    for (const secret of [KEYS.openai, KEYS.anthropic, FAKE_KEY_ECHO]) expect(everything).not.toContain(secret);
    expect(server.logs.some((line) => line.event === 'ai-assist' && line.failure === 'provider')).toBe(true);
  });
});

describe('models and the offline provider', () => {
  it('lists every choice with its availability from the configured providers', async () => {
    const answer = await call('GET', '/api/admin/ai/models');
    expect(answer.status).toBe(200);
    expect(answer.body).toHaveLength(13);
    const byChoice = new Map(answer.body.map((m: { choice: string }) => [m.choice, m]));
    expect(byChoice.get('anthropic')).toEqual({
      choice: 'anthropic',
      label: 'Claude Sonnet 5.5',
      provider: 'anthropic',
      model: 'claude-sonnet-5-5',
      available: true,
      reason: null,
    });
    expect(byChoice.get('grok')).toMatchObject({ available: false, reason: 'Set XAI_API_KEY to use this model' });
    expect(byChoice.get('transliterate')).toMatchObject({ available: true, provider: 'transliterate' });
  });

  it('transliterates offline, and refuses what it cannot make with a 400', async () => {
    useAi({ providers: {} });
    const answer = await generate({ aiModel: 'transliterate', targetLanguageCode: 'kn' });
    expect(answer.status).toBe(200);
    expect(answer.body).toMatchObject({
      content: { content: fakeScriptConverter(HINDI, { from: 'devanagari', to: 'kannada', language: 'hi' }) },
      model: 'transliterate',
      provider: 'transliterate',
      machineGenerated: true,
    });
    const fromTamil = await generate({
      aiModel: 'transliterate',
      sourceLanguageCode: 'ta',
      targetLanguageCode: 'hi',
      sourceContent: 'ஜய ஹனுமான ஜ்ஞான குன ஸாகர ।',
    });
    expect(fromTamil.status).toBe(400);
    expect(fromTamil.body.message).toMatch(/cannot make Hindi from Tamil letters/);
    const verify = await generate({ aiModel: 'transliterate', operation: 'verify_fix', targetLanguageCode: 'hi' });
    expect(verify.status).toBe(400);
    expect(fake.requests).toHaveLength(0);
  });

  it('writes every other script, and English in Roman letters, with the real script conversion', async () => {
    useAi({ providers: {}, convertScript: coreScriptConverter });
    for (const target of ['te', 'kn', 'ml', 'ta', 'bn', 'gu', 'en'] as LanguageCode[]) {
      const answer = await generate({ aiModel: 'transliterate', targetLanguageCode: target });
      expect(answer.status, `${target}: ${JSON.stringify(answer.body)}`).toBe(200);
      const to = target === 'en' ? 'roman' : (LANGUAGES[target].script as 'telugu');
      expect(answer.body.content.content).toBe(convertScript(HINDI, { from: 'devanagari', to, language: 'hi' }));
      expect(answer.body.isTransliteration).toBe(target === 'en');
    }
    const sanskrit = await generate({
      aiModel: 'transliterate',
      sourceLanguageCode: 'sa',
      targetLanguageCode: 'te',
      sourceContent: 'ॐ भूर्भुवः स्वः ।\n\nधियो यो नः प्रचोदयात् ॥',
    });
    expect(sanskrit.body.content.content).toBe('ఓం భూర్భువః స్వః ।\n\nధియో యో నః ప్రచోదయాత్ ॥');
    const fromTelugu = await generate({
      aiModel: 'transliterate',
      sourceLanguageCode: 'te',
      targetLanguageCode: 'hi',
      sourceContent: TELUGU,
    });
    expect(fromTelugu.status, JSON.stringify(fromTelugu.body)).toBe(200);
    expect(fromTelugu.body.content.content).toBe(HINDI);
  });

  it('lists transliterate as unavailable without a script converter', async () => {
    useAi({ convertScript: null });
    const models = (await call('GET', '/api/admin/ai/models')).body as Array<{ choice: string; reason: string }>;
    expect(models.find((m) => m.choice === 'transliterate')?.reason).toBe(
      'Script conversion is not available on this server',
    );
    expect((await generate({ aiModel: 'transliterate', targetLanguageCode: 'kn' })).status).toBe(503);
  });
});

describe("the server's AI configuration", () => {
  it('makes a provider available exactly when its key is set, and script conversion always', () => {
    const config = loadConfig({ ANTHROPIC_API_KEY: 'sk-ant-from-env', XAI_BASE_URL: 'https://x.example/v1' });
    const available = createAi(config)
      .models()
      .filter((m) => m.available)
      .map((m) => m.choice);
    expect(available).toEqual([
      'anthropic',
      'anthropic-opus',
      'anthropic-sonnet',
      'anthropic-haiku',
      'anthropic-7-sonnet',
      'transliterate',
    ]);
  });
});

describe('saving machine-produced content', () => {
  const categoryId = async () =>
    ((await call('GET', '/api/admin/categories')).body as Array<{ id: number; slug: string }>).find(
      (c) => c.slug === 'mantras',
    )!.id;

  it('records which languages came from a model in the history, never on the content', async () => {
    const created = await call('POST', '/api/admin/texts/import', {
      title: 'Hanuman Vandana',
      slug: 'hanuman-vandana',
      categoryId: await categoryId(),
      contents: [
        { languageCode: 'hi', content: HINDI },
        { languageCode: 'te', content: TELUGU, machineGenerated: true },
      ],
    });
    expect(created.status).toBe(201);
    for (const content of created.body.contents) {
      expect(Object.keys(content).sort()).toEqual(['content', 'id', 'isTransliteration', 'languageCode']);
    }
    const id = created.body.id as number;
    const afterCreate = (await call('GET', `/api/admin/texts/${id}/revisions`)).body;
    expect(afterCreate).toEqual([
      expect.objectContaining({ reason: 'created', languages: ['hi', 'te'], machineGenerated: ['te'] }),
    ]);

    const kannada = fakeScriptConverter(HINDI, { from: 'devanagari', to: 'kannada', language: 'hi' });
    const updated = await call('PUT', `/api/admin/texts/${id}`, {
      ...created.body,
      contents: [
        ...created.body.contents,
        { languageCode: 'kn', content: kannada, machineGenerated: true },
        { languageCode: 'en', content: 'Jai Hanuman', isTransliteration: true, machineGenerated: true },
      ],
    });
    expect(updated.status).toBe(200);
    await call('PUT', `/api/admin/texts/${id}`, { ...updated.body, title: 'Hanuman Vandana (edited)' });
    const history = (await call('GET', `/api/admin/texts/${id}/revisions`)).body;
    // Each label sits on the version that holds what the AI wrote.
    type Row = { reason: string; languages: string[]; machineGenerated: string[] };
    expect(history.map((r: Row) => [r.reason, r.languages, r.machineGenerated])).toEqual([
      ['update', ['hi', 'te', 'kn', 'en (transliteration)'], ['kn', 'en (transliteration)']],
      ['update', ['hi', 'te'], ['te']],
      ['created', ['hi', 'te'], ['te']],
    ]);
  });

  it('creates a text without a revision when nothing came from a model; a batch import ignores the mark', async () => {
    const body = {
      title: 'Hanuman Vandana',
      slug: 'hanuman-vandana',
      categoryId: await categoryId(),
      contents: [{ languageCode: 'hi', content: HINDI, machineGenerated: false }],
    };
    const created = await call('POST', '/api/admin/texts/import', body);
    expect(created.status).toBe(201);
    expect((await call('GET', `/api/admin/texts/${created.body.id}/revisions`)).body).toEqual([]);
    const batch = await call('POST', '/api/admin/texts/import-batch', [
      { ...body, slug: 'hanuman-vandana-2', contents: [{ ...body.contents[0], machineGenerated: true }] },
    ]);
    expect(batch.status).toBe(201);
  });
});
