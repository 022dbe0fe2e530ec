import { describe, expect, it } from 'vitest';
import { count, eq } from 'drizzle-orm';
import { corrections, devotionalTexts } from '@bhakti/db';
import { adminClient } from './testing/admin-client.js';
import { useTestServer } from './testing/use-test-server.js';

const { server, get, post } = useTestServer();

const REPORT_PATH = '/api/texts/hanuman-chalisa/corrections';
const valid = { languageCode: 'hi', verse: 2, problem: 'अंजनिपुत्र is missing a word', suggestion: 'अंजनि-पुत्र पवनसुत नामा' };

async function stored(): Promise<number> {
  const [row] = await server().database.db.select({ n: count() }).from(corrections);
  return Number(row?.n);
}

const paths = (body: { errors?: Array<{ path: string }> }) => body.errors?.map((error) => error.path);

describe('POST /api/texts/{slug}/corrections', () => {
  it('keeps the report with its text, language, script view and verse, and answers 201', async () => {
    const answer = await post(REPORT_PATH, { ...valid, script: 'telugu', problem: '  a typo  ', website: '' });
    expect(answer.status).toBe(201);
    expect(answer.body).toEqual({ success: true, message: 'Thank you! Your report has been sent to our editors.' });
    const [row] = await server().database.db.select().from(corrections);
    expect(row).toMatchObject({
      languageCode: 'hi',
      isTransliteration: false,
      script: 'telugu',
      verse: 2,
      problem: 'a typo',
      suggestion: valid.suggestion,
      status: 'open',
      resolvedAt: null,
    });
  });

  it('answers field errors for bad input, 404 for an unknown text, and keeps nothing', async () => {
    const bad = await post(REPORT_PATH, { languageCode: 'xx', verse: 0, problem: '   ', script: 'klingon' });
    expect(bad.status).toBe(400);
    expect(paths(bad.body)).toEqual(['languageCode', 'script', 'verse', 'problem']);
    expect(bad.body.errors.find((e: { path: string }) => e.path === 'problem').message).toBe(
      'Please say what is wrong.',
    );
    const beyond = await post(REPORT_PATH, { ...valid, verse: 3 });
    expect(beyond.status).toBe(400);
    expect(beyond.body.errors).toEqual([{ path: 'verse', message: 'Verse must be between 1 and 2' }]);
    const noSuchContent = await post(REPORT_PATH, { ...valid, languageCode: 'ta' });
    expect(noSuchContent.status).toBe(400);
    expect(paths(noSuchContent.body)).toEqual(['languageCode']);
    const transliteration = await post(REPORT_PATH, {
      ...valid,
      languageCode: 'en',
      isTransliteration: true,
      verse: 1,
    });
    expect(transliteration.status).toBe(201);
    expect((await post('/api/texts/no-such-text/corrections', valid)).status).toBe(404);
    expect((await post('/api/texts/%25/corrections', valid)).status).toBe(404);
    const tooLong = await post(REPORT_PATH, { ...valid, problem: 'x'.repeat(2001), suggestion: 'y'.repeat(5001) });
    expect(paths(tooLong.body)).toEqual(['problem', 'suggestion']);
    expect((await post(REPORT_PATH, 'languageCode=hi', 'application/x-www-form-urlencoded')).status).toBe(415);
    expect(await stored()).toBe(1);
  });

  it('answers as if it kept a report whose honeypot is filled in, and keeps nothing', async () => {
    const answer = await post(REPORT_PATH, { ...valid, website: 'https://spam.example' });
    expect(answer.status).toBe(201);
    expect(await stored()).toBe(0);
  });

  it('allows 10 reports per address per 10 minutes, then 429 with Retry-After', async () => {
    for (let i = 0; i < 10; i++) expect((await post(REPORT_PATH, valid)).status).toBe(201);
    const limited = await post(REPORT_PATH, valid);
    expect(limited.status).toBe(429);
    expect(limited.body.message).toBe('Too many reports from this address. Please try again later.');
    expect(Number(limited.headers.get('retry-after'))).toBeGreaterThan(0);
    expect(await stored()).toBe(10);
  });

  it('goes with its text when the text is deleted', async () => {
    expect((await post(REPORT_PATH, valid)).status).toBe(201);
    await server().database.db.delete(devotionalTexts).where(eq(devotionalTexts.slug, 'hanuman-chalisa'));
    expect(await stored()).toBe(0);
  });
});

describe('the corrections queue (admin)', () => {
  it('lists reports open first with their text, counts the open ones, and marks them accepted or dismissed', async () => {
    const client = adminClient(server());
    await client.createAdmin();
    const token = await client.login();
    for (const verse of [1, 2]) expect((await post(REPORT_PATH, { ...valid, verse })).status).toBe(201);
    expect((await client.call('GET', '/api/admin/corrections/counts', { token })).body).toEqual({ open: 2 });

    const [newest, oldest] = (await client.call('GET', '/api/admin/corrections', { token })).body;
    expect(newest).toMatchObject({
      textSlug: 'hanuman-chalisa',
      textTitle: 'Hanuman Chalisa',
      verse: 2,
      status: 'open',
    });
    const accepted = await client.call('PUT', `/api/admin/corrections/${newest.id}`, {
      token,
      body: { status: 'accepted' },
    });
    expect(accepted).toMatchObject({ status: 200, body: { success: true } });
    expect((await client.call('GET', '/api/admin/corrections/counts', { token })).body).toEqual({ open: 1 });

    const list = (await client.call('GET', '/api/admin/corrections', { token })).body;
    expect(list.map((c: { id: number; status: string }) => [c.id, c.status])).toEqual([
      [oldest.id, 'open'],
      [newest.id, 'accepted'],
    ]);
    expect(list[1]).toMatchObject({ resolvedBy: 'admin', resolvedAt: expect.any(String) });

    const dismissed = await client.call('PUT', `/api/admin/corrections/${oldest.id}`, {
      token,
      body: { status: 'dismissed' },
    });
    expect(dismissed.status).toBe(200);
    const bad = await client.call('PUT', `/api/admin/corrections/${oldest.id}`, { token, body: { status: 'maybe' } });
    expect(bad.status).toBe(400);
    expect(
      (await client.call('PUT', '/api/admin/corrections/999', { token, body: { status: 'accepted' } })).status,
    ).toBe(404);
    expect((await client.call('GET', '/api/admin/corrections/counts', { token })).body).toEqual({ open: 0 });
  });

  it('answers 401 without a token', async () => {
    expect((await get('/api/admin/corrections')).status).toBe(401);
    expect((await get('/api/admin/corrections/counts')).status).toBe(401);
    const client = adminClient(server());
    expect((await client.call('PUT', '/api/admin/corrections/1', { body: { status: 'accepted' } })).status).toBe(401);
  });
});
