import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { DrizzleQueryError, count, eq } from 'drizzle-orm';
import { LIMITS, loginFailures } from '@bhakti/db';
import { loadLibrary } from '@bhakti/api';
import { startTestServer, type TestServer } from './testing/test-server.js';
import { loadFixtures } from './testing/fixtures.js';
import { ADMIN, adminClient } from './testing/admin-client.js';
import { pngImage } from '@bhakti/testing';

// Findings of a probe of the running server, tried as an attacker would: each is a
// regression test that failed before its fix.

let server: TestServer;
let client: ReturnType<typeof adminClient>;
let token: string;

beforeAll(async () => {
  server = await startTestServer();
  client = adminClient(server);
});
afterAll(async () => {
  await server?.close();
});
beforeEach(async () => {
  await server.reset();
  await loadFixtures(server.deps);
  await client.createAdmin();
  token = await client.login();
});

const admin = (method: string, path: string, body?: unknown) => client.call(method, path, { token, body });

/** Every replacement pattern String.prototype.replace knows. */
const DOLLARS = "$` $' $& $$ $1 $<x>";

describe('page assembly', () => {
  it('puts content with $ patterns into every page once, as it is', async () => {
    await loadLibrary(server.deps.database, server.deps.search, {
      categories: [{ name: `Price ${DOLLARS}`, slug: 'dollars', type: 'stotram', description: DOLLARS }],
      deities: [{ name: `Deity ${DOLLARS}`, slug: 'dollar-deity', description: DOLLARS, imageUrl: null }],
      texts: [
        {
          title: `Title ${DOLLARS}`,
          slug: 'dollar-text',
          categorySlug: 'dollars',
          deitySlug: 'dollar-deity',
          description: DOLLARS,
          contents: [{ languageCode: 'en', content: `Verse ${DOLLARS}\nline two` }],
        },
      ],
    });
    const paths = [
      '/',
      '/texts/dollar-text',
      '/categories',
      '/category/dollars',
      '/deity/dollar-deity',
      `/search?q=${encodeURIComponent(DOLLARS)}`,
      `/search?q=${encodeURIComponent("$'")}`,
      '/about',
      '/contact',
      '/no-such-page',
      '/texts/no-such-text',
    ];
    for (const path of paths) {
      const response = await fetch(`${server.url}${path}`);
      const html = await response.text();
      expect(response.status, path).toBeLessThan(500);
      expect(html.match(/<!doctype/gi), path).toHaveLength(1);
      expect(html.match(/<div id="root">/g), path).toHaveLength(1);
      expect(html.match(/<\/html>/g), path).toHaveLength(1);
    }
    const text = await (await fetch(`${server.url}/texts/dollar-text`)).text();
    expect(text).toContain('Verse $` $&#x27; $&amp; $$ $1 $&lt;x&gt;');
  });
});

/** `[[[…]]]` or `{"a":{"a":…}}` nested `depth` levels. */
const nested = (depth: number, kind: 'array' | 'object' = 'array') =>
  kind === 'array' ? `${'['.repeat(depth)}${']'.repeat(depth)}` : `${'{"a":'.repeat(depth)}1${'}'.repeat(depth)}`;

