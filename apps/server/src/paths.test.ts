import { describe, expect, it } from 'vitest';
import { isApiPath, isCacheablePath, isServerPath } from './paths.js';

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
});
