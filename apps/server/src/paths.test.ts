import { describe, expect, it } from 'vitest';
import { isApiPath, isCacheablePath, isSearchCall, isServerPath } from './paths.js';

describe('paths', () => {
  it('puts a path under a prefix when it is the prefix, goes below it or asks it a query', () => {
    expect(['/api', '/api/texts', '/api?x=1', '/trpc', '/trpc/texts.list'].map(isApiPath)).toEqual([
      true,
      true,
      true,
      true,
      true,
    ]);
    expect(['/apix', '/ap', '/', '/texts/api', '/trpcx/y'].map(isApiPath)).toEqual([false, false, false, false, false]);
    expect(['/images/a.png', '/og/x.png', '/healthz', '/readyz?x'].map(isServerPath)).toEqual([true, true, true, true]);
  });

  it('keeps public answers, not admin calls, health checks, files or the API documentation', () => {
    expect(['/api/texts', '/texts/x', '/', '/trpc/texts.list?input=1'].map(isCacheablePath)).toEqual([
      true,
      true,
      true,
      true,
    ]);
    const never = [
      '/api/admin/texts',
      '/admin',
      '/healthz',
      '/images/a.png',
      '/assets/a.js',
      '/og/a.png',
      '/theme',
      '/api/docs',
    ];
    expect(never.map(isCacheablePath)).toEqual(never.map(() => false));
  });

  it('tells searches, REST or tRPC, from other calls', () => {
    const searches = [
      '/api/search?q=hanuman',
      '/trpc/search.query?input=%7B%7D',
      '/trpc/search.query,search.query?batch=1',
    ];
    expect(searches.map(isSearchCall)).toEqual(searches.map(() => true));
    const others = [
      '/api/searchx?q=a',
      '/api/texts?q=search',
      '/trpc/texts.list',
      '/trpc/search.query,texts.list?batch=1',
      '/search?q=a',
    ];
    expect(others.map(isSearchCall)).toEqual(others.map(() => false));
  });
});
