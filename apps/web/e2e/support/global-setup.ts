import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { SERVER_CLI, runNode, startBuiltServer } from '@bhakti/testing';

const FIXTURES = fileURLToPath(new URL('../fixtures/library.json', import.meta.url));

/**
 * Loads the fixture library into a fresh embedded database with the server's own import
 * command, then starts the built server on it. Tests read the address from BASE_URL.
 */
export default async function globalSetup(): Promise<() => Promise<void>> {
  const dataDir = mkdtempSync(join(tmpdir(), 'bhakti-e2e-'));
  // startBuiltServer sheds no load for a late event loop: the suite shares the cores with Chromium.
  const env = { DATA_DIR: dataDir, ADMIN_USERNAME: 'admin', ADMIN_PASSWORD: 'e2e-admin-password' };
  const load = runNode(SERVER_CLI, ['import-texts', FIXTURES], { ...env, LOG_LEVEL: 'warn' });
  if ((await load.exited) !== 0) throw new Error(`loading the fixture library failed:\n${load.output()}`);

  const server = await startBuiltServer(env);
  process.env.BASE_URL = server.url;

  return async () => {
    await server.stop();
    rmSync(dataDir, { recursive: true, force: true });
  };
}
