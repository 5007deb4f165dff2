import { mkdir } from 'node:fs/promises';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import { drizzle as drizzlePostgres } from 'drizzle-orm/node-postgres';
import { migrate as migratePostgres } from 'drizzle-orm/node-postgres/migrator';
import pg from 'pg';
import * as schema from './schema';
import { migrationsFolder } from './paths';

export type Schema = typeof schema;
/** The one database type the app codes against, whichever driver is underneath. */
export type Database = PgDatabase<PgQueryResultHKT, Schema>;

export interface DatabaseHandle {
  db: Database;
  driver: 'pglite' | 'postgres';
  /** Checks the connection answers; used by readiness. */
  ping(): Promise<void>;
  close(): Promise<void>;
}

export type DatabaseTarget =
  | {
      kind: 'postgres';
      url: string;
      poolSize?: number;
      /** Longest wait to connect or for a query's answer; then the request answers 503. */
      timeoutMs?: number;
    }
  | { kind: 'pglite'; dataDir?: string };

/** Migrations may rightly run long (an index on a big table): no request time limit for them. */
async function migrateOnOwnConnection(url: string) {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    await migratePostgres(drizzlePostgres(client, { schema }), { migrationsFolder });
  } finally {
    await client.end();
  }
}

/** Opens the database and brings its schema up to date with the committed migrations. */
export async function openDatabase(target: DatabaseTarget): Promise<DatabaseHandle> {
  if (target.kind === 'postgres') {
    await migrateOnOwnConnection(target.url);
    const timeoutMs = target.timeoutMs ?? 10_000;
    // A server that stops answering without refusing (a network partition, a stuck host) must
    // not hold requests forever: connecting and every query give up after `timeoutMs`.
    const pool = new pg.Pool({
      connectionString: target.url,
      max: target.poolSize ?? 10,
      connectionTimeoutMillis: timeoutMs,
      query_timeout: timeoutMs,
    });
    // An idle client losing its server (a restart) must not crash the process.
    pool.on('error', (error) => console.error(`database pool error: ${error.message}`));
    const db = drizzlePostgres(pool, { schema });
    return {
      db: db as unknown as Database,
      driver: 'postgres',
      ping: async () => {
        await pool.query('select 1');
      },
      close: () => pool.end(),
    };
  }

  if (target.dataDir) {
    // PGlite does not create the parent folders of its data directory.
    await mkdir(path.dirname(path.resolve(target.dataDir)), { recursive: true });
  }
  const client = target.dataDir ? new PGlite(target.dataDir) : new PGlite();
  const db = drizzlePglite(client, { schema });
  await migratePglite(db, { migrationsFolder });
  return {
    db: db as unknown as Database,
    driver: 'pglite',
    ping: async () => {
      await client.query('select 1');
    },
    close: () => client.close(),
  };
}
