import { createServer, get, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { percentile } from './metrics.js';
import { processCpuMs } from './process-cpu.js';
import { startServer } from './server.js';
import type { RunningServer } from '@bhakti/testing';
import { createTarget } from './target.js';
import { ensureWrk, parseWrk, runWrk, uniqueUrlScript, type WrkResult } from './wrk.js';

// Throughput of the answers readers ask for most, against a bare node:http server sending the
// same bytes in the same run (docs/architecture.md, "Serving at the speed of the wire").
// wrk drives both, one thread and 50 connections, in interleaved rounds; the ratio is the
// product's share of what Node itself can do on this machine.

const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 3);
const SECONDS = Number(process.env.BENCH_SECONDS ?? 5);
const CONNECTIONS = 50;
const BROWSER_ENCODINGS = 'br, gzip';
const WRK = { connections: CONNECTIONS, seconds: SECONDS, encodings: BROWSER_ENCODINGS };

interface Endpoint {
  name: string;
  path: string;
  /** Every request a new URL, so that no answer is kept: the cost of making one. */
  uncached?: boolean;
}

const ENDPOINTS: readonly Endpoint[] = [
  { name: 'text API', path: '/api/texts/hanuman-chalisa' },
  { name: 'text list API', path: '/api/texts' },
  { name: 'text page', path: '/texts/hanuman-chalisa' },
  { name: 'about page', path: '/about' },
  { name: 'search (repeated)', path: '/api/search?q=hanuman' },
  { name: 'healthz', path: '/healthz' },
  { name: 'text page, uncached', path: '/texts/hanuman-chalisa', uncached: true },
];

interface Captured {
  status: number;
  headers: Record<string, string>;
  body: Buffer;
}

const SENT_HEADERS = ['content-type', 'content-encoding', 'etag', 'vary', 'cache-control'];

/** The answer as a browser gets it: the encoded bytes, not decoded. */
function capture(url: string): Promise<Captured> {
  return new Promise((resolve, reject) => {
    get(url, { headers: { 'accept-encoding': BROWSER_ENCODINGS } }, (answer) => {
      const chunks: Buffer[] = [];
      answer.on('data', (chunk: Buffer) => chunks.push(chunk));
      answer.on('end', () => {
        const headers: Record<string, string> = {};
        for (const name of SENT_HEADERS) {
          const value = answer.headers[name];
          if (value !== undefined) headers[name] = String(value);
        }
        resolve({ status: answer.statusCode ?? 0, headers, body: Buffer.concat(chunks) });
      });
    }).on('error', reject);
  });
}

