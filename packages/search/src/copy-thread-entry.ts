import { parentPort, workerData } from 'node:worker_threads';
import type { CopyReads } from './copy-reads.js';
import { COPY_READS_METHODS, type CopyThreadData, type RemoteCopy } from './copy-thread.js';
import { MemoryCopy } from './memory-copy.js';
import { ThreadLink } from './thread-link.js';

// The search thread (CopyThread): holds the copy of the search data and searches it; what it
// reads of the database, it asks the main thread for.

if (!parentPort) throw new Error('copy-thread-entry.js runs as a worker thread');
const link = new ThreadLink(parentPort);
const reads = link.remote<CopyReads>(COPY_READS_METHODS);
const copy = new MemoryCopy(reads, (workerData as CopyThreadData).bounds);
link.serve({
  load: () => copy.load(),
  search: (query: string, limit: number) => copy.search(query, limit),
  textsChanged: (ids: readonly number[]) => copy.textsChanged(ids),
  libraryChanged: async (change: Parameters<RemoteCopy['libraryChanged']>[0]) => copy.libraryChanged(change),
  readAllAgain: () => copy.readAllAgain(),
} satisfies RemoteCopy);
