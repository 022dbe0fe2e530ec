import { basename } from 'node:path';
import { defineConfig } from 'vitest/config';

/** Where each package's results go, so that one line can sum up the whole run. */
export const RESULTS_DIR = new URL('./.test-results/', import.meta.url).pathname;

/** The settings every package's tests share: generous timeouts for real databases and processes. */
export function sharedConfig(packageDir: string) {
  return defineConfig({
    test: {
      testTimeout: 180_000,
      hookTimeout: 180_000,
      reporters: [
        'default',
        [
          'json',
          {
            outputFile: `${RESULTS_DIR}${basename(packageDir)}-${process.env.TEST_DATABASE_URL ? 'postgres' : 'pglite'}.json`,
          },
        ],
      ],
    },
  });
}
