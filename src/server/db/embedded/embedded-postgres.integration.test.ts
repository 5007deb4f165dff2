import { spawn } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { PGlite } from '@electric-sql/pglite';
import { sql, type SQL } from 'drizzle-orm';
import { drizzle } from 'drizzle-orm/pglite';
import { migrate } from 'drizzle-orm/pglite/migrator';
import { afterEach, describe, expect, it } from 'vitest';
import { embeddedClusterDir, openDatabase, type DatabaseHandle } from '../client';
import { migrationsFolder } from '../paths';
import { isAlive } from './leftover-postmaster';
import { importedPgliteFolder, pgliteFolder } from './pglite-import';

/*
 * The embedded default as users run it: PostgreSQL's own server under DATA_DIR, started and
 * stopped with ours, never left behind, and carrying over data from the PGlite folders of
 * earlier versions.
 */
const folders: string[] = [];
const freshDataDir = () => {
  const dir = mkdtempSync(path.join(tmpdir(), 'fixwise-embedded-'));
  folders.push(dir);
  return dir;
};
afterEach(() => {
  for (const dir of folders.splice(0)) rmSync(dir, { recursive: true, force: true });
});

const postmasterPid = (dataDir: string) =>
  Number(
    readFileSync(path.join(embeddedClusterDir(dataDir), 'postmaster.pid'), 'utf8').split('\n')[0],
  );

async function rowsOf(database: DatabaseHandle, query: SQL) {
  return ((await database.db.execute(query)) as unknown as { rows: unknown[] }).rows;
}

async function waitFor(condition: () => boolean, ms: number, what: string) {
  const deadline = Date.now() + ms;
  while (!condition()) {
    if (Date.now() > deadline) throw new Error(`timed out waiting for ${what}`);
    await sleep(25);
  }
}

/** `node --import tsx`, not the tsx CLI: one process, so a SIGKILL hits the server itself. */
function startMain(dataDir: string, port: number) {
  const child = spawn(process.execPath, ['--import', 'tsx', 'src/server/main.ts'], {
    env: {
      ...process.env,
      NODE_ENV: 'test',
      LOG_FORMAT: 'none',
      PORT: String(port),
      DATA_DIR: dataDir,
    },
  });
  let output = '';
  child.stdout.on('data', (chunk) => (output += chunk));
  child.stderr.on('data', (chunk) => (output += chunk));
  return { child, output: () => output };
}

describe('the embedded database', () => {
  it('keeps its data across restarts', async () => {
    const dataDir = freshDataDir();
    const first = await openDatabase({ kind: 'embedded', dataDir });
    await first.db.execute(
      sql`insert into pro_connect_waitlist (email) values ('kept@example.com')`,
    );
    const pid = postmasterPid(dataDir);
    await first.close();
    expect(isAlive(pid)).toBe(false);
    // A clean stop removes the lock file.
    expect(existsSync(path.join(embeddedClusterDir(dataDir), 'postmaster.pid'))).toBe(false);

    const second = await openDatabase({ kind: 'embedded', dataDir });
    expect(await rowsOf(second, sql`select email from pro_connect_waitlist`)).toEqual([
      { email: 'kept@example.com' },
    ]);
    await second.close();
  });

  it('starts over a lock file left by a crash whose process number is now taken', async () => {
    const dataDir = freshDataDir();
    await (await openDatabase({ kind: 'embedded', dataDir })).close();
    // A crash leaves postmaster.pid behind; after a reboot its number may belong to anything,
    // here this test's own process, which PostgreSQL alone would take for a running server.
    const lockFile = path.join(embeddedClusterDir(dataDir), 'postmaster.pid');
    writeFileSync(lockFile, `${process.pid}\n${embeddedClusterDir(dataDir)}\n`);

    const database = await openDatabase({ kind: 'embedded', dataDir });
    await expect(database.ping()).resolves.toBeUndefined();
    expect(postmasterPid(dataDir)).not.toBe(process.pid);
    await database.close();
  });

  it('stops with a server killed by SIGKILL, and the next start works', async () => {
    const dataDir = freshDataDir();
    const port = 4600 + Math.floor(Math.random() * 300);
    const first = startMain(dataDir, port);
    await waitFor(() => first.output().includes('listening on'), 60_000, 'the first start');
    const pid = postmasterPid(dataDir);
    expect(isAlive(pid)).toBe(true);

    first.child.kill('SIGKILL');
    // The kernel signals the postmaster when its parent dies; fast shutdown then takes a moment.
    await waitFor(() => !isAlive(pid), 15_000, 'the database to stop');

    const second = startMain(dataDir, port);
    try {
      await waitFor(() => second.output().includes('listening on'), 60_000, 'the restart');
      const health = await fetch(`http://127.0.0.1:${port}/api/health`);
      expect(health.status).toBe(200);
    } finally {
      const secondPid = postmasterPid(dataDir);
      second.child.kill('SIGINT');
      await waitFor(() => !isAlive(secondPid), 15_000, 'the database to stop on Ctrl+C');
    }
  }, 150_000);

  it('imports the PGlite folder of an earlier version once, keeping it aside', async () => {
    const dataDir = freshDataDir();
    mkdirSync(pgliteFolder(dataDir), { recursive: true });
    const old = new PGlite(pgliteFolder(dataDir));
    await migrate(drizzle(old), { migrationsFolder });
    await old.exec(`
      insert into "user" (id, name, email) values ('u1', 'Ada', 'ada@example.com');
      insert into conversations (id, user_id, title, first_message, project)
        values ('00000000-0000-4000-8000-000000000001', 'u1', 'Tile', 'Tile a floor', '{"cost": [10, 20]}');
      insert into messages (conversation_id, type, content, attachments)
        values ('00000000-0000-4000-8000-000000000001', 'user', 'How?', '[{"id": "a", "kind": "image"}]');
    `);
    await old.close();

    const database = await openDatabase({ kind: 'embedded', dataDir });
    try {
      const rows = await rowsOf(
        database,
        sql`select c.title, c.project, m.type, m.content, m.attachments, u.email
            from conversations c join messages m on m.conversation_id = c.id
            join "user" u on u.id = c.user_id`,
      );
      expect(rows).toEqual([
        {
          title: 'Tile',
          project: { cost: [10, 20] },
          type: 'user',
          content: 'How?',
          attachments: [{ id: 'a', kind: 'image' }],
          email: 'ada@example.com',
        },
      ]);
      expect(existsSync(pgliteFolder(dataDir))).toBe(false);
      expect(existsSync(importedPgliteFolder(dataDir))).toBe(true);
    } finally {
      await database.close();
    }
  }, 120_000);
});
