import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { count } from 'drizzle-orm';
import {
  categories,
  contactMessages,
  corrections,
  deities,
  devotionalTexts,
  newsletterSubscribers,
  textContents,
  users,
} from '@bhakti/db';
import { startTestServer, type TestServer } from './testing/test-server.js';
import { loadFixtures } from './testing/fixtures.js';
import { adminClient } from './testing/admin-client.js';

// docs/security.md item 9: bad input never causes a 5xx, and an invalid body changes nothing.
const RUNS_PER_ENDPOINT = 1000;

let server: TestServer;
let client: ReturnType<typeof adminClient>;
let token: string;

beforeAll(async () => {
  server = await startTestServer();
  client = adminClient(server);
  await server.reset();
  await loadFixtures(server.deps);
  await client.createAdmin();
  token = await client.login();
});
afterAll(async () => {
  await server?.close();
});

const TABLES = {
  categories,
  contactMessages,
  corrections,
  deities,
  devotionalTexts,
  newsletterSubscribers,
  textContents,
  users,
};

async function rowCounts(): Promise<Record<string, number>> {
  const entries = await Promise.all(
    Object.entries(TABLES).map(async ([name, table]) => {
      const [row] = await server.database.db.select({ n: count() }).from(table);
      return [name, Number(row?.n)] as const;
    }),
  );
  return Object.fromEntries(entries);
}

const tricky = fc.oneof(
  fc.string(),
  fc.constantFrom(
    '',
    ' ',
    '<script>alert(1)</script>',
    "'; DROP TABLE categories; --",
    '%_\\',
    'ज़\u200D',
    '\u0000',
    'a'.repeat(300),
    // control characters, and fields over their limits (name 100, title 200, message 5,000 …)
    'Ra\u0000m',
    'bell\u0007 escape\u001b[31m del\u007f c1\u0085',
    'tab\tnew line\r\n',
    'u'.repeat(150),
    'm'.repeat(5001),
    'c'.repeat(200_001),
  ),
  fc.integer(),
  fc.double(),
  fc.constantFrom(0, -1, 2147483648, 1e308, Number.MAX_SAFE_INTEGER),
  fc.boolean(),
  fc.constant(null),
);

const content = fc.record(
  {
    languageCode: fc.oneof(fc.constantFrom('hi', 'sa', 'en', 'xx'), tricky),
    content: tricky,
    isTransliteration: tricky,
  },
  { requiredKeys: [] },
);

/** Bodies that look almost like a text, with any field wrong or missing. */
const nearText = fc.record(
  {
    title: tricky,
    slug: fc.oneof(fc.constantFrom('fuzzed', 'popular', 'hanuman-chalisa', 'Bad Slug'), tricky),
    categoryId: fc.oneof(fc.constantFrom(1, 2, 999), tricky),
    deityId: fc.oneof(fc.constantFrom(1, null, 999), tricky),
    description: tricky,
    author: tricky,
    isPopular: tricky,
    popularity: tricky,
    id: tricky,
    contents: fc.oneof(fc.array(content, { maxLength: 3 }), tricky),
  },
  { requiredKeys: [] },
);

/** Bodies that look almost like any other form: contact, login, category, deity. */
const nearForm = fc.record(
  {
    name: tricky,
    email: fc.oneof(fc.constantFrom('ram@example.com', 'ram\u0000@example.com'), tricky),
    subject: tricky,
    message: tricky,
    username: fc.oneof(fc.constantFrom('admin', 'a'.repeat(101)), tricky),
    password: tricky,
    slug: fc.oneof(fc.constantFrom('fuzzed', 'hanuman'), tricky),
    type: fc.oneof(fc.constantFrom('aarti', 'mantra'), tricky),
    description: tricky,
    aliases: fc.oneof(fc.array(tricky, { maxLength: 3 }), tricky),
    imageUrl: fc.oneof(fc.constantFrom('/\\evil.example/x.png', '/%5Cevil.example/x.png', '//evil.example'), tricky),
  },
  { requiredKeys: [] },
);

