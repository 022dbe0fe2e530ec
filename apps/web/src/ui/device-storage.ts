/**
 * This device's localStorage, for what a reader chooses and reads. Never throws: where there is
 * none (the server) or it is blocked or full, a read gives null and a write keeps nothing, and
 * the page goes on with the choice holding for as long as it is open.
 */
export function readStored(key: string): string | null {
  try {
    return typeof localStorage === 'undefined' ? null : localStorage.getItem(key);
  } catch {
    return null;
  }
}

/** Stores a value under `key`; null removes it. */
export function writeStored(key: string, value: string | null): void {
  try {
    if (value === null) localStorage.removeItem(key);
    else localStorage.setItem(key, value);
  } catch {
    // Blocked or full: nothing is kept.
  }
}
