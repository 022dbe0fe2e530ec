import { workerData, type MessagePort } from 'node:worker_threads';
import { move, transferableSymbol, valueSymbol } from 'piscina';
import { compressNow, type Encoding, type Effort } from './compression.js';
import {
  loadRenderer,
  pageAnswer,
  pageDocument,
  type PageAnswer,
  type PageCompression,
  type PageRequest,
} from './web-renderer.js';

/**
 * A worker thread (worker-threads.ts, ADR 028): renders pages with the web app's server build,
 * asking the main thread for every procedure call the page makes over the task's own port,
 * and compresses answers.
 */

export interface RenderTask extends PageRequest {
  /** The port the page's procedure calls go through, answered by the main thread. */
  port: MessagePort;
  compression: PageCompression | null;
}

export interface CompressTask {
  body: Uint8Array;
  encoding: Encoding;
  effort: Effort;
}

/** A procedure call of the page: `path` is the procedure's name, e.g. ['texts', 'bySlug']. */
export interface ProcedureCall {
  id: number;
  path: [string, string];
  input: unknown;
}

export type ProcedureAnswer =
  { id: number; ok: true; value: unknown } | { id: number; ok: false; error: { message: string; code: string } };

/** What the main thread tells each thread when it starts it (WorkerThreads). */
export interface ThreadSettings {
  /** Whether the server renders pages: a thread of one that does not (no web build) only compresses. */
  renders: boolean;
}

// The web app's server build (~40 MB a thread) only where pages are rendered.
const web = (workerData as ThreadSettings).renders ? await loadRenderer() : null;

export async function render({ port, compression, ...request }: RenderTask): Promise<unknown> {
  try {
    if (!web) throw new Error('This server renders no pages: its web app is not built');
    const { renderer, template } = web;
    const document = pageDocument(template, await renderer.render({ ...request, api: procedureProxy(port) }));
    return moved(await pageAnswer(document, compression, compressNow));
  } finally {
    port.close();
  }
}

/** The compressed bytes, moved to the main thread (not copied): they are in memory of their own (ownBytes). */
export function compress({ body, encoding, effort }: CompressTask): unknown {
  return move(compressNow(body, encoding, effort));
}

/** A page's answer, its bytes moved to the main thread: the document's and the compressed form's memory is theirs alone. */
function moved(answer: PageAnswer): unknown {
  const memory = [answer.plain, answer.compressed?.body].flatMap((bytes) => (bytes ? [bytes.buffer] : []));
  return move({ [transferableSymbol]: memory, [valueSymbol]: answer });
}

/** `api.texts.bySlug(input)` and the like, each a message to the main thread and its answer. */
function procedureProxy(port: MessagePort): unknown {
  let next = 0;
  const waiting = new Map<number, { resolve: (value: unknown) => void; reject: (error: unknown) => void }>();
  port.on('message', (answer: ProcedureAnswer) => {
    const call = waiting.get(answer.id);
    waiting.delete(answer.id);
    if (answer.ok) call?.resolve(answer.value);
    else call?.reject(Object.assign(new Error(answer.error.message), { code: answer.error.code }));
  });
  const procedure = (path: [string, string]) => (input: unknown) =>
    new Promise((resolve, reject) => {
      const id = next++;
      waiting.set(id, { resolve, reject });
      port.postMessage({ id, path, input } satisfies ProcedureCall);
    });
  return new Proxy(
    {},
    { get: (_, namespace: string) => new Proxy({}, { get: (__, name: string) => procedure([namespace, name]) }) },
  );
}
