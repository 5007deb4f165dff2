import { randomBytes } from 'node:crypto';
import { mkdir, readdir, readFile, rename, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { assertSafeKey, type ObjectStorage } from './object-storage';

const isMissing = (error: unknown) => (error as { code?: string }).code === 'ENOENT';

/** Objects as files under `root` (`$DATA_DIR/uploads`), one folder per upload. */
export function createLocalStorage(root: string): ObjectStorage {
  const fileFor = (key: string) => {
    assertSafeKey(key);
    return path.join(root, ...key.split('/').filter(Boolean));
  };

  return {
    async put(key, bytes) {
      const file = fileFor(key);
      await mkdir(path.dirname(file), { recursive: true });
      // Write then rename, so a concurrent reader never sees half a file.
      const partial = `${file}.${randomBytes(6).toString('hex')}.partial`;
      await writeFile(partial, bytes, { mode: 0o600 });
      await rename(partial, file);
    },
    async get(key) {
      try {
        return new Uint8Array(await readFile(fileFor(key)));
      } catch (error) {
        if (isMissing(error)) return undefined;
        throw error;
      }
    },
    async list(folder) {
      try {
        const entries = await readdir(fileFor(folder), { withFileTypes: true });
        return entries
          .filter((entry) => entry.isFile() && !entry.name.endsWith('.partial'))
          .map((entry) => `${folder}${entry.name}`);
      } catch (error) {
        if (isMissing(error)) return [];
        throw error;
      }
    },
    async removeFolder(folder) {
      await rm(fileFor(folder), { recursive: true, force: true });
    },
  };
}
