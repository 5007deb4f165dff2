import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { openDatabase, type DatabaseHandle } from '../db/client';

/**
 * A fresh, migrated database for one test file: PGlite in memory by default, or a new database
 * on the PostgreSQL server named by TEST_DATABASE_URL (dropped again on close).
 */
export async function createTestDatabase(): Promise<DatabaseHandle> {
  const serverUrl = process.env.TEST_DATABASE_URL;
  if (!serverUrl) return openDatabase({ kind: 'pglite' });

  const name = `fixwise_test_${randomBytes(6).toString('hex')}`;
  await withAdmin(serverUrl, (admin) => admin.query(`create database ${name}`));
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  const handle = await openDatabase({ kind: 'postgres', url: url.toString(), poolSize: 20 });
  return {
    ...handle,
    close: async () => {
      await handle.close();
      await withAdmin(serverUrl, (admin) =>
        admin.query(`drop database if exists ${name} with (force)`),
      );
    },
  };
}

async function withAdmin<T>(url: string, work: (client: pg.Client) => Promise<T>): Promise<T> {
  const admin = new pg.Client({ connectionString: url });
  await admin.connect();
  try {
    return await work(admin);
  } finally {
    await admin.end();
  }
}