/** A body sent exactly as written, with its own content type: shapes JSON.stringify cannot make. */
interface RawBody {
  raw: string;
  contentType: string;
}
const rawBody = (raw: string, contentType = 'application/json'): RawBody => ({ raw, contentType });
const isRawBody = (body: unknown): body is RawBody =>
  typeof body === 'object' && body !== null && 'raw' in body && 'contentType' in body;

const deeplyNested = fc
  .tuple(fc.integer({ min: 33, max: 5000 }), fc.boolean())
  .map(([depth, arrays]) =>
    rawBody(arrays ? `${'['.repeat(depth)}${']'.repeat(depth)}` : `${'{"a":'.repeat(depth)}1${'}'.repeat(depth)}`),
  );

const malformedMultipart = fc
  .tuple(
    fc.constantFrom('multipart/form-data', 'multipart/form-data; boundary=xyz', 'multipart/form-data; boundary='),
    fc.oneof(
      fc.string(),
      fc.constantFrom(
        '--xyz\r\nContent-Disposition: form-data; name="name"\r\n\r\nunterminated',
        '--xyz\r\nContent-Disposition: form-data\r\n\r\nno name\r\n--xyz--',
        '--xyz\r\n\r\n\r\n--xyz--',
        '--xyz--',
      ),
    ),
  )
  .map(([contentType, raw]) => rawBody(raw, contentType));

const anyBody = fc.oneof(
  fc.jsonValue(),
  nearText,
  fc.array(nearText, { maxLength: 3 }),
  nearForm,
  fc.string(),
  deeplyNested,
  malformedMultipart,
);

interface Endpoint {
  method: string;
  path: string;
  body: fc.Arbitrary<unknown>;
  admin: boolean;
}

const ENDPOINTS: Endpoint[] = [
  { method: 'POST', path: '/api/contact', body: anyBody, admin: false },
  { method: 'POST', path: '/api/newsletter/subscribe', body: anyBody, admin: false },
  { method: 'POST', path: '/api/texts/hanuman-chalisa/corrections', body: anyBody, admin: false },
  { method: 'PUT', path: '/api/admin/corrections/1', body: anyBody, admin: true },
  { method: 'POST', path: '/api/admin/auth/login', body: anyBody, admin: false },
  { method: 'POST', path: '/api/admin/texts/import', body: anyBody, admin: true },
  { method: 'PUT', path: '/api/admin/texts/1', body: anyBody, admin: true },
  { method: 'POST', path: '/api/admin/texts/import-batch', body: anyBody, admin: true },
  { method: 'POST', path: '/api/admin/categories', body: anyBody, admin: true },
  { method: 'PUT', path: '/api/admin/categories/1', body: anyBody, admin: true },
  { method: 'POST', path: '/api/admin/deities', body: anyBody, admin: true },
  { method: 'PUT', path: '/api/admin/deities/1', body: anyBody, admin: true },
  { method: 'POST', path: '/api/admin/generate-content', body: anyBody, admin: true },
];

describe('generated bodies at every write endpoint', () => {
  it.each(ENDPOINTS)('$method $path answers only 2xx/4xx and changes nothing when it refuses', async (endpoint) => {
    await fc.assert(
      fc.asyncProperty(endpoint.body, async (body) => {
        const before = await rowCounts();
        const sent = isRawBody(body)
          ? body
          : rawBody((typeof body === 'string' && Math.random() < 0.3 ? body : JSON.stringify(body)) ?? 'null');
        const answer = await client.call(endpoint.method, endpoint.path, {
          token: endpoint.admin ? token : null,
          body: sent.raw,
          headers: { 'content-type': sent.contentType },
        });
        expect(answer.status, JSON.stringify(answer.body)).toBeLessThan(500);
        if (answer.status >= 400) expect(await rowCounts()).toEqual(before);
      }),
      { numRuns: RUNS_PER_ENDPOINT },
    );
  });
});
