import { describe, expect, it } from 'vitest';
import { matchRoute } from './routes.js';

describe('matchRoute', () => {
  it.each([
    ['/', 'home', {}],
    ['/texts/hanuman-chalisa', 'text', { slug: 'hanuman-chalisa' }],
    ['/texts/hanuman-chalisa/', 'text', { slug: 'hanuman-chalisa' }],
    ['/category/aartis', 'category', { slug: 'aartis' }],
    ['/category/aarti', 'category', { slug: 'aarti' }],
    ['/categories', 'categories', {}],
    ['/deities/12', 'deity', { idOrSlug: '12' }],
    ['/deity/hanuman', 'deity', { idOrSlug: 'hanuman' }],
    ['/deity/12', 'deity', { idOrSlug: '12' }],
    ['/search', 'search', {}],
    ['/about', 'about', {}],
    ['/contact', 'contact', {}],
    ['/admin', 'admin', {}],
    ['/privacy-policy', 'privacy', {}],
    ['/terms-of-service', 'terms', {}],
  ])('%s → %s', (path, name, params) => {
    const match = matchRoute(path);
    expect(match.route.name).toBe(name);
    expect(match.params).toEqual(params);
  });

  it.each(['/texts', '/texts/a/b', '/deities/hanuman', '/deity', '/admin/x', '/nowhere', '/%E0%A4', '/search/x'])(
    '%s is not a page',
    (path) => {
      expect(matchRoute(path).route.name).toBe('not-found');
    },
  );

  it('decodes the path', () => {
    expect(matchRoute('/texts/%68anuman').params).toEqual({ slug: 'hanuman' });
  });
});
