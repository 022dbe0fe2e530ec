import { execFileSync, spawn } from 'node:child_process';
import { writeFileSync } from 'node:fs';
import { join } from 'node:path';

/** wrk from Debian drives the throughput benchmark: one thread keeps a bare node:http server CPU-bound. */

export interface WrkResult {
  requestsPerSecond: number;
  /** Answers received in the run. */
  requests: number;
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

/**
 * A wrk Lua script that asks for each of `paths` once, in order (a path list written beside
 * it), and prints after the run how many it sent, the answers other than 200 and those of
 * them that were 503, and the latency percentiles wrk does not print (see `parseWrkPaths`).
 */
export function pathListScript(dir: string, paths: readonly string[]): string {
  const list = join(dir, 'paths.txt');
  writeFileSync(list, `${paths.join('\n')}\n`);
  const file = join(dir, 'paths.lua');
  writeFileSync(
    file,
    `paths = {}
for line in io.lines(${JSON.stringify(list)}) do paths[#paths + 1] = line end
sent = 0
non200 = 0
shed = 0
request = function()
  sent = sent + 1
  return wrk.format("GET", paths[((sent - 1) % #paths) + 1])
end
response = function(status, headers, body)
  if status ~= 200 then non200 = non200 + 1 end
  if status == 503 then shed = shed + 1 end
end
local threads = {}
setup = function(thread) threads[#threads + 1] = thread end
done = function(summary, latency, requests)
  local s, n, d = 0, 0, 0
  for _, thread in ipairs(threads) do
    s = s + thread:get("sent")
    n = n + thread:get("non200")
    d = d + thread:get("shed")
  end
  io.write(string.format("paths: sent %d of %d, non-200 %d, 503 %d\\n", s, #paths, n, d))
  io.write(string.format("latency us: p50 %d p90 %d p95 %d p99 %d max %d\\n",
    latency:percentile(50), latency:percentile(90), latency:percentile(95), latency:percentile(99), latency.max))
end
`,
  );
  return file;
}

export interface WrkPathsResult {
  requestsPerSecond: number;
  /** Requests that completed (wrk's count). */
  requests: number;
  /** Paths sent, and how many the list had: more sent than listed means some were asked twice. */
  sent: number;
  listed: number;
  non200: number;
  /** Of non200: 503, the load shedder's answer. */
  shed: number;
  socketErrors: number;
  p50Ms: number;
  p90Ms: number;
  p95Ms: number;
  p99Ms: number;
  maxMs: number;
}

/** What wrk and \`pathListScript\` printed. */
export function parseWrkPaths(output: string): WrkPathsResult {
  const counts = /paths: sent (\d+) of (\d+), non-200 (\d+), 503 (\d+)/.exec(output);
  const latency = /latency us: p50 (\d+) p90 (\d+) p95 (\d+) p99 (\d+) max (\d+)/.exec(output);
  const ms = (i: number) => Number(latency?.[i] ?? Number.NaN) / 1000;
  const count = (i: number) => Number(counts?.[i] ?? Number.NaN);
  const { requestsPerSecond, requests, errors } = parseWrk(output);
  return {
    requestsPerSecond,
    requests,
    sent: count(1),
    listed: count(2),
    non200: count(3),
    shed: count(4),
    socketErrors: errors,
    p50Ms: ms(1),
    p90Ms: ms(2),
    p95Ms: ms(3),
    p99Ms: ms(4),
    maxMs: ms(5),
  };
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
    requests: Number(/(\d+) requests in /.exec(output)?.[1] ?? Number.NaN),
    p50Ms: latency('50'),
    p99Ms: latency('99'),
    errors: errors ? errors.slice(1).reduce((sum, n) => sum + Number(n), 0) : 0,
    non2xx: Number(/Non-2xx or 3xx responses: (\d+)/.exec(output)?.[1] ?? 0),
  };
}

export function runWrk(
  url: string,
  options: { connections: number; seconds: number; encodings: string; script?: string; timeoutSeconds?: number },
): Promise<string> {
  const args = [
    '-t1',
    `-c${options.connections}`,
    `-d${options.seconds}s`,
    '--latency',
    ...(options.timeoutSeconds ? ['--timeout', `${options.timeoutSeconds}s`] : []),
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
