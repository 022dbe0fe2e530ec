import { openSync, readFileSync, unlinkSync, writeSync, closeSync } from 'node:fs';
import { join } from 'node:path';

export class DataDirectoryLockedError extends Error {
  constructor(dir: string, pid: number) {
    super(
      `The data directory ${dir} is already in use by another Bhakti Sangrah process (pid ${pid}). ` +
        'Only one process may open an embedded database. Stop that process, or set DATA_DIR to another directory, ' +
        'or set DATABASE_URL to share a PostgreSQL server between processes.',
    );
    this.name = 'DataDirectoryLockedError';
  }
}

const LOCK_FILE = 'bhakti.lock';

function isRunning(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}

function readLockOwner(path: string): number | null {
  try {
    const pid = Number.parseInt(readFileSync(path, 'utf8'), 10);
    return Number.isInteger(pid) && pid > 0 ? pid : null;
  } catch {
    return null;
  }
}

function tryCreateLock(path: string): boolean {
  try {
    const fd = openSync(path, 'wx');
    writeSync(fd, String(process.pid));
    closeSync(fd);
    return true;
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'EEXIST') return false;
    throw error;
  }
}

/**
 * Claims the data directory for this process. A lock left behind by a process that no
 * longer runs (a crash, kill -9) is taken over. Returns the function that releases it.
 */
export function lockDataDirectory(dir: string, registry: Set<string> = heldLocks): () => void {
  const path = join(dir, LOCK_FILE);
  if (registry.has(path)) throw new DataDirectoryLockedError(dir, process.pid);
  if (!tryCreateLock(path)) {
    const owner = readLockOwner(path);
    if (owner !== null && owner !== process.pid && isRunning(owner)) throw new DataDirectoryLockedError(dir, owner);
    unlinkSync(path);
    if (!tryCreateLock(path)) throw new DataDirectoryLockedError(dir, readLockOwner(path) ?? 0);
  }
  registry.add(path);
  let released = false;
  return () => {
    if (released) return;
    released = true;
    registry.delete(path);
    if (readLockOwner(path) === process.pid) unlinkSync(path);
  };
}

const heldLocks = new Set<string>();
