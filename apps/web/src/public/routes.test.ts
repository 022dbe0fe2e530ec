import { existsSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { matchRoute, prepareRoute, ROUTES } from './routes.js';
import { LOADS } from './route-loads.js';

describe('matchRoute', () => {
  it.each([
    ['/', 'home', {}],
    ['/texts/hanuman-chalisa', 'text', { slug: 'hanuman-chalisa' }],
    ['/texts/hanuman-chalisa/', 'text', { slug: 'hanuman-chalisa' }],
    ['/category/aartis', 'category', { slug: 'aartis' }],
    ['/category/aarti', 'category', { slug: 'aarti' }],
    ['/categories', 'categories', {}],
    ['/deities', 'deities', {}],
    ['/texts', 'texts-index', {}],
    ['/texts/', 'texts-index', {}],
    ['/deities/12', 'deity', { idOrSlug: '12' }],
    ['/deity/hanuman', 'deity', { idOrSlug: 'hanuman' }],
    ['/deity/12', 'deity', { idOrSlug: '12' }],
    ['/search', 'search', {}],
    ['/about', 'about', {}],
    ['/my-texts', 'my-texts', {}],
    ['/contact', 'contact', {}],
    ['/admin', 'admin', {}],
    ['/privacy-policy', 'privacy', {}],
    ['/terms-of-service', 'terms', {}],
  ])('%s → %s', (path, name, params) => {
    const match = matchRoute(path);
    expect(match.route.name).toBe(name);
    expect(match.params).toEqual(params);
  });

  it.each(['/textsx', '/texts/a/b', '/deities/hanuman', '/deity', '/admin/x', '/nowhere', '/%E0%A4', '/search/x'])(
    '%s is not a page',
    (path) => {
      expect(matchRoute(path).route.name).toBe('not-found');
    },
  );

  it('decodes the path', () => {
    expect(matchRoute('/texts/%68anuman').params).toEqual({ slug: 'hanuman' });
  });
});

describe('the chunks a page needs at first', () => {
  const modules = (path: string, search = '') =>
    (matchRoute(path).route.chunks?.(new URLSearchParams(search), 'en') ?? []).map((chunk) => chunk.module);

  it('are none for a text in its own script, the converter for a script view', () => {
    expect(modules('/texts/hanuman-chalisa')).toEqual([]);
    expect(modules('/texts/hanuman-chalisa', 'script=devanagari')).toEqual([]);
    expect(modules('/texts/hanuman-chalisa', 'language=sa&script=telugu')).toEqual([
      'src/ui/script-converter-chunk.ts',
    ]);
  });

  it('are the page of every other public route, with the words of the lazy pages or its own', () => {
    expect(modules('/')).toEqual(['src/public/home-page.tsx', 'virtual:catalogue/en/pages']);
    expect(modules('/deity/shiva')).toEqual(['src/public/deity-page.tsx', 'virtual:catalogue/en/pages']);
    expect(modules('/privacy-policy')).toEqual(['src/public/privacy-page.tsx', 'virtual:catalogue/en/privacy']);
    expect(modules('/admin')).toEqual([]);
    expect(modules('/nowhere')).toEqual([]);
  });

  it('name modules that exist, and load them', async () => {
    const named = ROUTES.flatMap((route) => route.chunks?.(new URLSearchParams('script=iast'), 'en') ?? []);
    expect(named.length).toBeGreaterThan(9);
    for (const chunk of named.filter(({ module }) => !module.startsWith('virtual:catalogue/')))
      expect(existsSync(fileURLToPath(new URL(`../../${chunk.module}`, import.meta.url)))).toBe(true);
    // The long pages' sections of the catalogue are modules of the catalogues' plugin.
    expect(named.map(({ module }) => module)).toEqual(
      expect.arrayContaining([
        'virtual:catalogue/en/about',
        'virtual:catalogue/en/privacy',
        'virtual:catalogue/en/terms',
      ]),
    );
    await prepareRoute(matchRoute('/contact').route, new URLSearchParams(), 'en');
  });
});

describe('what the server loads for each page', () => {
  it('names only routes of the table', () => {
    const names = new Set(ROUTES.map((route) => route.name));
    for (const name of Object.keys(LOADS)) expect(names, name).toContain(name);
  });
});
