import { availableParallelism } from 'node:os';
import { MessageChannel, type MessagePort } from 'node:worker_threads';
import { Piscina } from 'piscina';
import { compressSoon, type Effort, type Encoding } from './compression.js';
import type { CompressTask, ProcedureAnswer, ProcedureCall, RenderTask, ThreadSettings } from './worker.js';
import {
  pageAnswer,
  pageDocument,
  type PageAnswer,
  type PageCompression,
  type PageRequest,
  type WebRenderer,
} from './web-renderer.js';

/** Pages one thread works on at once (each waits for its procedure calls now and then). */
const TASKS_PER_THREAD = 8;

/** How much less the threads count when the cores are shared: 10 of the 19 steps of `nice`. */
const WORKER_NICENESS = 10;

/**
 * The work that would hold up the event loop runs on worker threads (ADR 028): rendering a
 * page nobody asked for yet (React's render is most of its cost) and compressing answers. On
 * the main thread they kept health checks, kept answers and every other request waiting
 * behind them. A page's procedure calls still run here, on the main thread, where the
 * database, the read cache and the response cache's trace are.
 */
export class WorkerThreads {
  private pool: Piscina<RenderTask | CompressTask, PageAnswer | Uint8Array> | null = null;
  private web: { renderer: WebRenderer; template: string } | null = null;

  /**
   * With no threads (a one-core machine), the work is done on the main thread; a server that
   * renders no pages (its web app is not built) has threads that only compress.
   */
  constructor(
    private readonly threads: number,
    private readonly settings: ThreadSettings = { renders: true },
  ) {}

  /** The threads start with the first task, so a server that renders nothing (an API test) starts none. */
  private started(): Piscina<RenderTask | CompressTask, PageAnswer | Uint8Array> {
    // dist/worker.js, also when the server runs from its sources (tests): it is the build's.
    const filename = new URL('../dist/worker.js', import.meta.url).href;
    this.pool ??= new Piscina({
      filename,
      minThreads: this.threads,
      maxThreads: this.threads,
      idleTimeout: Infinity,
      workerData: this.settings,
      // A render waits for its procedure calls: the thread renders other pages meanwhile, which
      // needs its event loop free (Atomics.wait would block it between tasks).
      atomics: 'disabled',
      concurrentTasksPerWorker: TASKS_PER_THREAD,
      // Below the main thread's priority (Linux nice, per thread): when the cores are busy
      // rendering, health checks, kept answers and the page's data still come first.
      niceIncrement: WORKER_NICENESS,
    });
    return this.pool;
  }

  /** The web app's server build and page shell, for rendering on the main thread (threads = 0). */
  useRenderer(renderer: WebRenderer, template: string): void {
    this.web = { renderer, template };
  }

  /**
   * Renders a page, compressed as `compression` asks (on the same thread, in the same task);
   * `api` answers its procedure calls (the page's tRPC caller).
   */
  async render(request: PageRequest, api: unknown, compression: PageCompression | null): Promise<PageAnswer> {
    if (this.threads === 0) {
      if (!this.web) throw new Error('No web renderer');
      const document = pageDocument(this.web.template, await this.web.renderer.render({ ...request, api }));
      return pageAnswer(document, compression, compressSoon);
    }
    const { port1, port2 } = new MessageChannel();
    answerCalls(port1, api);
    try {
      const task: RenderTask = { ...request, port: port2, compression };
      return (await this.started().run(task, { name: 'render', transferList: [port2] })) as PageAnswer;
    } finally {
      port1.close();
    }
  }

  async compress(body: Buffer, encoding: Encoding, effort: Effort): Promise<Buffer> {
    if (this.threads === 0) return compressSoon(body, encoding, effort);
    const task: CompressTask = { body, encoding, effort };
    return bufferOf((await this.started().run(task, { name: 'compress' })) as Uint8Array);
  }

  async close(): Promise<void> {
    await this.pool?.close();
  }
}

/** Bytes back from a thread (a Uint8Array after the trip) as a Buffer over the same memory. */
export function bufferOf(bytes: Uint8Array): Buffer {
  return Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength);
}

/**
 * Worker threads by default: one per core (none on one core). They run below the main
 * thread's priority, so they take only what the main thread leaves: with one fewer, a core's
 * worth of it went unused while pages rendered (ADR 028, addendum of 2026-12-07).
 */
export function defaultWorkerThreads(cores = availableParallelism()): number {
  return cores > 1 ? cores : 0;
}

function answerCalls(port: MessagePort, api: unknown): void {
  port.on('message', ({ id, path: [namespace, name], input }: ProcedureCall) => {
    const procedure = (api as Record<string, Record<string, (input: unknown) => Promise<unknown>>>)[namespace]?.[name];
    Promise.resolve()
      .then(() => {
        if (!procedure) throw Object.assign(new Error(`No procedure ${namespace}.${name}`), { code: 'NOT_FOUND' });
        return procedure(input);
      })
      .then(
        (value) => port.postMessage({ id, ok: true, value } satisfies ProcedureAnswer),
        (error: unknown) => port.postMessage({ id, ok: false, error: describeError(error) } satisfies ProcedureAnswer),
      );
  });
}

function describeError(error: unknown): { message: string; code: string } {
  const { message, code } = (error ?? {}) as { message?: unknown; code?: unknown };
  return {
    message: typeof message === 'string' ? message : 'Request failed',
    code: typeof code === 'string' ? code : 'INTERNAL_SERVER_ERROR',
  };
}
