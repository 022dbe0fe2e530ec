import { Worker } from 'node:worker_threads';
import type { LibraryChange } from '@bhakti/db';
import type { CopyReads } from './copy-reads.js';
import type { SearchHit } from './engine.js';
import type { CopyHolder, MemoryBounds } from './memory-copy.js';
import { ThreadLink } from './thread-link.js';

/** What the main thread calls of the copy on its thread (copy-thread-entry.ts serves them). */
export type RemoteCopy = {
  load(): Promise<void>;
  search(query: string, limit: number): Promise<SearchHit[] | null>;
  textsChanged(ids: readonly number[]): Promise<void>;
  libraryChanged(change: LibraryChange): Promise<void>;
  readAllAgain(): Promise<void>;
};

export const REMOTE_COPY_METHODS = ['load', 'search', 'textsChanged', 'libraryChanged', 'readAllAgain'] as const;
export const COPY_READS_METHODS = [
  'entriesAfter',
  'entriesOfTexts',
  'entryTallies',
  'facts',
  'originals',
  'originalsAfter',
] as const;

/** What a copy's thread starts with. */
export interface CopyThreadData {
  bounds: MemoryBounds;
}

/**
 * The copy of the search data on a thread of its own (ADR 027): searching it, most of a
 * search's cost, no longer holds up the main thread, and uses another core. The thread reads
 * the database through this end (the database lives on the main thread), which answers its
 * reads with `reads`. Started by the first call; a thread that stops answers no more
 * searches (null: the engine asks the database).
 */
export class CopyThread implements CopyHolder {
  private started: { worker: Worker; copy: RemoteCopy } | null = null;
  private gone = false;

  constructor(
    private readonly reads: CopyReads,
    private readonly bounds: MemoryBounds,
  ) {}

  async load(): Promise<void> {
    if (this.gone) throw new Error('the search thread has stopped');
    await this.thread().load();
  }

  async search(query: string, limit: number): Promise<SearchHit[] | null> {
    const copy = this.running();
    if (!copy) return null;
    // A search the thread took with it when it stopped is asked of the database too.
    return copy.search(query, limit).catch((error: unknown) => {
      if (this.gone) return null;
      throw error;
    });
  }

  // Before the first load there is no copy to change: a thread is not started for that (the CLI's writes).
  async textsChanged(ids: readonly number[]): Promise<void> {
    await this.running()?.textsChanged(ids);
  }

  libraryChanged(change: LibraryChange): void {
    this.running()
      ?.libraryChanged(change)
      .catch(() => undefined);
  }

  async readAllAgain(): Promise<void> {
    await this.running()?.readAllAgain();
  }

  async close(): Promise<void> {
    this.gone = true;
    await this.started?.worker.terminate();
  }

  /** The copy's thread if it was started and still runs. */
  private running(): RemoteCopy | null {
    return this.gone ? null : (this.started?.copy ?? null);
  }

  private thread(): RemoteCopy {
    if (this.started) return this.started.copy;
    // The build's entry, also when the sources run (tests): src/ and dist/ are siblings.
    const entry = new URL('../dist/copy-thread-entry.js', import.meta.url);
    const worker = new Worker(entry, { workerData: { bounds: this.bounds } satisfies CopyThreadData });
    // It never keeps the process alive: the server (or a test) does while it needs it.
    worker.unref();
    const link = new ThreadLink(worker);
    link.serve(this.reads);
    const stopped = (error: Error) => {
      this.gone = true;
      link.failAll(error);
    };
    worker.on('error', stopped);
    worker.on('exit', (code) => stopped(new Error(`the search thread stopped (exit code ${code})`)));
    this.started = { worker, copy: link.remote<RemoteCopy>(REMOTE_COPY_METHODS) };
    return this.started.copy;
  }
}
