import { describe, expect, it } from 'vitest';
import { chunkFiles, preloadTags, type ViteManifest } from './page-chunks.js';

// The shape of dist/client/.vite/manifest.json (a trimmed copy of a real one).
const MANIFEST: ViteManifest = {
  'index.html': {
    file: 'assets/index-A.js',
    isEntry: true,
    imports: ['_runtime.js', '_urls.js'],
    css: ['assets/index-A.css'],
  },
  '_runtime.js': { file: 'assets/runtime-R.js' },
  '_urls.js': { file: 'assets/urls-U.js', imports: ['_runtime.js'] },
  '_scope.js': { file: 'assets/scope-S.js', imports: ['_runtime.js', '_urls.js', 'index.html'] },
  '_form.js': { file: 'assets/form-F.js', imports: ['_scope.js', 'index.html'] },
  'src/public/home-page.tsx': {
    file: 'assets/home-page-H.js',
    isDynamicEntry: true,
    imports: ['index.html', '_urls.js', '_form.js'],
  },
  'src/public/contact-page.tsx': {
    file: 'assets/contact-page-C.js',
    isDynamicEntry: true,
    imports: ['_scope.js', '_form.js'],
    css: ['assets/contact-page-C.css'],
  },
};

describe('the files of the lazy chunks', () => {
  const files = chunkFiles(MANIFEST);

  it('are each chunk and what it imports, less what the entry loads', () => {
    expect(files).toEqual({
      'src/public/home-page.tsx': {
        js: ['/assets/home-page-H.js', '/assets/form-F.js', '/assets/scope-S.js'],
        css: [],
      },
      'src/public/contact-page.tsx': {
        js: ['/assets/contact-page-C.js', '/assets/scope-S.js', '/assets/form-F.js'],
        css: ['/assets/contact-page-C.css'],
      },
    });
  });

  it('are named in the head once each, as Vite names the entry’s', () => {
    const load = () => Promise.resolve();
    const tags = preloadTags(files, [
      { module: 'src/public/home-page.tsx', load },
      { module: 'src/public/contact-page.tsx', load },
      { module: 'src/nowhere.tsx', load },
    ]);
    expect(tags.split('\n    ')).toEqual([
      '<link rel="stylesheet" crossorigin href="/assets/contact-page-C.css">',
      '<link rel="modulepreload" crossorigin href="/assets/home-page-H.js">',
      '<link rel="modulepreload" crossorigin href="/assets/form-F.js">',
      '<link rel="modulepreload" crossorigin href="/assets/scope-S.js">',
      '<link rel="modulepreload" crossorigin href="/assets/contact-page-C.js">',
    ]);
    expect(preloadTags(files, [])).toBe('');
  });

  it('need an entry in the manifest', () => {
    expect(() => chunkFiles({ 'src/a.tsx': { file: 'assets/a.js', isDynamicEntry: true } })).toThrow(
      'The manifest names no entry',
    );
  });
});