/** A bare node:http server answering each path with the product's captured bytes. */
async function startBareServer(answers: ReadonlyMap<string, Captured>): Promise<{ url: string; server: Server }> {
  const server = createServer((request, response) => {
    const path = (request.url ?? '/').split('?')[0]!;
    const answer = answers.get(path);
    if (!answer) {
      response.writeHead(404).end();
      return;
    }
    response.writeHead(answer.status, { ...answer.headers, 'content-length': answer.body.length });
    response.end(answer.body);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return { url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`, server };
}

const median = (values: readonly number[]) => percentile(values, 50);
const round = (value: number, digits = 0) => Math.round(value * 10 ** digits) / 10 ** digits;

/** A run of wrk against the product, with the server's CPU time per answer (all its threads). */
async function productRun(url: string, script: string | undefined, serverPid: number) {
  const cpuBefore = processCpuMs(serverPid);
  const result = parseWrk(await runWrk(url, { ...WRK, script }));
  return { ...result, cpuMsPerAnswer: (processCpuMs(serverPid) - cpuBefore) / result.requests };
}

async function measureThroughput(productUrl: string, bareUrl: string, scriptDir: string, serverPid: number) {
  const samples = new Map<string, { product: Array<WrkResult & { cpuMsPerAnswer: number }>; node: WrkResult[] }>();
  for (let r = 0; r < ROUNDS; r++) {
    for (const endpoint of ENDPOINTS) {
      const script = endpoint.uncached ? uniqueUrlScript(scriptDir, endpoint.path) : undefined;
      const entry = samples.get(endpoint.name) ?? { product: [], node: [] };
      entry.product.push(await productRun(`${productUrl}${endpoint.path}`, script, serverPid));
      entry.node.push(parseWrk(await runWrk(`${bareUrl}${endpoint.path}`, { ...WRK, script })));
      samples.set(endpoint.name, entry);
    }
  }
  const rows: Record<string, Record<string, number>> = {};
  for (const [name, { product, node }] of samples) {
    const cpuMs = median(product.map((s) => s.cpuMsPerAnswer));
    rows[name] = {
      'product req/s': round(median(product.map((s) => s.requestsPerSecond))),
      'product p50 ms': round(median(product.map((s) => s.p50Ms)), 2),
      'product p99 ms': round(median(product.map((s) => s.p99Ms)), 2),
      'node req/s': round(median(node.map((s) => s.requestsPerSecond))),
      'ratio (median)': round(median(product.map((s, i) => s.requestsPerSecond / node[i]!.requestsPerSecond)), 3),
      'non-2xx': product.reduce((sum, s) => sum + s.non2xx, 0),
      // The server's CPU (main thread and workers) per answer, and the answers one core's worth makes.
      'server CPU ms/answer': round(cpuMs, 3),
      'answers/s per core': round(1000 / cpuMs),
    };
  }
  return rows;
}

/** 200 connections of uncached pages for 20 s, with /healthz probed alongside; then recovery. */
async function measureOverload(productUrl: string, scriptDir: string) {
  const healthz: number[] = [];
  let probing = true;
  const probe = (async () => {
    while (probing) {
      const started = performance.now();
      await fetch(`${productUrl}/healthz`).then((r) => r.arrayBuffer());
      healthz.push(performance.now() - started);
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
  })();
  const output = await runWrk(`${productUrl}/texts/hanuman-chalisa`, {
    ...WRK,
    connections: 200,
    seconds: 20,
    script: uniqueUrlScript(scriptDir, '/texts/hanuman-chalisa'),
  });
  probing = false;
  await probe;
  const ended = performance.now();
  let recoveredMs = Number.NaN;
  while (performance.now() - ended < 10_000) {
    const answer = await fetch(`${productUrl}/texts/hanuman-chalisa?recovered=${Date.now()}`);
    await answer.arrayBuffer();
    if (answer.status === 200) {
      recoveredMs = performance.now() - ended;
      break;
    }
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
  const result = parseWrk(output);
  return {
    'requests/s': round(result.requestsPerSecond),
    'answers other than 2xx/3xx (503s)': result.non2xx,
    'socket errors': result.errors,
    'healthz p50 ms': round(percentile(healthz, 50), 1),
    'healthz p99 ms': round(percentile(healthz, 99), 1),
    'recovered after ms': round(recoveredMs),
  };
}

function serverPid(server: RunningServer): number {
  if (server.child.pid === undefined) throw new Error('the server process has no pid');
  return server.child.pid;
}

async function main(): Promise<void> {
  ensureWrk();
  const target = await createTarget();
  const scriptDir = mkdtempSync(join(tmpdir(), 'bhakti-bench-wrk-'));
  // PUBLIC_URL: answers are kept once per URL, whatever Host wrk sends.
  const server = await startServer({ ...target.env, PUBLIC_URL: 'http://127.0.0.1' });
  let bare: { url: string; server: Server } | undefined;
  try {
    const answers = new Map<string, Captured>();
    for (const endpoint of ENDPOINTS) answers.set(endpoint.path, await capture(`${server.url}${endpoint.path}`));
    bare = await startBareServer(answers);
    console.log(
      `Throughput on the starter library (${target.name}), wrk -t1 -c${CONNECTIONS} -d${SECONDS}s × ${ROUNDS} rounds, Accept-Encoding: ${BROWSER_ENCODINGS}`,
    );
    for (const [path, answer] of answers) {
      console.log(
        `  ${path}: ${answer.status}, ${answer.body.length} bytes ${answer.headers['content-encoding'] ?? 'identity'}`,
      );
    }
    console.table(await measureThroughput(server.url, bare.url, scriptDir, serverPid(server)));
    console.log('Overload: 200 connections of uncached text pages for 20 s');
    console.table(await measureOverload(server.url, scriptDir));
  } finally {
    bare?.server.close();
    await server.stop();
    await target.dispose();
    rmSync(scriptDir, { recursive: true, force: true });
  }
}

if (import.meta.url === `file://${process.argv[1]}`) {
  main().catch((error: unknown) => {
    console.error(error);
    process.exit(1);
  });
}