describe('deeply nested JSON', () => {
  const targets: Array<[string, string, boolean]> = [
    ['POST', '/api/contact', false],
    ['POST', '/api/newsletter/subscribe', false],
    ['POST', '/api/texts/hanuman-chalisa/corrections', false],
    ['POST', '/api/admin/auth/login', false],
    ['POST', '/trpc/contact.submit', false],
    ['POST', '/api/admin/categories', true],
    ['POST', '/api/admin/texts/import-batch', true],
    ['POST', '/api/admin/deities', true],
    ['POST', '/api/admin/generate-content', true],
  ];
  it.each(targets)('%s %s refuses a body nested 5,000 deep with a 400', async (method, path, needsToken) => {
    for (const kind of ['array', 'object'] as const) {
      const answer = await client.call(method, path, { token: needsToken ? token : null, body: nested(5000, kind) });
      expect(answer.status, JSON.stringify(answer.body)).toBe(400);
      expect(answer.body).toEqual({
        message: 'JSON body is nested too deeply (at most 32 levels)',
        requestId: expect.any(String),
      });
    }
  });

  it("refuses a tRPC query's input nested 1,500 deep with a 400", async () => {
    const answer = await client.call('GET', `/trpc/texts.bySlug?input=${encodeURIComponent(nested(1500))}`);
    expect(answer.status).toBe(400);
    expect(answer.body.message).toBe('JSON body is nested too deeply (at most 32 levels)');
  });

  it('accepts 32 levels, counts brackets inside strings as text, and still refuses bad JSON', async () => {
    const deepButFine = `{"name":"Ram [[[{{{","email":"ram@example.com","subject":"Hello there","message":"A message of ]]]}}} brackets","extra":${nested(31)}}`;
    expect((await client.call('POST', '/api/contact', { body: deepButFine })).status).toBe(201);
    const tooDeep = `{"name":"Ram","email":"ram@example.com","subject":"Hello there","message":"Long enough message","extra":${nested(32)}}`;
    expect((await client.call('POST', '/api/contact', { body: tooDeep })).status).toBe(400);
    const escapedQuote = `{"name":"Ram \\" [[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[","email":"ram@example.com","subject":"Hello there","message":"Long enough message"}`;
    expect((await client.call('POST', '/api/contact', { body: escapedQuote })).status).toBe(201);
    expect((await client.call('POST', '/api/contact', { body: '{"name":' })).status).toBe(400);
  });
});

describe('control characters', () => {
  const contact = {
    name: 'Ram Das',
    email: 'ram@example.com',
    subject: 'A question',
    message: 'A long enough message',
  };
  const text = (over: Record<string, unknown>) => ({
    title: 'Control',
    slug: 'control',
    categoryId: 1,
    contents: [{ languageCode: 'en', content: 'One line\n\tand another' }],
    ...over,
  });

  it('refuses NUL and other control characters in every text field with a 400 naming the field', async () => {
    const secret = 'a private message nobody should log';
    const cases: Array<[string, string, unknown, string]> = [
      ['POST', '/api/contact', { ...contact, name: 'Ra\u0000m', message: secret }, 'name'],
      ['POST', '/api/contact', { ...contact, message: `${secret}\u0000` }, 'message'],
      ['POST', '/api/contact', { ...contact, subject: 'Hello \u001b[31m' }, 'subject'],
      ['POST', '/api/admin/auth/login', { username: 'ad\u0000min', password: 'x' }, 'username'],
      ['POST', '/api/admin/texts/import', text({ title: 'Ti\u0000tle' }), 'title'],
      ['POST', '/api/admin/texts/import', text({ author: 'A\u0007' }), 'author'],
      [
        'POST',
        '/api/admin/texts/import',
        text({ contents: [{ languageCode: 'en', content: 'verse\u0000' }] }),
        'contents[0].content',
      ],
      ['POST', '/api/admin/categories', { name: 'Cat\u0000', slug: 'cat', type: 'aarti' }, 'name'],
      ['POST', '/api/admin/deities', { name: 'Deity\u0000', slug: 'deity-nul' }, 'name'],
      ['POST', '/api/admin/deities', { name: 'Deity', slug: 'deity-nul', aliases: ['Al\u0000ias'] }, 'aliases[0]'],
      ['POST', '/api/admin/deities', { name: 'Deity', slug: 'deity-nul', description: 'D\u007f' }, 'description'],
    ];
    for (const [method, path, body, field] of cases) {
      const answer = await admin(method, path, body);
      expect(answer.status, `${path} ${field}: ${JSON.stringify(answer.body)}`).toBe(400);
      expect(answer.body.errors, `${path} ${field}`).toContainEqual({
        path: field,
        message: expect.stringMatching(/control character/),
      });
    }
    expect(JSON.stringify(server.logs)).not.toContain(secret);
  });

  it('keeps tabs, new lines and CRLF in verses', async () => {
    const answer = await admin(
      'POST',
      '/api/admin/texts/import',
      text({ contents: [{ languageCode: 'en', content: 'One\r\n\tTwo' }] }),
    );
    expect(answer.status).toBe(201);
  });

  it('never logs the values of a failed database statement', async () => {
    const secret = 'a private message for the admin';
    const db = server.deps.database.db as { insert: unknown };
    const original = db.insert;
    db.insert = () => {
      const params = ['Ram Das', 'ram@example.com', 'A question', secret];
      const cause = new Error('invalid byte sequence for encoding "UTF8": 0x00');
      throw new DrizzleQueryError('insert into "contact_messages" values ($1, $2, $3, $4)', params, cause);
    };
    try {
      const answer = await client.call('POST', '/api/contact', { body: { ...contact, message: secret } });
      expect(answer.status).toBe(500);
    } finally {
      db.insert = original;
    }
    const logged = JSON.stringify(server.logs);
    expect(logged).toContain('insert into');
    expect(logged).not.toContain(secret);
  });
});

