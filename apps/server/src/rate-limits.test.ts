import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { count } from 'drizzle-orm';
import { contactMessages, newsletterSubscribers } from '@bhakti/db';
import { startTestServer, type TestServer } from './testing/test-server.js';

// The contact and newsletter limits (docs/product.md, "Rules and limits") hold per client
// address and action however the procedure is reached: REST, tRPC, or several calls in one
// tRPC batch. The server trusts X-Forwarded-For here, so a test can speak as several clients.

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer({ trustProxy: true });
});
afterAll(async () => {
  await server?.close();
});
beforeEach(async () => {
  await server.reset();
});
afterEach(() => {
  vi.useRealTimers();
});

const CLIENT = '203.0.113.7';
const CONTACT = {
  name: 'Radha',
  email: 'radha@example.org',
  subject: 'A question',
  message: 'Could you add the Vishnu Sahasranama?',
};
const CONTACT_REFUSED = 'Too many messages from this address. Please try again later.';
const NEWSLETTER_REFUSED = 'Too many subscriptions from this address. Please try again later.';

interface Answer {
  status: number;
  retryAfter: string | null;
  body: any; // eslint-disable-line @typescript-eslint/no-explicit-any -- answers are checked field by field
}

async function send(path: string, body: unknown, from: string): Promise<Answer> {
  const response = await fetch(`${server.url}${path}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'x-forwarded-for': from },
    body: JSON.stringify(body),
  });
  return { status: response.status, retryAfter: response.headers.get('retry-after'), body: await response.json() };
}
const rest = (path: string, body: unknown, from = CLIENT) => send(`/api${path}`, body, from);
const trpc = (procedure: string, input: unknown, from = CLIENT) => send(`/trpc/${procedure}`, input, from);
const contact = (from = CLIENT) => rest('/contact', CONTACT, from);
const subscribe = (n: number, from = CLIENT) => rest('/newsletter/subscribe', { email: `r${n}@example.org` }, from);

async function rows(table: typeof contactMessages | typeof newsletterSubscribers): Promise<number> {
  const [row] = await server.database.db.select({ n: count() }).from(table);
  return Number(row?.n);
}

function expectRefused(answer: Answer, message: string) {
  expect(answer.status).toBe(429);
  expect(answer.body).toMatchObject({ message, requestId: expect.any(String) });
  expect(Number(answer.retryAfter)).toBeGreaterThan(0);
}

describe('the limits of the public forms', () => {
  it.each([
    { action: 'contact', send: () => contact(), ok: 201, refused: CONTACT_REFUSED, windowSeconds: 600 },
    {
      action: 'newsletter',
      send: () => subscribe(Date.now()),
      ok: 200,
      refused: NEWSLETTER_REFUSED,
      windowSeconds: 3600,
    },
  ])(
    '$action: 5 per window, then 429 with its message and Retry-After to the window end; then open again',
    async ({ send, ok, refused, windowSeconds }) => {
      vi.useFakeTimers({ toFake: ['Date'], now: new Date('2026-12-01T10:00:00Z') });
      for (let i = 0; i < 5; i++) {
        vi.advanceTimersByTime(1000);
        expect((await send()).status).toBe(ok);
      }
      const refusedNow = await send();
      expectRefused(refusedNow, refused);
      // The window opened with the first call, 5 s ago.
      expect(refusedNow.retryAfter).toBe(String(windowSeconds - 4));
      vi.advanceTimersByTime((windowSeconds - 34) * 1000);
      const refusedLater = await send();
      expectRefused(refusedLater, refused);
      expect(refusedLater.retryAfter).toBe('30');
      vi.advanceTimersByTime(30_000);
      expect((await send()).status).toBe(ok);
    },
  );

  it('keeps nothing that a refusal refused', async () => {
    for (let i = 0; i < 7; i++) await contact();
    for (let i = 0; i < 7; i++) await subscribe(i);
    expect(await rows(contactMessages)).toBe(5);
    expect(await rows(newsletterSubscribers)).toBe(5);
  });

  it('counts only calls with valid input', async () => {
    for (let i = 0; i < 6; i++) expect((await rest('/contact', { ...CONTACT, email: 'nope' })).status).toBe(400);
    for (let i = 0; i < 5; i++) expect((await contact()).status).toBe(201);
    expectRefused(await contact(), CONTACT_REFUSED);
  });

  it('counts each client address and each action apart', async () => {
    for (let i = 0; i < 5; i++) expect((await contact()).status).toBe(201);
    expectRefused(await contact(), CONTACT_REFUSED);
    expect((await contact('203.0.113.8')).status).toBe(201);
    expect((await subscribe(1)).status).toBe(200);
  });

  it('counts an IPv6 client by its /64, and an IPv4-mapped address as its IPv4 address', async () => {
    for (let i = 1; i <= 5; i++) expect((await contact(`2001:db8:1:2::${i}`)).status).toBe(201);
    expectRefused(await contact('2001:db8:1:2:ffff:ffff:ffff:ffff'), CONTACT_REFUSED);
    expect((await contact('2001:db8:1:3::1')).status).toBe(201);

    for (let i = 0; i < 5; i++) expect((await contact('198.51.100.9')).status).toBe(201);
    expectRefused(await contact('::ffff:198.51.100.9'), CONTACT_REFUSED);
  });
});

describe('one count however the procedure is reached', () => {
  it('counts REST and tRPC calls together; a tRPC refusal has the same status, message and Retry-After', async () => {
    for (let i = 0; i < 3; i++) expect((await contact()).status).toBe(201);
    for (let i = 0; i < 2; i++) expect((await trpc('contact.submit', CONTACT)).status).toBe(200);
    const refused = await trpc('contact.submit', CONTACT);
    expect(refused.status).toBe(429);
    expect(refused.body.error).toMatchObject({
      message: CONTACT_REFUSED,
      data: { code: 'TOO_MANY_REQUESTS', httpStatus: 429 },
    });
    expect(Number(refused.retryAfter)).toBeGreaterThan(0);
    expectRefused(await contact(), CONTACT_REFUSED);
    expect(await rows(contactMessages)).toBe(5);
  });

  it('lets no tRPC batch past the limit: 6 contact messages in one request keep 5', async () => {
    // Fastify takes at most 100 characters of procedure names, so a batch holds 6 of these.
    const procedures = Array.from({ length: 6 }, () => 'contact.submit').join(',');
    const inputs = Object.fromEntries(Array.from({ length: 6 }, (_, i) => [i, CONTACT]));
    const answer = await send(`/trpc/${procedures}?batch=1`, inputs, CLIENT);
    const results = answer.body as Array<{ result?: unknown; error?: unknown }>;
    expect(results).toHaveLength(6);
    expect(results.filter((result) => result.result)).toHaveLength(5);
    expect(results.filter((result) => result.error)).toEqual([
      {
        error: expect.objectContaining({
          message: CONTACT_REFUSED,
          data: { code: 'TOO_MANY_REQUESTS', httpStatus: 429 },
        }),
      },
    ]);
    expect(Number(answer.retryAfter)).toBeGreaterThan(0);
    expect(await rows(contactMessages)).toBe(5);
    expectRefused(await contact(), CONTACT_REFUSED);
  });
});
