import { describe, expect, it } from 'vitest';
import type { SearchEngine } from '@bhakti/search';
import { useTestServer } from './testing/use-test-server.js';

const { server, request } = useTestServer();

/** Every public row of docs/api.md: method, path, and the success status. */
const PUBLIC_ROWS: Array<[string, string, string]> = [
  ['get', '/categories', '200'],
  ['get', '/categories/{slug}', '200'],
  ['get', '/texts', '200'],
  ['get', '/texts/popular', '200'],
  ['get', '/texts/{slug}', '200'],
  ['get', '/texts/category/{categoryId}', '200'],
  ['get', '/texts/deity/{deityId}', '200'],
  ['get', '/deities', '200'],
  ['get', '/deities/{idOrSlug}', '200'],
  ['get', '/stats/languages', '200'],
  ['get', '/search', '200'],
  ['post', '/newsletter/subscribe', '200'],
  ['post', '/contact', '201'],
];

/** Every admin row of docs/api.md, plus the admin extras (revisions, AI models, CSV). */
const ADMIN_ROWS: Array<[string, string, string]> = [
  ['post', '/admin/auth/login', '200'],
  ['post', '/admin/auth/logout', '200'],
  ['post', '/admin/auth/change-password', '200'],
  ['get', '/admin/texts', '200'],
  ['get', '/admin/texts/{id}', '200'],
  ['post', '/admin/texts/import', '201'],
  ['put', '/admin/texts/{id}', '200'],
  ['delete', '/admin/texts/{id}', '200'],
  ['delete', '/admin/texts/{id}/contents/{contentId}', '200'],
  ['post', '/admin/texts/import-batch', '201'],
  ['post', '/admin/generate-content', '200'],
  ['get', '/admin/categories', '200'],
  ['post', '/admin/categories', '201'],
  ['put', '/admin/categories/{id}', '200'],
  ['delete', '/admin/categories/{id}', '200'],
  ['get', '/admin/deities', '200'],
  ['post', '/admin/deities', '201'],
  ['put', '/admin/deities/{id}', '200'],
  ['delete', '/admin/deities/{id}', '200'],
  ['get', '/admin/contact-submissions', '200'],
  ['get', '/admin/newsletter-subscribers', '200'],
  ['get', '/admin/texts/{id}/revisions', '200'],
  ['post', '/admin/texts/{id}/revisions/{revisionId}/restore', '200'],
  ['get', '/admin/newsletter-subscribers.csv', '200'],
];

function expectSecurityHeaders(headers: Headers) {
  const csp = headers.get('content-security-policy') ?? '';
  expect(csp).toContain("script-src 'self'");
  expect(csp).not.toMatch(/script-src[^;]*unsafe-inline/);
  expect(csp).toContain("object-src 'none'");
  expect(csp).toContain("base-uri 'none'");
  expect(csp).toContain("frame-ancestors 'none'");
  expect(headers.get('x-content-type-options')).toBe('nosniff');
  expect(headers.get('referrer-policy')).toBeTruthy();
  expect(headers.get('x-powered-by')).toBeNull();
  expect(headers.get('strict-transport-security')).toBeNull();
  expect(headers.get('x-request-id')).toMatch(/^[0-9a-f-]{36}$/);
}

describe('security headers', () => {
  it.each([
    ['/api/texts', 200],
    ['/api/texts/nothing', 404],
    ['/api/texts/category/abc', 400],
    ['/api/nowhere', 404],
    ['/', 200],
    ['/no/such/page', 404],
    ['/healthz', 200],
    ['/api/openapi.json', 200],
  ])('are on every answer: %s', async (path, status) => {
    const response = await request(path);
    expect(response.status).toBe(status);
    expectSecurityHeaders(response.headers);
  });

  it('allows no foreign origin (no CORS headers, even on a preflight)', async () => {
    const preflight = await request('/api/contact', {
      method: 'OPTIONS',
      headers: { origin: 'https://evil.example', 'access-control-request-method': 'POST' },
    });
    expect(preflight.headers.get('access-control-allow-origin')).toBeNull();
    const get = await request('/api/texts', { headers: { origin: 'https://evil.example' } });
    expect(get.headers.get('access-control-allow-origin')).toBeNull();
  });
});

describe('errors', () => {
  it('answers an unknown API path with a JSON 404 carrying the request id', async () => {
    const response = await request('/api/no/such/thing');
    expect(response.status).toBe(404);
    const body = await response.json();
    expect(body).toMatchObject({ message: expect.any(String), requestId: response.headers.get('x-request-id') });
  });

  it('answers a JSON body over 100 KB with 413 and stores nothing', async () => {
    const response = await request('/api/contact', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ name: 'Big', email: 'a@b.org', subject: 'Large body', message: 'x'.repeat(110_000) }),
    });
    expect(response.status).toBe(413);
    expect(await response.json()).toMatchObject({ message: expect.any(String), requestId: expect.any(String) });
  });

  it('answers malformed JSON with 400', async () => {
    const response = await request('/api/contact', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: '{"name": "unterminated',
    });
    expect(response.status).toBe(400);
    expect(await response.json()).toMatchObject({ message: expect.any(String), requestId: expect.any(String) });
  });

  it('hides the details of an unexpected failure and keeps serving', async () => {
    const working = server().deps.search;
    const failing: SearchEngine = {
      ...working,
      name: 'failing',
      search: async () => {
        throw new Error('relation "secret_table" does not exist at /srv/app/db.ts:42');
      },
    };
    server().deps.search = failing;
    try {
      const response = await request('/api/search?q=hanuman');
      expect(response.status).toBe(500);
      const text = await response.text();
      expect(text).not.toMatch(/secret_table|\/srv\/app|stack/);
      expect(JSON.parse(text)).toMatchObject({ message: 'Internal server error', requestId: expect.any(String) });
    } finally {
      server().deps.search = working;
    }
    expect((await request('/api/search?q=hanuman')).status).toBe(200);
  });
});

