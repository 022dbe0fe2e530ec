import { defineConfig, mergeConfig } from 'vitest/config';
import { sharedConfig } from '../../vitest.shared.js';
import { interfaceCatalogues } from './src/i18n/catalogue-plugin.js';

// Unit tests (*.test.ts[x] beside the code) run in Node; the browser suite is e2e/*.e2e.ts.
export default mergeConfig(
  sharedConfig(import.meta.dirname),
  defineConfig({
    plugins: [interfaceCatalogues(new URL('src/i18n/catalogues', import.meta.url).pathname)],
    test: {
      include: ['src/**/*.test.{ts,tsx}'],
      // The icon package is thousands of modules: bundle it once instead of loading each.
      deps: { optimizer: { ssr: { enabled: true, include: ['@tabler/icons-react'] } } },
    },
  }),
);
