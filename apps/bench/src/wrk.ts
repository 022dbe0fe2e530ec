import { execFileSync, spawn } from 'node:child_process';
import { writeFileSync } from 'node:fs';
import { join } from 'node:path';

/** wrk from Debian drives the throughput benchmark: one thread keeps a bare node:http server CPU-bound. */

export interface WrkResult {
  requestsPerSecond: number;
  p50Ms: number;
  p99Ms: number;
  errors: number;
  non2xx: number;
}

export function ensureWrk(): void {
  try {
    execFileSync('wrk', ['--version'], { stdio: 'ignore' });
  } catch (error) {
    // wrk prints its version and exits 1; only a missing binary is a problem.
    if ((error as NodeJS.ErrnoException).code !== 'ENOENT') return;
    console.log('wrk is missing: installing it from Debian (apt-get install -y wrk)…');
    execFileSync('apt-get', ['install', '-y', '-qq', 'wrk'], { stdio: 'inherit' });
  }
}

/** A wrk Lua script that makes every request's URL new (a counter in the query). */
export function uniqueUrlScript(dir: string, path: string): string {
  const file = join(dir, 'unique.lua');
  writeFileSync(
    file,
    `local n = 0
request = function()
  n = n + 1
  return wrk.format("GET", "${path}?bench=" .. n)
end
`,
  );
  return file;
}

function parseDuration(value: string, unit: string): number {
  const scale: Record<string, number> = { us: 0.001, ms: 1, s: 1000, m: 60_000 };
  return Number(value) * (scale[unit] ?? Number.NaN);
}

export function parseWrk(output: string): WrkResult {
  const latency = (p: string) => {
    const match = new RegExp(`^\\s*${p}%\\s+([\\d.]+)(us|ms|s|m)\\s*$`, 'm').exec(output);
    return match ? parseDuration(match[1]!, match[2]!) : Number.NaN;
  };
  const errors = /Socket errors: connect (\d+), read (\d+), write (\d+), timeout (\d+)/.exec(output);
  return {
    requestsPerSecond: Number(/Requests\/sec:\s+([\d.]+)/.exec(output)?.[1] ?? Number.NaN),
    p50Ms: latency('50'),
    p99Ms: latency('99'),
    errors: errors ? errors.slice(1).reduce((sum, n) => sum + Number(n), 0) : 0,
    non2xx: Number(/Non-2xx or 3xx responses: (\d+)/.exec(output)?.[1] ?? 0),
  };
}

export function runWrk(
  url: string,
  options: { connections: number; seconds: number; encodings: string; script?: string },
): Promise<string> {
  const args = [
    '-t1',
    `-c${options.connections}`,
    `-d${options.seconds}s`,
    '--latency',
    '-H',
    `Accept-Encoding: ${options.encodings}`,
    ...(options.script ? ['-s', options.script] : []),
    url,
  ];
  return new Promise((resolve, reject) => {
    const wrk = spawn('wrk', args, { stdio: ['ignore', 'pipe', 'inherit'] });
    let output = '';
    wrk.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
    wrk.on('error', reject);
    wrk.on('exit', (code) => (code === 0 ? resolve(output) : reject(new Error(`wrk exited ${code}\n${output}`))));
  });
}
