import { existsSync } from 'node:fs';
import { rename } from 'node:fs/promises';
import path from 'node:path';
import pg from 'pg';
import { migrationsFolder } from '../paths';

/** Where versions before the PostgreSQL default kept their PGlite database. */
export const pgliteFolder = (dataDir: string) => path.join(dataDir, 'db');
/** Where that folder goes once imported: kept as it was, for the operator to delete. */
export const importedPgliteFolder = (dataDir: string) => path.join(dataDir, 'db.pglite-imported');

const BATCH_ROWS = 500;

/**
 * Versions before the PostgreSQL default kept the embedded database in PGlite at DATA_DIR/db.
 * Users expect their accounts and chats to survive an upgrade, so such a folder is imported
 * into the new database once, at the first start: PGlite opens it (and applies any migrations
 * it had not seen, so both sides have the same tables), every table of ours is copied row by
 * row as JSON (`json_populate_recordset` turns each value back into its column's type), all
 * in one transaction, and the folder is renamed to `db.pglite-imported`.
 */
export async function importPgliteFolder(dataDir: string, targetUrl: string) {
  const legacy = pgliteFolder(dataDir);
  if (!existsSync(path.join(legacy, 'PG_VERSION'))) return;
  console.log(`importing the database of an earlier version from ${legacy}`);

  const { PGlite } = await import('@electric-sql/pglite');
  const { drizzle } = await import('drizzle-orm/pglite');
  const { migrate } = await import('drizzle-orm/pglite/migrator');
  const source = new PGlite(legacy);
  const target = new pg.Client({ connectionString: targetUrl });
  await target.connect();
  try {
    await migrate(drizzle(source), { migrationsFolder });
    const { rows: tables } = await source.query<{ name: string }>(
      `select table_name as name from information_schema.tables
       where table_schema = 'public' and table_type = 'BASE TABLE' order by table_name`,
    );
    await target.query('begin');
    // Rows arrive table by table, so foreign keys are checked by neither side meanwhile.
    await target.query('set local session_replication_role = replica');
    let copied = 0;
    for (const { name } of tables) {
      const table = target.escapeIdentifier(name);
      await target.query(`delete from ${table}`);
      for (let offset = 0; ; offset += BATCH_ROWS) {
        const { rows } = await source.query<{ row: string }>(
          `select row_to_json(t)::text as row from ${table} t order by ctid limit ${BATCH_ROWS} offset ${offset}`,
        );
        if (rows.length === 0) break;
        await target.query(
          `insert into ${table} select * from json_populate_recordset(null::${table}, $1::json)`,
          [`[${rows.map((r) => r.row).join(',')}]`],
        );
        copied += rows.length;
      }
    }
    await target.query('commit');
    await source.close();
    await rename(legacy, importedPgliteFolder(dataDir));
    console.log(
      `imported ${copied} rows from ${tables.length} tables; the old folder is kept as ${importedPgliteFolder(dataDir)} (delete it once you are happy)`,
    );
  } catch (error) {
    await target.query('rollback').catch(() => undefined);
    throw new Error(
      `importing ${legacy} failed (${(error as Error).message}); the folder is untouched: start the previous version to keep using it`,
      { cause: error },
    );
  } finally {
    await target.end();
    if (!source.closed) await source.close().catch(() => undefined);
  }
}
