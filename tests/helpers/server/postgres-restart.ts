import { execFile } from 'node:child_process';
import { accessSync, constants } from 'node:fs';
import path from 'node:path';
import { promisify } from 'node:util';
import pg from 'pg';

const run = promisify(execFile);
const RESTART_COMMAND = 'pg_ctlcluster';
const RESTART_ARGS = ['15', 'main', 'restart'];

function onPath(command: string): boolean {
  return (process.env.PATH ?? '').split(path.delimiter).some((folder) => {
    try {
      accessSync(path.join(folder, command), constants.X_OK);
      return true;
    } catch {
      return false;
    }
  });
}

/**
 * Only a PostgreSQL on this machine may be restarted by a test, and only through Debian's
 * cluster tool: a TEST_DATABASE_URL pointing elsewhere (a CI service container, a shared server)
 * leaves the restart test skipped rather than touching a server we do not own.
 */
export function canRestartLocalPostgres(serverUrl: string | undefined): boolean {
  if (!serverUrl) return false;
  const host = new URL(serverUrl).hostname;
  return ['127.0.0.1', 'localhost', '[::1]'].includes(host) && onPath(RESTART_COMMAND);
}

/** Restarts the local cluster and waits for it to be back; fails after `timeoutMs`. */
export async function restartLocalPostgres(timeoutMs = 60_000): Promise<number> {
  const started = performance.now();
  await run(RESTART_COMMAND, RESTART_ARGS, { timeout: timeoutMs });
  return performance.now() - started;
}

/**
 * A restart cuts every session on the server, including those of other test files that vitest
 * runs in parallel on the same TEST_DATABASE_URL. Wait (bounded) until no other test database
 * has a client connected, so the restart only hits this file. Returns false when the server
 * did not go quiet in time; the caller then restarts anyway, and says so.
 */
export async function waitForOtherTestsToFinish(
  serverUrl: string,
  ownDatabase: string,
  timeoutMs: number,
): Promise<boolean> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const client = new pg.Client({ connectionString: serverUrl });
    await client.connect();
    try {
      const { rows } = await client.query<{ busy: number }>(
        `select count(*)::int as busy from pg_stat_activity
         where datname like 'fixwise_test_%' and datname <> $1 and pid <> pg_backend_pid()`,
        [ownDatabase],
      );
      if (rows[0]!.busy === 0) return true;
    } finally {
      await client.end();
    }
    if (Date.now() > deadline) return false;
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
}