describe('usernames', () => {
  it('refuses a username over the column length with a 4xx and counts it as a failed login', async () => {
    const username = 'u'.repeat(150);
    const answer = await client.call('POST', '/api/admin/auth/login', { body: { username, password: 'whatever' } });
    expect(answer.status).toBeGreaterThanOrEqual(400);
    expect(answer.status).toBeLessThan(500);
    const [row] = await server.database.db
      .select({ n: count() })
      .from(loginFailures)
      .where(eq(loginFailures.ip, '127.0.0.1'));
    expect(Number(row?.n)).toBe(1);
    expect(LIMITS.username).toBe(100);
  });
});

describe('image URLs', () => {
  it.each([
    '/\\evil.example/x.png',
    '/%5Cevil.example/x.png',
    '/%5cevil.example/x.png',
    '//evil.example/x.png',
    '/images//evil.example',
    'http://evil.example/x.png',
  ])('refuses %s', async (imageUrl) => {
    const answer = await admin('POST', '/api/admin/deities', { name: 'Deity', slug: 'deity-url', imageUrl });
    expect(answer.status).toBe(400);
    expect(answer.body.errors).toContainEqual({ path: 'imageUrl', message: expect.any(String) });
  });

  it('accepts a rooted path and an https address', async () => {
    for (const [slug, imageUrl] of [
      ['deity-a', '/images/deities/x.png'],
      ['deity-b', 'https://cdn.example/x%20y.png'],
    ]) {
      expect((await admin('POST', '/api/admin/deities', { name: 'Deity', slug, imageUrl })).status).toBe(201);
    }
  });
});

describe('multipart bodies', () => {
  it.each([
    ['multipart/form-data; boundary=xyz', 'not a multipart body'],
    ['multipart/form-data', 'no boundary at all'],
    ['multipart/form-data; boundary=xyz', '--xyz\r\nContent-Disposition: form-data; name="name"\r\n\r\nunterminated'],
  ])('answers 400 to a %s body that is not multipart', async (contentType, body) => {
    for (const [method, path] of [
      ['POST', '/api/admin/deities'],
      ['PUT', '/api/admin/deities/1'],
    ] as const) {
      const answer = await client.call(method, path, { token, body, headers: { 'content-type': contentType } });
      expect(answer.status, `${method} ${path} ${JSON.stringify(answer.body)}`).toBe(400);
      expect(answer.body).toMatchObject({ message: expect.any(String), requestId: expect.any(String) });
    }
  });

  it('still takes a real multipart form with an image', async () => {
    const form = new FormData();
    form.set('name', 'Deity');
    form.set('slug', 'deity-image');
    form.set('image', new Blob([pngImage(4, 4)], { type: 'image/png' }), 'x.png');
    expect((await admin('POST', '/api/admin/deities', form)).status).toBe(201);
  });
});

describe('offline script conversion', () => {
  it.each([
    ['HTML', '<b>जय</b> हनुमान'],
    ['emoji', '🙏🙏🙏'],
    ['Latin', 'Jai Hanuman'],
  ])('answers 400 with a clear message for %s it cannot convert', async (_kind, sourceContent) => {
    const answer = await admin('POST', '/api/admin/generate-content', {
      aiModel: 'transliterate',
      sourceLanguageCode: 'hi',
      targetLanguageCode: 'te',
      title: 'Title',
      sourceContent,
    });
    expect(answer.status, JSON.stringify(answer.body)).toBe(400);
    expect(answer.body.message).toMatch(/^Script conversion needs/);
  });
});

