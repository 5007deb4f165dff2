import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { TestProject } from 'vitest/node';
import { startEmbeddedPostgres } from '../../../src/server/db/embedded/embedded-postgres';

declare module 'vitest' {
  export interface ProvidedContext {
    /** The PostgreSQL server the integration tests make their databases on. */
    databaseServerUrl: string;
  }
}

/**
 * One database server for the whole integration run: the PostgreSQL named by TEST_DATABASE_URL,
 * or else the embedded default started once here. Each test file makes its own databases on it
 * (test-database.ts), so files stay independent without paying for a server each.
 */
export default async function setup(project: TestProject) {
  const given = process.env.TEST_DATABASE_URL;
  if (given) {
    project.provide('databaseServerUrl', given);
    return;
  }
  const dataDir = mkdtempSync(path.join(tmpdir(), 'fixwise-test-db-'));
  const cluster = await startEmbeddedPostgres(dataDir, path.join(dataDir, 'postgres'));
  project.provide('databaseServerUrl', cluster.urlFor('postgres'));
  return async () => {
    await cluster.stop();
    rmSync(dataDir, { recursive: true, force: true });
  };
}
