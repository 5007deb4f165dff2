import { randomBytes } from 'node:crypto';
import pg from 'pg';

/**
 * An empty database on the PostgreSQL server at `serverUrl`, for several app instances to share
 * (each migrates it on start, as in production). `drop` removes it again.
 */
export async function createSharedDatabase(serverUrl: string) {
  const name = `fixwise_test_${randomBytes(6).toString('hex')}`;
  await withClient(serverUrl, (client) => client.query(`create database ${name}`));
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  return {
    url: url.toString(),
    /** Runs one query in the shared database as an outsider (e.g. to kill connections). */
    query: (text: string, values: unknown[] = []) =>
      withClient(url.toString(), (client) => client.query(text, values)),
    drop: () =>
      withClient(serverUrl, (client) =>
        client.query(`drop database if exists ${name} with (force)`),
      ),
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
