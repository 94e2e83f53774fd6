/** FileStorage on the local disk: a folder (DATA_DIR/uploads), served by the API under /api/files/. */
import fs from 'node:fs';
import path from 'node:path';
import { CONTENT_TYPES, isValidKey, type FileStorage, type StoredFile } from './file-storage';

export const LOCAL_FILES_URL_PREFIX = '/api/files/';

export function localFileStorage(root: string): FileStorage {
  const base = path.resolve(root);

  const fileOf = (key: string): string => {
    if (!isValidKey(key)) throw new Error(`invalid storage key: ${JSON.stringify(key)}`);
    const file = path.join(base, ...key.split('/'));
    // isValidKey already rules out `..`; this keeps the promise even if the rule changes.
    if (!file.startsWith(base + path.sep)) throw new Error(`storage key escapes the root: ${key}`);
    return file;
  };

  return {
    async put(key, body) {
      const file = fileOf(key);
      await fs.promises.mkdir(path.dirname(file), { recursive: true });
      // Write then rename, so a reader never sees half a file.
      const partial = `${file}.${process.pid}.partial`;
      await fs.promises.writeFile(partial, body);
      await fs.promises.rename(partial, file);
    },

    async get(key): Promise<StoredFile | null> {
      if (!isValidKey(key)) return null;
      const file = fileOf(key);
      try {
        const stat = await fs.promises.stat(file);
        if (!stat.isFile()) return null;
        const ext = path.extname(file).toLowerCase();
        return { stream: fs.createReadStream(file), size: stat.size, contentType: CONTENT_TYPES[ext] ?? 'application/octet-stream' };
      } catch (err) {
        if ((err as NodeJS.ErrnoException).code === 'ENOENT') return null;
        throw err;
      }
    },

    async remove(key) {
      await fs.promises.rm(fileOf(key), { force: true });
    },

    url: (key) => `${LOCAL_FILES_URL_PREFIX}${key}`,
  };
}
