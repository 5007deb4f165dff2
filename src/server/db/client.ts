import { mkdir } from 'node:fs/promises';
import path from 'node:path';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePostgres } from 'drizzle-orm/node-postgres';
import { migrate as migratePostgres } from 'drizzle-orm/node-postgres/migrator';
import pg from 'pg';
import * as schema from './schema';
import { migrationsFolder } from './paths';
import { APP_DATABASE, startEmbeddedPostgres } from './embedded/embedded-postgres';
import { importPgliteFolder } from './embedded/pglite-import';

export type Schema = typeof schema;
/** The one database type the app codes against, whichever driver is underneath. */
export type Database = PgDatabase<PgQueryResultHKT, Schema>;

export interface DatabaseHandle {
  db: Database;
  /** `embedded`: PostgreSQL run by this process under DATA_DIR; `postgres`: a server of yours. */
  driver: 'embedded' | 'postgres';
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
  | { kind: 'embedded'; dataDir: string };

/** Where the embedded database keeps its cluster inside DATA_DIR. */
export const embeddedClusterDir = (dataDir: string) => path.join(dataDir, 'postgres');

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

type PostgresTarget = Extract<DatabaseTarget, { kind: 'postgres' }>;

async function openPostgres(target: PostgresTarget): Promise<DatabaseHandle> {
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

/**
 * The embedded default: PostgreSQL's own server on `DATA_DIR/postgres`, started here and
 * stopped with the handle. A PGlite folder left by an earlier version is imported once.
 */
async function openEmbedded(dataDir: string, whileStarting?: () => void): Promise<DatabaseHandle> {
  const root = path.resolve(dataDir);
  await mkdir(root, { recursive: true });
  const cluster = await startEmbeddedPostgres(root, embeddedClusterDir(root), whileStarting);
  try {
    const url = cluster.urlFor(APP_DATABASE);
    const handle = await openPostgres({ kind: 'postgres', url });
    await importPgliteFolder(root, url);
    return {
      ...handle,
      driver: 'embedded',
      close: async () => {
        await handle.close();
        await cluster.stop();
      },
    };
  } catch (error) {
    await cluster.stop();
    throw error;
  }
}

export interface OpenOptions {
  /**
   * Start-up work of the caller's that needs no database: run while the embedded server boots
   * in its own processes (before connecting, on a PostgreSQL server of yours).
   */
  whileStarting?: () => void;
}

/** Opens the database and brings its schema up to date with the committed migrations. */
export function openDatabase(
  target: DatabaseTarget,
  { whileStarting }: OpenOptions = {},
): Promise<DatabaseHandle> {
  if (target.kind === 'embedded') return openEmbedded(target.dataDir, whileStarting);
  whileStarting?.();
  return openPostgres(target);
}
