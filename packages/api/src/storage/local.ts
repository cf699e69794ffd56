import { createReadStream } from 'node:fs';
import { mkdir, rename, stat, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { MEDIA_KEY, type Storage } from './types.ts';

/** Media on local disk: one file per key directly under `mediaDir`. */
export function createLocalStorage(mediaDir: string): Storage {
  const fileOf = (key: string) => {
    // Keys are content hashes; anything else could name a path outside mediaDir.
    if (!MEDIA_KEY.test(key)) throw new Error(`not a media key: ${JSON.stringify(key)}`);
    return path.join(mediaDir, key);
  };
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
    async write(key, content) {
      const file = fileOf(key);
      await mkdir(mediaDir, { recursive: true });
      // Write then rename, so a reader never sees half a file under its final name.
      const partial = `${file}.${process.pid}.partial`;
      await writeFile(partial, content);
      await rename(partial, file);
    },
  };
}
