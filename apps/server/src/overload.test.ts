import { Agent, request } from 'undici';
import { setTimeout as sleep } from 'node:timers/promises';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { startTestServer, type TestServer } from './testing/test-server.js';
import { loadFixtures } from './testing/fixtures.js';

// docs/security.md item 17: under 200 concurrent connections only 200, 304, 429 or 503.
const CONNECTIONS = 200;
const REQUESTS_PER_CONNECTION = 15;

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer({ shedEventLoopDelayMs: 100 });
  await server.reset();
  await loadFixtures(server.deps);
});
afterAll(async () => {
  await server?.close();
});

describe('overload', () => {
  it(`answers ${CONNECTIONS} concurrent connections with 200/304/429/503 only, drops none, and recovers`, async () => {
    const agent = new Agent({ connections: CONNECTIONS, pipelining: 1 });
    const statuses = new Map<number, number>();
    const failures: string[] = [];
    const paths = ['/api/texts', '/api/texts/hanuman-chalisa', '/api/search?q=jai', '/api/categories', '/'];
    await Promise.all(
      Array.from({ length: CONNECTIONS }, async (_, connection) => {
        for (let i = 0; i < REQUESTS_PER_CONNECTION; i++) {
          const path = paths[(connection + i) % paths.length]!;
          try {
            const answer = await request(`${server.url}${path}`, { dispatcher: agent });
            await answer.body.text();
            statuses.set(answer.statusCode, (statuses.get(answer.statusCode) ?? 0) + 1);
          } catch (error) {
            failures.push(String(error));
          }
        }
      }),
    );
    await agent.close();
    expect(failures).toEqual([]);
    for (const status of statuses.keys()) expect([200, 304, 429, 503]).toContain(status);
    expect(statuses.get(200)).toBeGreaterThan(0);
    expect([...statuses.values()].reduce((a, b) => a + b, 0)).toBe(CONNECTIONS * REQUESTS_PER_CONNECTION);
    const after = await fetch(`${server.url}/api/texts`);
    expect(after.status).toBe(200);
    console.log(`overload statuses: ${JSON.stringify(Object.fromEntries(statuses))}`);
  });

  it('turns new work away with a quick 503 while the event loop stays late, still answers health checks, and recovers', async () => {
    const blockEventLoop = (ms: number) => {
      for (const end = Date.now() + ms; Date.now() < end;);
    };
    const page = await (await fetch(`${server.url}/`)).text();
    const assetPath = /<script type="module"[^>]* src="([^"]+)"/.exec(page)?.[1];
    expect(assetPath).toMatch(/^\/assets\//);
    server.app.responseCache.clear();
    await vi.waitFor(
      async () => {
        // A queue of work that keeps the event loop late, sample after sample.
        for (let i = 0; i < 8; i++) {
          blockEventLoop(150);
          await sleep(1);
        }
        const busy = await fetch(`${server.url}/api/categories`);
        expect(busy.status).toBe(503);
        expect(busy.headers.get('retry-after')).toBe('1');
        expect(await busy.json()).toMatchObject({ message: 'The server is busy. Please try again in a moment.' });
        expect((await fetch(`${server.url}/healthz`)).status).toBe(200);
        // The scripts of a page already sent are never turned away.
        expect((await fetch(`${server.url}${assetPath}`)).status).toBe(200);
        const ready = await fetch(`${server.url}/readyz`);
        expect(ready.status).toBe(503);
        expect(await ready.json()).toMatchObject({ status: 'overloaded', pressure: { overloaded: true } });
      },
      { timeout: 20_000, interval: 10 },
    );
    await vi.waitFor(async () => expect((await fetch(`${server.url}/api/categories`)).status).toBe(200), {
      timeout: 5000,
      interval: 100,
    });
    const ready = (await (await fetch(`${server.url}/readyz`)).json()) as { status: string; pressure: object };
    expect(ready.status).toBe('ok');
    expect(Object.keys(ready.pressure).sort()).toEqual([
      'eventLoopDelayMs',
      'eventLoopUtilization',
      'heapUsedBytes',
      'overloaded',
      'rssBytes',
    ]);
  });
});
