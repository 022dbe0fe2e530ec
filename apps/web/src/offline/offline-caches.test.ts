import { describe, expect, it } from 'vitest';
import { isNeverCached } from './offline-caches.js';

describe('isNeverCached (what the service worker never keeps)', () => {
  it.each([
    '/admin',
    '/admin/',
    '/api/admin/texts',
    '/api/texts',
    '/api/openapi.json',
    '/healthz',
    '/readyz',
    '/theme',
    '/trpc/admin.texts.list',
    '/trpc/texts.list,admin.texts.list',
    '/trpc/categories.list%2Cadmin.inbox.contactSubmissions',
  ])('never keeps %s', (path) => {
    expect(isNeverCached(path)).toBe(true);
  });

  it.each([
    '/',
    '/texts/hanuman-chalisa',
    '/texts/admin-guide',
    '/administration',
    '/trpc/texts.bySlug',
    '/trpc/categories.list,texts.bySlug',
    '/category/aartis',
  ])('may keep %s', (path) => {
    expect(isNeverCached(path)).toBe(false);
  });
});
