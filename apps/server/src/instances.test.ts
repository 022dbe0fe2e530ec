import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { adminClient } from './testing/admin-client.js';
import type { TestServer } from './testing/test-server.js';
import { startTwoInstances, type TwoInstances } from './testing/two-instances.js';

// Several app instances may share one database (README): a write through one must not
// leave the others answering from their caches what the library no longer says.

let instances: TwoInstances;
let first: TestServer;
let second: TestServer;
let token: string;

beforeAll(async () => {
  instances = await startTwoInstances();
  ({ first, second, token } = instances);
});
afterAll(async () => {
  await instances?.close();
});

const write = (method: string, path: string, body?: unknown) => adminClient(first).call(method, path, { token, body });

async function read(server: TestServer, path: string): Promise<unknown> {
  const response = await fetch(`${server.url}${path}`);
  expect(response.status, path).toBe(200);
  return response.json();
}

/** The other instance hears of the write just after its commit: ask again for up to 5 s. */
const eventually = (check: () => Promise<void>) => vi.waitFor(check, { timeout: 5000, interval: 50 });

const slugsOf = (list: unknown) => (list as Array<{ slug: string }>).map((item) => item.slug);

describe('two instances on one database', () => {
  it('answer a text written through the other one, in lists, pages and search', async () => {
    expect(slugsOf(await read(second, '/api/texts'))).not.toContain('durga-chalisa');
    expect(slugsOf(await read(second, '/api/search?q=durga'))).toEqual([]);
    const categories = (await read(second, '/api/categories')) as Array<{ id: number; slug: string }>;
    const chalisas = categories.find((category) => category.slug === 'chalisas')?.id;
    const created = await write('POST', '/api/admin/texts/import', {
      title: 'Durga Chalisa',
      slug: 'durga-chalisa',
      categoryId: chalisas,
      contents: [{ languageCode: 'hi', content: 'नमो नमो दुर्गे सुख करनी ।' }],
    });
    expect(created.status).toBe(201);
    await eventually(async () => {
      expect(slugsOf(await read(second, '/api/texts'))).toContain('durga-chalisa');
    });
    expect(await read(second, '/api/texts/durga-chalisa')).toMatchObject({ title: 'Durga Chalisa' });
    expect(slugsOf(await read(second, '/api/search?q=durga'))).toEqual(['durga-chalisa']);
  });

  it('answer a category renamed through the other one', async () => {
    const categories = (await read(second, '/api/categories')) as Array<{ id: number; slug: string; name: string }>;
    const aartis = categories.find((category) => category.slug === 'aartis');
    expect(aartis?.name).toBe('Aartis');
    expect((await write('PUT', `/api/admin/categories/${aartis?.id}`, { ...aartis, name: 'Aartiyan' })).status).toBe(
      200,
    );
    await eventually(async () => {
      const renamed = (await read(second, '/api/categories')) as Array<{ slug: string; name: string }>;
      expect(renamed.find((category) => category.slug === 'aartis')?.name).toBe('Aartiyan');
    });
  });
});
