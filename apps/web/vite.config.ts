import { existsSync, readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { createHash } from 'node:crypto';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import { defineConfig, type Plugin } from 'vite';
import react from '@vitejs/plugin-react';
import { VitePWA } from 'vite-plugin-pwa';
import { themeCss } from './src/theme-css.js';
import { chunkFiles, type ViteManifest } from './src/ui/page-chunks.js';
import { DEVICE_PAGES } from './src/offline/offline-page-address.js';
import { catalogueLanguages, interfaceCatalogues } from './src/i18n/catalogue-plugin.js';
import { interfacePath } from '@bhakti/core';

const CATALOGUES_DIR = fileURLToPath(new URL('src/i18n/catalogues', import.meta.url));

/**
 * Writes .br and .gz beside each text asset of the browser build, once, at build time: the
 * server sends them as they are (@fastify/static preCompressed), spending no CPU per request.
 */
function precompress(): Plugin {
  let outDir = '';
  return {
    name: 'bhakti-precompress',
    apply: 'build',
    configResolved(config) {
      outDir = config.build.ssr ? '' : join(config.root, config.build.outDir);
    },
    closeBundle() {
      if (!outDir) return;
      const walk = (dir: string) => {
        for (const name of readdirSync(dir)) {
          const path = join(dir, name);
          if (statSync(path).isDirectory()) walk(path);
          else if (/\.(js|css|svg|txt|json)$/.test(name) && statSync(path).size >= 1024) {
            const data = readFileSync(path);
            const quality = { [constants.BROTLI_PARAM_QUALITY]: 11, [constants.BROTLI_PARAM_SIZE_HINT]: data.length };
            writeFileSync(`${path}.br`, brotliCompressSync(data, { params: quality }));
            writeFileSync(`${path}.gz`, gzipSync(data, { level: 9 }));
          }
        }
      };
      walk(outDir);
    },
  };
}

const THEME_CSS = 'virtual:mantine-theme.css';

/**
 * `virtual:mantine-theme.css`: the CSS variables and classes of the site's Mantine theme (src/theme-css.ts),
 * made once per build and bundled into the site's stylesheet, in place of the `<style>` elements
 * MantineProvider would render into every page.
 */
function mantineTheme(): Plugin {
  return {
    name: 'bhakti-mantine-theme',
    resolveId: (id) => (id === THEME_CSS ? `\0${THEME_CSS}` : undefined),
    load: (id) => (id === `\0${THEME_CSS}` ? themeCss() : undefined),
  };
}

/**
 * For the server build: the browser build's lazy chunks and their files (src/ui/page-chunks.ts),
 * read from its manifest, so that a page's head can name the chunks it needs at first.
 */
function clientChunks(): string {
  const path = fileURLToPath(new URL('dist/client/.vite/manifest.json', import.meta.url));
  if (!existsSync(path)) throw new Error(`${path} is missing: the browser build (vite build) comes first`);
  return JSON.stringify(chunkFiles(JSON.parse(readFileSync(path, 'utf8')) as ViteManifest));
}

/**
 * The libraries of the reading page's first load, as pnpm lays them out (`.pnpm/react-dom@…`),
 * Lingui's runtime among them. Not TanStack Query: only the admin portal's lazy chunk uses it
 * (the public site reads through src/ui/page-data.tsx, docs/decisions/035).
 */
const EVERY_PAGE_LIBRARIES =
  /node_modules[\\/]\.pnpm[\\/](react|react-dom|scheduler|wouter|regexparam|use-sync-external-store|@lingui\+core)@/;

/**
 * Offline reading (docs/decisions/025-offline-reading.md): the web app manifest
 * (/manifest.webmanifest, named in every page's head) and the service worker /sw.js, built from
 * src/service-worker/sw.ts with Workbox and the list of files to precache: the public site's
 * scripts, styles, fonts and icons, never the admin portal's chunks, and the offline and My
 * texts pages (revised whenever the files they name change). The page registers the worker itself
 * (src/offline/offline-support.ts), in a few bytes of the entry.
 */
function offlineReading(): Plugin[] {
  return VitePWA({
    strategies: 'injectManifest',
    srcDir: 'src/service-worker',
    filename: 'sw.ts',
    injectRegister: false,
    manifest: {
      name: 'Bhakti Sangrah',
      short_name: 'Bhakti Sangrah',
      description:
        'A free library of Hindu devotional texts — aartis, chalisas and stotrams — to read anywhere, also offline.',
      id: '/',
      start_url: '/',
      scope: '/',
      display: 'standalone',
      // THEME_COLORS.light (src/ui/color-theme.tsx) and the page's --cream (styles/global.css).
      theme_color: '#ff9933',
      background_color: '#fff8ee',
      icons: [
        { src: '/icons/icon-192.png', sizes: '192x192', type: 'image/png', purpose: 'any' },
        { src: '/icons/icon-512.png', sizes: '512x512', type: 'image/png', purpose: 'any' },
        { src: '/icons/icon-maskable-512.png', sizes: '512x512', type: 'image/png', purpose: 'maskable' },
      ],
    },
    injectManifest: {
      globPatterns: ['assets/*.{js,css,woff2}', 'favicon.svg', 'icons/*.png'],
      globIgnores: ['assets/admin-app-*'],
      // Hashed names are their own revision.
      dontCacheBustURLsMatching: /^assets\//,
      manifestTransforms: [
        (entries) => {
          const revision = createHash('sha256')
            .update(entries.map((entry) => `${entry.url} ${entry.revision ?? ''}`).join('\n'))
            .digest('hex')
            .slice(0, 16);
          // The device's pages in every interface language (ADR 034).
          const pages = catalogueLanguages(CATALOGUES_DIR).flatMap((language) =>
            DEVICE_PAGES.map((path) => interfacePath(language, path)),
          );
          return { manifest: [...entries, ...pages.map((url) => ({ url, revision, size: 0 }))] };
        },
      ],
    },
  });
}

// Two builds from one config: `vite build` makes the browser bundle (dist/client, with the
// HTML template the server fills in), `vite build --ssr src/entry-server.tsx` the server
// renderer (dist/server) that apps/server imports at run time.
export default defineConfig(({ isSsrBuild }) => ({
  plugins: [
    react(),
    mantineTheme(),
    interfaceCatalogues(CATALOGUES_DIR),
    precompress(),
    ...(isSsrBuild ? [] : offlineReading()),
  ],
  build: {
    outDir: 'dist/client',
    target: 'es2022',
    copyPublicDir: !isSsrBuild,
    // dist/client/.vite/manifest.json: the server build reads from it the files of each lazy
    // chunk (clientChunks), and the admin e2e suite proves from it that the public entry's chunk
    // graph never reaches src/admin/.
    manifest: !isSsrBuild,
    // Fonts and icons stay files with their own cache entries, never data: URLs in the CSS.
    assetsInlineLimit: 0,
    // The page shell preloads the entry's imports. A lazy page's scripts are fetched as it
    // imports them, not listed in the entry: a page's
    // head names what it needs at first (src/ui/page-chunks.ts), and after the first visit the
    // service worker holds every public chunk (ADR 025), so the lists would cost every reader
    // bytes for round trips that are mostly already saved. Its stylesheets are still preloaded
    // (no flash of an unstyled page); every browser we build for knows modulepreload.
    modulePreload: {
      polyfill: false,
      resolveDependencies: (_file, deps, { hostType }) =>
        hostType === 'html' ? deps : deps.filter((dep) => dep.endsWith('.css')),
    },
    rolldownOptions: {
      // The libraries every page runs (React, wouter, Lingui) in one chunk of their own:
      // Rolldown would otherwise split them into several small chunks beside the entry (shared
      // with the lazy pages), each compressed alone; one chunk is ~0.7 kB smaller gzipped, and
      // it changes only when those libraries do, so browsers keep it across releases.
      ...(isSsrBuild
        ? {}
        : { output: { codeSplitting: { groups: [{ name: 'vendor', test: EVERY_PAGE_LIBRARIES }] } } }),
      treeshake: {
        // @bhakti/core's modules are pure: what the site does not use (the transliteration
        // library behind slugify) stays out of the bundle.
        moduleSideEffects: (id: string) => !/\/packages\/core\/dist\//.test(id),
      },
    },
  },
  ssr: {
    // The workspace package runs from its own compiled output with its own dependencies.
    // Everything else is bundled into the renderer — the icons so the server loads only the
    // few the site draws, React so that it runs its production build whatever NODE_ENV the
    // server was started with (its development build renders several times slower).
    external: ['@bhakti/core'],
    noExternal: true,
  },
  ...(isSsrBuild
    ? { define: { 'process.env.NODE_ENV': JSON.stringify('production'), __CLIENT_CHUNKS__: clientChunks() } }
    : {}),
  server: {
    // `pnpm --filter @bhakti/web dev` renders in the browser against a running server.
    proxy: { '/trpc': 'http://localhost:3000', '/api': 'http://localhost:3000', '/images': 'http://localhost:3000' },
  },
}));