describe('path ids', () => {
  const bad = ['0x1', '0b1', '1e0', '+1', '01', '1.0', ' 1', '2147483648', '0', '-1', 'abc'];
  it.each(bad)('refuses %s as an id with a 400', async (id) => {
    for (const path of [
      `/api/texts/category/${encodeURIComponent(id)}`,
      `/api/admin/texts/${encodeURIComponent(id)}`,
      `/api/admin/categories/${encodeURIComponent(id)}`,
    ]) {
      const method = path.startsWith('/api/admin/categories') ? 'PUT' : 'GET';
      const body = method === 'PUT' ? { name: 'Aartis', slug: 'aartis', type: 'aarti' } : undefined;
      const answer = await admin(method, path, body);
      expect(answer.status, `${path} ${JSON.stringify(answer.body)}`).toBe(400);
    }
    expect((await admin('PUT', `/api/admin/deities/${encodeURIComponent(id)}`, { name: 'X', slug: 'x' })).status).toBe(
      400,
    );
  });

  it('still takes canonical ids', async () => {
    expect((await admin('GET', '/api/texts/category/1')).status).toBe(200);
    expect((await admin('GET', '/api/texts/category/2147483647')).status).toBe(404);
  });
});

describe('error bodies', () => {
  it('carry only message, requestId and field errors in our own words', async () => {
    const answers = [
      await client.call('POST', '/api/contact', { body: { name: 'R', email: 'not-an-email', subject: 1 } }),
      await client.call('POST', '/api/newsletter/subscribe', { body: { email: 'nope' } }),
      await admin('GET', '/api/admin/texts/abc'),
      await admin('GET', '/api/admin/texts/999'),
      await client.call('GET', '/api/admin/texts'),
      await admin('POST', '/api/admin/texts/import', { title: 5 }),
      await admin('POST', '/api/admin/generate-content', { aiModel: 5, operation: 'x', title: 'T' }),
      await admin('POST', '/api/admin/categories', { name: 'Cat', slug: 'cat', iconName: 5 }),
    ];
    for (const answer of answers) {
      expect(answer.status).toBeGreaterThanOrEqual(400);
      for (const key of Object.keys(answer.body)) expect(['message', 'requestId', 'errors']).toContain(key);
      const text = JSON.stringify(answer.body);
      expect(text).not.toMatch(/issues|"path":"(contact|newsletter|admin)\.|\^\(|invalid_type|Invalid (input|option)/);
    }
    expect(answers[1]!.body.errors).toEqual([{ path: 'email', message: 'Please enter a valid email address.' }]);
  });

  it('over tRPC carry no procedure path either', async () => {
    const response = await fetch(`${server.url}/trpc/contact.submit`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ name: 'R' }),
    });
    const body = (await response.json()) as { error: { data: Record<string, unknown> } };
    expect(response.status).toBe(400);
    expect(body.error.data).not.toHaveProperty('path');
  });
});

describe('passwords', () => {
  it('refuses a new password of only spaces', async () => {
    for (const newPassword of ['        ', ' \t \u00a0 \u3000  \n ']) {
      const answer = await admin('POST', '/api/admin/auth/change-password', {
        currentPassword: ADMIN.password,
        newPassword,
      });
      expect(answer.status).toBe(400);
      expect(answer.body.errors).toContainEqual({ path: 'newPassword', message: expect.stringMatching(/space/) });
    }
  });
});

describe('the OpenAPI document', () => {
  it('asks for the bearer token on admin operations only', async () => {
    const document = (await client.call('GET', '/api/openapi.json')).body as {
      paths: Record<string, Record<string, { security?: unknown[] }>>;
    };
    for (const [path, item] of Object.entries(document.paths)) {
      for (const [method, operation] of Object.entries(item)) {
        const needsToken = path.startsWith('/admin') && path !== '/admin/auth/login';
        expect(Boolean(operation.security?.length), `${method} ${path}`).toBe(needsToken);
      }
    }
  });
});
