import { spawn, type ChildProcess } from 'node:child_process';
import { once } from 'node:events';
import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { createDb } from './client.js';
import { DataDirectoryLockedError, lockDataDirectory } from './lock.js';

/** A pid far above any pid_max, so no process runs under it. */
const DEAD_PID = 2_147_483_000;

let dir: string;
let lockFile: string;
const releases: Array<() => void> = [];
const children: ChildProcess[] = [];

function lock(target = dir): () => void {
  const release = lockDataDirectory(target);
  releases.push(release);
  return release;
}

/** Another live process: a Node that idles for a few seconds. */
async function liveProcess(): Promise<ChildProcess> {
  const child = spawn(process.execPath, ['-e', 'setTimeout(() => {}, 5000)'], { stdio: 'ignore' });
  children.push(child);
  await once(child, 'spawn');
  expect(child.pid).toBeTypeOf('number');
  return child;
}

function thrownBy(action: () => unknown): Error {
  try {
    action();
  } catch (error) {
    expect(error).toBeInstanceOf(Error);
    return error as Error;
  }
  throw new Error('expected the call to throw');
}

async function stop(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null || child.signalCode !== null) return;
  const exited = once(child, 'exit');
  child.kill();
  await exited;
}

beforeEach(() => {
  dir = mkdtempSync(join(tmpdir(), 'bhakti-lock-'));
  lockFile = join(dir, 'bhakti.lock');
});

afterEach(async () => {
  for (const release of releases.splice(0)) release();
  await Promise.all(children.splice(0).map(stop));
  rmSync(dir, { recursive: true, force: true });
});

describe('lockDataDirectory', () => {
  it('writes this process id into bhakti.lock', () => {
    lock();
    expect(readFileSync(lockFile, 'utf8').trim()).toBe(String(process.pid));
  });

  it('refuses a second lock on the same directory in the same process, naming the directory', () => {
    lock();
    const error = thrownBy(() => lockDataDirectory(dir));
    expect(error).toBeInstanceOf(DataDirectoryLockedError);
    expect(error.name).toBe('DataDirectoryLockedError');
    expect(error.message).toContain(dir);
    expect(error.message).toContain(`pid ${process.pid}`);
    // The refusal leaves the first lock in place.
    expect(readFileSync(lockFile, 'utf8').trim()).toBe(String(process.pid));
  });

  it('locks different directories independently', () => {
    const other = mkdtempSync(join(tmpdir(), 'bhakti-lock-'));
    try {
      lock();
      const release = lockDataDirectory(other);
      expect(existsSync(join(other, 'bhakti.lock'))).toBe(true);
      release();
      expect(existsSync(join(other, 'bhakti.lock'))).toBe(false);
      expect(existsSync(lockFile)).toBe(true);
    } finally {
      rmSync(other, { recursive: true, force: true });
    }
  });

  it('removes the lock file on release and allows locking again', () => {
    const release = lock();
    release();
    expect(existsSync(lockFile)).toBe(false);
    lock();
    expect(readFileSync(lockFile, 'utf8').trim()).toBe(String(process.pid));
    expect(() => lockDataDirectory(dir)).toThrow(DataDirectoryLockedError);
  });

  it('takes over a stale lock whose process no longer runs', () => {
    writeFileSync(lockFile, String(DEAD_PID));
    lock();
    expect(readFileSync(lockFile, 'utf8').trim()).toBe(String(process.pid));
  });

  it.each([
    ['empty', ''],
    ['garbage', 'not a pid'],
    ['zero', '0'],
    ['negative', '-5'],
  ])('takes over a lock file with %s content', (_label, content) => {
    writeFileSync(lockFile, content);
    lock();
    expect(readFileSync(lockFile, 'utf8').trim()).toBe(String(process.pid));
  });

  it('takes over a lock file left with its own pid but not held (e.g. after a crash and pid reuse)', () => {
    writeFileSync(lockFile, String(process.pid));
    lock();
    expect(() => lockDataDirectory(dir)).toThrow(DataDirectoryLockedError);
  });

  it('refuses a lock held by another live process, and leaves its lock file alone', async () => {
    const child = await liveProcess();
    writeFileSync(lockFile, String(child.pid));

    const error = thrownBy(() => lockDataDirectory(dir));
    expect(error).toBeInstanceOf(DataDirectoryLockedError);
    expect(error.message).toContain(dir);
    expect(error.message).toContain(`pid ${child.pid}`);
    expect(readFileSync(lockFile, 'utf8')).toBe(String(child.pid));

    // Once that process has gone, its lock is stale and can be taken over.
    await stop(child);
    lock();
    expect(readFileSync(lockFile, 'utf8').trim()).toBe(String(process.pid));
  });

  it('does not remove a lock file that another process now owns', () => {
    const release = lock();
    // Someone removed our file and another process took the directory.
    writeFileSync(lockFile, String(DEAD_PID));
    release();
    expect(readFileSync(lockFile, 'utf8')).toBe(String(DEAD_PID));
  });

  it('ignores a second call of an old release function', () => {
    const first = lockDataDirectory(dir);
    first();
    lock();
    first();
    expect(existsSync(lockFile)).toBe(true);
    expect(() => lockDataDirectory(dir)).toThrow(DataDirectoryLockedError);
  });
});

describe('createDb and the lock', () => {
  it('refuses to open an embedded database that another live process holds', async () => {
    const child = await liveProcess();
    writeFileSync(lockFile, String(child.pid));
    await expect(createDb({ dataDir: dir })).rejects.toThrow(DataDirectoryLockedError);
    // Refused before PGlite touched the directory.
    expect(existsSync(join(dir, 'PG_VERSION'))).toBe(false);
    expect(readFileSync(lockFile, 'utf8')).toBe(String(child.pid));
  });
});
