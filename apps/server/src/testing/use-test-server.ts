import { afterAll, beforeAll, beforeEach } from 'vitest';
import { startTestServer, type TestServer } from './test-server.js';
import { loadFixtures } from './fixtures.js';

export interface JsonResponse {
  status: number;
  headers: Headers;
  body: any; // eslint-disable-line @typescript-eslint/no-explicit-any -- answers are checked field by field
}

async function readJson(response: Response): Promise<JsonResponse> {
  const text = await response.text();
  return { status: response.status, headers: response.headers, body: text ? JSON.parse(text) : null };
}

/**
 * One real server for the test file, emptied and loaded with the fixture library before
 * each test. `server()` is the running server; `get` and `post` answer parsed JSON.
 */
export function useTestServer() {
  let server: TestServer | undefined;
  beforeAll(async () => {
    server = await startTestServer();
  });
  afterAll(async () => {
    await server?.close();
  });
  beforeEach(async () => {
    await running().reset();
    await loadFixtures(running().deps);
  });

  const running = (): TestServer => {
    if (!server) throw new Error('the test server is not running (useTestServer belongs at the top of a test file)');
    return server;
  };
  const request = (path: string, init?: RequestInit) => fetch(`${running().url}${path}`, init);
  const get = async (path: string) => readJson(await request(path));
  const post = async (path: string, body: unknown, contentType = 'application/json') =>
    readJson(
      await request(path, {
        method: 'POST',
        headers: { 'content-type': contentType },
        body: typeof body === 'string' ? body : JSON.stringify(body),
      }),
    );
  return { server: running, request, get, post };
}
