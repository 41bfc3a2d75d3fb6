import { randomUUID } from 'node:crypto';
import { createReadStream } from 'node:fs';
import { mkdir, rename, rm, stat, writeFile } from 'node:fs/promises';
import path from 'node:path';
import type { Readable } from 'node:stream';
import { assertSafeKey, FileMissingError } from './file-store.ts';
import type { FileStore } from './file-store.ts';

/** Files on local disk under `root` (DATA_DIR/files by default). Written whole, then renamed in place. */
export function createLocalFileStore(root: string): FileStore {
  const pathOf = (key: string) => {
    assertSafeKey(key);
    return path.join(root, ...key.split('/'));
  };
  return {
    name: 'local',
    async put(key, bytes) {
      const target = pathOf(key);
      await mkdir(path.dirname(target), { recursive: true });
      // A reader never sees half a file: write beside it, then rename (atomic on one file system).
      const partial = `${target}.${randomUUID()}.partial`;
      await writeFile(partial, bytes, { flag: 'wx' });
      await rename(partial, target);
    },
    async get(key): Promise<Readable> {
      const target = pathOf(key);
      try {
        if (!(await stat(target)).isFile()) throw new FileMissingError(key);
      } catch (error) {
        if (error instanceof FileMissingError || (error as NodeJS.ErrnoException).code === 'ENOENT')
          throw new FileMissingError(key);
        throw error;
      }
      return createReadStream(target);
    },
    async delete(key) {
      await rm(pathOf(key), { force: true });
    },
    close() {
      // Nothing is held open between calls.
    },
  };
}
