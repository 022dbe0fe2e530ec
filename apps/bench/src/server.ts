import { spawn } from 'node:child_process';
import { writeFileSync, mkdtempSync, rmSync } from 'node:fs';
import { createServer, type AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { randomBytes } from 'node:crypto';
import { SERVER_CLI, SERVER_MAIN } from './paths.js';

const START_TIMEOUT_MS = 120_000;

/** The environment every benchmark process gets: quiet logs and a known admin (no generated password printed). */
function processEnv(env: Record<string, string>): Record<string, string> {
  return {
    PATH: process.env.PATH ?? '',
    LOG_LEVEL: 'warn',
    ADMIN_USERNAME: 'bench',
    ADMIN_PASSWORD: randomBytes(12).toString('hex'),
    ...env,
  };
}

function run(script: string, args: string[], env: Record<string, string>) {
  const child = spawn(process.execPath, [script, ...args], { env: processEnv(env), stdio: ['ignore', 'pipe', 'pipe'] });
  let output = '';
  child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
  child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
  const exited = new Promise<number | null>((resolve) => child.on('exit', resolve));
  return { child, exited, output: () => output };
}

/** Imports a library file ({ categories, deities, texts }) through the server's CLI, as an operator would. */
export async function importLibrary(library: unknown, env: Record<string, string>): Promise<void> {
  const dir = mkdtempSync(join(tmpdir(), 'bhakti-bench-import-'));
  const file = join(dir, 'library.json');
  try {
    writeFileSync(file, JSON.stringify(library));
    const cli = run(SERVER_CLI, ['import-texts', file], env);
    if ((await cli.exited) !== 0) throw new Error(`import failed:\n${cli.output()}`);
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

/** A port the system has just handed out (and taken back) for the server to listen on. */
function unusedPort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createServer()
      .on('error', reject)
      .listen(0, '127.0.0.1', () => {
        const { port } = probe.address() as AddressInfo;
        probe.close(() => resolve(port));
      });
  });
}

export interface RunningServer {
  url: string;
  stop(): Promise<void>;
}

/** Starts the built server (apps/server/dist/main.js) and resolves once /healthz answers. */
export async function startServer(env: Record<string, string>): Promise<RunningServer> {
  const port = await unusedPort();
  const url = `http://127.0.0.1:${port}`;
  const server = run(SERVER_MAIN, [], { HOST: '127.0.0.1', PORT: String(port), ...env });
  let exited = false;
  void server.exited.then(() => (exited = true));
  const deadline = Date.now() + START_TIMEOUT_MS;
  while (
    !(await fetch(`${url}/healthz`)
      .then((r) => r.ok)
      .catch(() => false))
  ) {
    if (exited || Date.now() > deadline) throw new Error(`the server did not start:\n${server.output()}`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  return {
    url,
    stop: async () => {
      server.child.kill('SIGTERM');
      await server.exited;
    },
  };
}

export async function searchSlugs(url: string, query: string): Promise<string[]> {
  const response = await fetch(`${url}/api/search?q=${encodeURIComponent(query)}`);
  if (!response.ok) throw new Error(`search "${query}" answered ${response.status}`);
  return ((await response.json()) as Array<{ slug: string }>).map((result) => result.slug);
}
