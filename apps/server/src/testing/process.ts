import { spawn, type ChildProcess } from 'node:child_process';
import { createServer } from 'node:net';
import { fileURLToPath } from 'node:url';

export const MAIN = fileURLToPath(new URL('../../dist/main.js', import.meta.url));
export const CLI = fileURLToPath(new URL('../../dist/cli.js', import.meta.url));

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

export interface RunningProcess {
  child: ChildProcess;
  output: () => string;
  exited: Promise<number | null>;
}

/** Runs a built entry point with a clean environment of our choosing. */
export function runNode(script: string, args: string[], env: Record<string, string>): RunningProcess {
  const child = spawn(process.execPath, [script, ...args], {
    env: { PATH: process.env.PATH ?? '', LOG_LEVEL: 'info', ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout?.on('data', (chunk: Buffer) => (output += chunk.toString()));
  child.stderr?.on('data', (chunk: Buffer) => (output += chunk.toString()));
  const exited = new Promise<number | null>((resolve) => child.on('exit', (code) => resolve(code)));
  return { child, output: () => output, exited };
}

export async function waitFor(check: () => boolean, timeoutMs: number, what: string): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (!check()) {
    if (Date.now() > deadline) throw new Error(`timed out waiting for ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

/** Starts the server and resolves once it listens. */
export async function startServer(env: Record<string, string>): Promise<RunningProcess & { url: string }> {
  const port = await freePort();
  const running = runNode(MAIN, [], { HOST: '127.0.0.1', PORT: String(port), ...env });
  let exitedEarly = false;
  void running.exited.then(() => (exitedEarly = true));
  const url = `http://127.0.0.1:${port}`;
  let ready = false;
  const deadline = Date.now() + 120_000;
  while (!ready && !exitedEarly) {
    if (Date.now() > deadline) throw new Error(`timed out waiting for the server to listen:\n${running.output()}`);
    ready = await fetch(`${url}/healthz`).then(
      (response) => response.ok,
      () => false,
    );
    if (!ready) await new Promise((resolve) => setTimeout(resolve, 50));
  }
  if (exitedEarly) throw new Error(`server exited during start:\n${running.output()}`);
  return { ...running, url };
}
