import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { inject } from 'vitest';
import { openDatabase, type DatabaseHandle } from '../../../src/server/db/client';

/** The run's database server: TEST_DATABASE_URL, or the embedded one the global setup started. */
export const testDatabaseServerUrl = () =>
  process.env.TEST_DATABASE_URL ?? inject('databaseServerUrl');

/**
 * An empty database on the run's server, for one test file or for several app instances to
 * share (each migrates it on start, as in production). `drop` removes it again.
 */
export async function createEmptyDatabase(serverUrl = testDatabaseServerUrl()) {
  const name = `fixwise_test_${randomBytes(6).toString('hex')}`;
  await withClient(serverUrl, (client) => client.query(`create database ${name}`));
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  return {
    url: url.toString(),
    /** Runs one query in the database as an outsider (e.g. to kill connections). */
    query: (text: string, values: unknown[] = []) =>
      withClient(url.toString(), (client) => client.query(text, values)),
    drop: () =>
      withClient(serverUrl, (client) =>
        client.query(`drop database if exists ${name} with (force)`),
      ),
  };
}

/** A fresh, migrated database for one test file, dropped again on close. */
export async function createTestDatabase(): Promise<DatabaseHandle> {
  const database = await createEmptyDatabase();
  const handle = await openDatabase({ kind: 'postgres', url: database.url, poolSize: 20 });
  return {
    ...handle,
    close: async () => {
      await handle.close();
      await database.drop();
    },
  };
}

async function withClient<T>(url: string, work: (client: pg.Client) => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    return await work(client);
  } finally {
    await client.end();
  }
}
