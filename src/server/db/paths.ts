import { existsSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

/**
 * The package root, found by walking up from this module: the same code runs from `src/server`
 * (tests, dev) and bundled into `dist/server`, so a fixed relative path would break one of them.
 */
function findPackageRoot(): string {
  let dir = path.dirname(fileURLToPath(import.meta.url));
  while (!existsSync(path.join(dir, 'package.json'))) {
    const parent = path.dirname(dir);
    if (parent === dir) throw new Error('package.json not found above the server code');
    dir = parent;
  }
  return dir;
}

export const packageRoot = findPackageRoot();
export const migrationsFolder = path.join(packageRoot, 'drizzle');
export const webDistFolder = path.join(packageRoot, 'dist', 'web');
