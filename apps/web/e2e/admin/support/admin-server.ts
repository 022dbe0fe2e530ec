import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { freePort } from '../../support/global-setup.js';

const SERVER_MAIN = fileURLToPath(new URL('../../../../server/dist/main.js', import.meta.url));

/** The first admin, created by the server from ADMIN_USERNAME / ADMIN_PASSWORD on its first start. */
export const ADMIN = { username: 'admin', password: 'portal-e2e-password' } as const;

export interface AdminServer {
  url: string;
  stop(): Promise<void>;
}

async function waitUntilReady(url: string, child: ChildProcess, output: () => string): Promise<void> {
  const deadline = Date.now() + 90_000;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`the admin e2e server exited:\n${output()}`);
    if (Date.now() > deadline) throw new Error(`the admin e2e server did not start in time:\n${output()}`);
    const ready = await fetch(`${url}/readyz`).then(
      (response) => response.ok,
      () => false,
    );
    if (ready) return;
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
}

/**
 * A server of the portal's own, on an empty embedded database: the server loads its starter
 * library and creates the first admin from the environment. The portal's tests import,
 * delete and change passwords, so they never share the public suite's server. `env` adds
 * to the environment it starts with (e.g. AI provider keys and base URLs).
 */
export async function startAdminServer(env: Record<string, string> = {}): Promise<AdminServer> {
  const dataDir = mkdtempSync(join(tmpdir(), 'bhakti-admin-e2e-'));
  const port = await freePort();
  const url = `http://127.0.0.1:${port}`;
  const child = spawn(process.execPath, [SERVER_MAIN], {
    env: {
      PATH: process.env.PATH ?? '',
      DATA_DIR: dataDir,
      HOST: '127.0.0.1',
      PORT: String(port),
      LOG_LEVEL: 'warn',
      ADMIN_USERNAME: ADMIN.username,
      ADMIN_PASSWORD: ADMIN.password,
      ...env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout?.on('data', (chunk: Buffer) => (output += chunk.toString()));
  child.stderr?.on('data', (chunk: Buffer) => (output += chunk.toString()));
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  try {
    await waitUntilReady(url, child, () => output);
  } catch (error) {
    child.kill('SIGKILL');
    rmSync(dataDir, { recursive: true, force: true });
    throw error;
  }
  return {
    url,
    async stop() {
      child.kill('SIGTERM');
      await Promise.race([exited, new Promise((resolve) => setTimeout(resolve, 10_000))]);
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}