describe('OpenAPI', () => {
  it('documents every public and admin row of the contract with its success status', async () => {
    const response = await request('/api/openapi.json');
    expect(response.status).toBe(200);
    const document = (await response.json()) as {
      openapi: string;
      paths?: Record<string, Record<string, { responses: Record<string, unknown> }>>;
    };
    expect(document.openapi).toMatch(/^3\./);
    for (const [method, path, status] of [...PUBLIC_ROWS, ...ADMIN_ROWS]) {
      const operation = document.paths?.[path]?.[method];
      expect(operation, `${method.toUpperCase()} ${path}`).toBeDefined();
      expect(Object.keys(operation!.responses)).toContain(status);
    }
  });

  it('serves a documentation page at /api/docs', async () => {
    const response = await request('/api/docs', { redirect: 'follow' });
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toMatch(/text\/html/);
    expect(await response.text()).toMatch(/swagger/i);
  });
});

describe('health', () => {
  it('answers /healthz and /readyz', async () => {
    expect((await request('/healthz')).status).toBe(200);
    const ready = await request('/readyz');
    expect(ready.status).toBe(200);
    expect(await ready.json()).toMatchObject({ status: 'ok', search: 'postgres' });
  });

  it('answers /readyz with 503 when the search engine cannot answer', async () => {
    const working = server().deps.search;
    server().deps.search = {
      ...working,
      ping: async () => {
        throw new Error('unreachable');
      },
    };
    try {
      expect((await request('/readyz')).status).toBe(503);
    } finally {
      server().deps.search = working;
    }
  });
});

describe('the tRPC door', () => {
  it('serves the same procedures at /trpc', async () => {
    const response = await request(
      '/trpc/texts.bySlug?input=' + encodeURIComponent(JSON.stringify({ slug: 'hanuman-chalisa' })),
    );
    expect(response.status).toBe(200);
    const body = (await response.json()) as { result: { data: unknown } };
    expect(body.result.data).toMatchObject({ slug: 'hanuman-chalisa', availableLanguages: ['en', 'hi'] });
  });

  it('refuses form-encoded and plain-text posts', async () => {
    for (const contentType of ['text/plain', 'application/x-www-form-urlencoded']) {
      const response = await request('/trpc/contact.submit', {
        method: 'POST',
        headers: { 'content-type': contentType },
        body: 'name=x',
      });
      expect(response.status).toBe(415);
    }
  });
});

describe('request log', () => {
  it('writes one JSON line per request with its id, method, path and status', async () => {
    const response = await request('/api/texts/hanuman-chalisa?language=hi');
    await new Promise((resolve) => setTimeout(resolve, 50));
    const id = response.headers.get('x-request-id');
    const lines = server().logs.filter((line) => line.reqId === id);
    expect(lines).toHaveLength(1);
    expect(lines[0]).toMatchObject({
      method: 'GET',
      url: '/api/texts/hanuman-chalisa?language=hi',
      statusCode: 200,
      ip: '127.0.0.1',
      durationMs: expect.any(Number),
    });
  });

  it('logs the path of an answer served before any route ran (a kept answer, a redirect)', async () => {
    const path = '/api/texts/hanuman-chalisa?language=en';
    await request(path);
    const kept = await request(path);
    const redirected = await request('/about', { headers: { cookie: 'interface=hi' }, redirect: 'manual' });
    expect(redirected.status).toBe(302);
    await new Promise((resolve) => setTimeout(resolve, 50));
    const lineOf = (response: Response) =>
      server().logs.find((line) => line.reqId === response.headers.get('x-request-id'));
    expect(lineOf(kept)).toMatchObject({ url: path, statusCode: 200 });
    expect(lineOf(redirected)).toMatchObject({ url: '/about', statusCode: 302 });
  });
});

describe('the site', () => {
  it('answers public routes with the page and unknown routes with 404', async () => {
    for (const path of [
      '/',
      '/texts/hanuman-chalisa',
      '/category/aartis',
      '/deities/1',
      '/deity/hanuman',
      '/search',
      '/about',
      '/contact',
      '/admin',
      '/privacy-policy',
      '/terms-of-service',
    ]) {
      const response = await request(path);
      expect(response.status, path).toBe(200);
      expect(response.headers.get('content-type')).toMatch(/text\/html/);
    }
    const missing = await request('/definitely/not/here');
    expect(missing.status).toBe(404);
    expect(missing.headers.get('content-type')).toMatch(/text\/html/);
  });
});
