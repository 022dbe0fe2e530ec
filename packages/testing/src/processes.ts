import { spawn, type ChildProcess } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { freePort } from './ports.js';

/** The built server (`pnpm build` first); this file is in packages/testing/src or packages/testing/dist. */
export const SERVER_MAIN = fileURLToPath(new URL('../../../apps/server/dist/main.js', import.meta.url));
export const SERVER_CLI = fileURLToPath(new URL('../../../apps/server/dist/cli.js', import.meta.url));

const START_TIMEOUT_MS = 120_000;
const STOP_TIMEOUT_MS = 10_000;

export interface RunningProcess {
  child: ChildProcess;
  output: () => string;
  exited: Promise<number | null>;
}

export interface RunningServer extends RunningProcess {
  url: string;
  /** SIGTERM, then waits (10 s at most) for the server to exit. */
  stop(): Promise<void>;
}

/** Runs a Node script with a clean environment of our choosing (PATH and `LOG_LEVEL=info` unless `env` says otherwise). */
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

/**
 * Starts the built server on a free port of 127.0.0.1 and resolves once /healthz answers.
 * Throws with the server's output when it exits first or does not answer in time.
 * Unless `shedLoad` (benches, which measure the server as it runs), it sheds no load for a
 * late event loop: tests share the machine's cores with browsers and builds, a loop made late
 * by them is not the server's overload, and a page whose entry script got a 503 never hydrates.
 */
export async function startBuiltServer(
  env: Record<string, string>,
  { shedLoad = false }: { shedLoad?: boolean } = {},
): Promise<RunningServer> {
  const port = await freePort();
  const running = runNode(SERVER_MAIN, [], {
    HOST: '127.0.0.1',
    PORT: String(port),
    ...(shedLoad ? {} : { SHED_EVENT_LOOP_DELAY_MS: '0' }),
    ...chosenOnTheCommandLine(),
    ...env,
  });
  let exitedEarly = false;
  void running.exited.then(() => (exitedEarly = true));
  const url = `http://127.0.0.1:${port}`;
  const deadline = Date.now() + START_TIMEOUT_MS;
  while (!(await answers(`${url}/healthz`))) {
    if (exitedEarly) throw new Error(`server exited during start:\n${running.output()}`);
    if (Date.now() > deadline) {
      running.child.kill('SIGKILL');
      throw new Error(`timed out waiting for the server to listen:\n${running.output()}`);
    }
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  const stop = async () => {
    running.child.kill('SIGTERM');
    await Promise.race([running.exited, new Promise((resolve) => setTimeout(resolve, STOP_TIMEOUT_MS))]);
  };
  return { ...running, url, stop };
}

/** Server settings an A/B run sets on its command line (`SEARCH_ENGINE=postgres pnpm bench:…`), passed on when set. */
const AB_SETTINGS = ['SEARCH_ENGINE', 'WORKER_THREADS'] as const;

function chosenOnTheCommandLine(): Record<string, string> {
  return Object.fromEntries(AB_SETTINGS.flatMap((name) => (process.env[name] ? [[name, process.env[name]]] : [])));
}

/** A check the server holds longer than this counts as not answering; the next one asks again. */
const CHECK_TIMEOUT_MS = 2_000;

function answers(url: string): Promise<boolean> {
  return fetch(url, { signal: AbortSignal.timeout(CHECK_TIMEOUT_MS) }).then(
    (response) => response.ok,
    () => false,
  );
}
