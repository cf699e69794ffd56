/**
 * This browser's localStorage, read and written without throwing: where storage is unavailable
 * (private modes, the server render) a read finds nothing and a write keeps nothing, and the app
 * goes on with what it holds in memory.
 */
export function readStored(key: string): string | null {
  try {
    return localStorage.getItem(key);
  } catch {
    return null;
  }
}

/** Stores `value` under `key`; null removes it. */
export function writeStored(key: string, value: string | null): void {
  try {
    if (value === null) localStorage.removeItem(key);
    else localStorage.setItem(key, value);
  } catch {
    // Storage unavailable: memory only.
  }
}
