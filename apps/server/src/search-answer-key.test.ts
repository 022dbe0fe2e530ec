import { describe, expect, it } from 'vitest';
import { searchAnswerKey } from './search-answer-key.js';
import { useTestServer } from './testing/use-test-server.js';

const { request } = useTestServer();

const search = (q: string) => `/api/search?q=${encodeURIComponent(q)}`;

/** The answer's bytes (its JSON as sent), so that "the same answer" means the same body. */
async function answer(url: string): Promise<{ status: number; body: string }> {
  const response = await request(url);
  return { status: response.status, body: await response.text() };
}

describe('searchAnswerKey', () => {
  const alike = [
    [search('hanuman chalisa'), search('  Hanuman\u200B   CHALISA '), '/api/search?q=hanuman+chalisa'],
    [search('hanuman chalisa'), search('hanumaan chaalisa'), search('hanuman hanuman chalisa')],
    [search('जय गणेश'), search(' जय  गणेश\n'), search('जय गणेश'.normalize('NFD'))],
    [search('gayatri'), search('GAYATRI'), search('Gaayatri\t')],
    [search('!!!'), search('?')],
  ];

  it('gives one key to the queries that get the same answer from the running server', async () => {
    for (const urls of alike) {
      const keys = new Set(urls.map(searchAnswerKey));
      expect(keys.size, urls.join(' ')).toBe(1);
      expect([...keys][0]).toMatch(/^search /);
      const answers = await Promise.all(urls.map(answer));
      for (const other of answers) expect(other).toEqual({ status: 200, body: answers[0]?.body });
      if (!urls[0]?.includes('!')) expect(JSON.parse(answers[0]?.body ?? '[]').length, urls[0]).toBeGreaterThan(0);
    }
  });

  it('keeps queries with other words, order or script apart', () => {
    const keys = [
      search('hanuman chalisa'),
      search('chalisa hanuman'),
      search('hanuman'),
      search('हनुमान'),
      search('hanuman chalisa 2'),
    ].map(searchAnswerKey);
    expect(new Set(keys).size).toBe(keys.length);
  });

  it('leaves other URLs, other parameters and queries the server refuses or cuts short to their own URL', async () => {
    const own = [
      '/api/search',
      '/api/search?',
      '/api/search?q=',
      `/api/search?q=${encodeURIComponent('   ')}`,
      '/api/search?q=hanuman&q=chalisa',
      '/api/search?q=hanuman&limit=5',
      '/api/search?query=hanuman',
      '/api/search?q=%E0%A4',
      search('hanuman\u0007'),
      search('a'.repeat(201)),
      '/api/search/?q=hanuman',
      '/api/texts?q=hanuman',
      '/search?q=hanuman',
      '/trpc/search.query?input=%7B%22q%22%3A%22hanuman%22%7D',
    ];
    for (const url of own) expect(searchAnswerKey(url), url).toBeNull();
    expect((await answer('/api/search?q=')).status).toBe(400);
    expect((await answer(search('hanuman\u0007'))).status).toBe(400);
  });
});
