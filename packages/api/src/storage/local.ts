import { createReadStream } from 'node:fs';
import { copyFile, mkdir, rename, rm, stat, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { apiMediaUrl, assertMediaKey, type Storage } from './types.ts';

/** Media on local disk: one file per key directly under `mediaDir`. */
export function createLocalStorage(mediaDir: string): Storage {
  const fileOf = (key: string) => {
    assertMediaKey(key);
    return path.join(mediaDir, key);
  };
  /** Writes under a temporary name then renames, so a reader never sees half a file under its final name. */
  async function writeAtomically(key: string, fill: (partial: string) => Promise<void>) {
    const file = fileOf(key);
    await mkdir(mediaDir, { recursive: true });
    const partial = `${file}.${process.pid}.${Math.random().toString(36).slice(2)}.partial`;
    try {
      await fill(partial);
      await rename(partial, file);
    } catch (error) {
      await rm(partial, { force: true });
      throw error;
    }
  }
  return {
    kind: 'local',
    async stat(key) {
      const file = fileOf(key);
      const info = await stat(file).catch((error: NodeJS.ErrnoException) => {
        if (error.code === 'ENOENT' || error.code === 'ENOTDIR') return undefined;
        throw error;
      });
      if (!info?.isFile()) return undefined;
      return { size: info.size, open: (range) => createReadStream(file, range) };
    },
    write: (key, content) => writeAtomically(key, (partial) => writeFile(partial, content)),
    writeFile: (key, source) => writeAtomically(key, (partial) => copyFile(source, partial)),
    async delete(key) {
      await rm(fileOf(key), { force: true });
    },
    urlOf: (key) => apiMediaUrl(key),
  };
}
