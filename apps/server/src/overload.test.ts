import { Agent, request } from 'undici';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from './testing/test-server.js';
import { loadFixtures } from './testing/fixtures.js';

// docs/security.md item 17: under 200 concurrent connections only 200, 304, 429 or 503.
const CONNECTIONS = 200;
const REQUESTS_PER_CONNECTION = 15;

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
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
});
