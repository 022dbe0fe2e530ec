import { spawn, spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';

const SERVER_DIST = fileURLToPath(new URL('../../../server/dist/', import.meta.url));
const FIXTURES = fileURLToPath(new URL('../fixtures/library.json', import.meta.url));

export async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const address = probe.address();
      probe.close(() => resolve(typeof address === 'object' && address ? address.port : 0));
    });
  });
}

/**
 * Loads the fixture library into a fresh embedded database with the server's own import
 * command, then starts the built server on it. Tests read the address from BASE_URL.
 */
export default async function globalSetup(): Promise<() => Promise<void>> {
  const dataDir = mkdtempSync(join(tmpdir(), 'bhakti-e2e-'));
  const env = {
    PATH: process.env.PATH ?? '',
    DATA_DIR: dataDir,
    LOG_LEVEL: 'warn',
    ADMIN_USERNAME: 'admin',
    ADMIN_PASSWORD: 'e2e-admin-password',
  };
  const load = spawnSync(process.execPath, [`${SERVER_DIST}cli.js`, 'import-texts', FIXTURES], {
    env,
    encoding: 'utf8',
  });
  if (load.status !== 0) throw new Error(`loading the fixture library failed:\n${load.stdout}${load.stderr}`);

  const port = await freePort();
  const server = spawn(process.execPath, [`${SERVER_DIST}main.js`], {
    env: { ...env, LOG_LEVEL: 'info', HOST: '127.0.0.1', PORT: String(port) },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  server.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
  server.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
  const exited = new Promise<void>((resolve) => server.once('exit', () => resolve()));
  const deadline = Date.now() + 60_000;
  while (!output.includes('is listening')) {
    if (server.exitCode !== null || Date.now() > deadline) {
      server.kill('SIGKILL');
      throw new Error(`the server did not start:\n${output}`);
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  process.env.BASE_URL = `http://127.0.0.1:${port}`;

  return async () => {
    server.kill('SIGTERM');
    await Promise.race([exited, new Promise((resolve) => setTimeout(resolve, 10_000))]);
    rmSync(dataDir, { recursive: true, force: true });
  };
}
