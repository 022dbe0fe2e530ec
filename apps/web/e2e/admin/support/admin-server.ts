import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { startBuiltServer } from '@bhakti/testing';

/** The first admin, created by the server from ADMIN_USERNAME / ADMIN_PASSWORD on its first start. */
export const ADMIN = { username: 'admin', password: 'portal-e2e-password' } as const;

export interface AdminServer {
  url: string;
  stop(): Promise<void>;
}

/**
 * A server of the portal's own, on an empty embedded database: the server loads its starter
 * library and creates the first admin from the environment. The portal's tests import,
 * delete and change passwords, so they never share the public suite's server. `env` adds
 * to the environment it starts with (e.g. AI provider keys and base URLs).
 */
export async function startAdminServer(env: Record<string, string> = {}): Promise<AdminServer> {
  const dataDir = mkdtempSync(join(tmpdir(), 'bhakti-admin-e2e-'));
  const removeData = () => rmSync(dataDir, { recursive: true, force: true });
  const server = await startBuiltServer({
    DATA_DIR: dataDir,
    LOG_LEVEL: 'warn',
    ADMIN_USERNAME: ADMIN.username,
    ADMIN_PASSWORD: ADMIN.password,
    ...env,
  }).catch((error: unknown) => {
    removeData();
    throw error;
  });
  return {
    url: server.url,
    async stop() {
      await server.stop();
      removeData();
    },
  };
}
