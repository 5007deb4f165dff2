import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import { chmod, mkdir, mkdtemp } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import pg from 'pg';
import { clusterOwner, handOver, type ClusterOwner } from './cluster-owner';
import { clearLeftoverPostmaster, stopPostmaster } from './leftover-postmaster';
import { findPostgresBinaries } from './postgres-binaries';

export interface EmbeddedPostgres {
  /** A `postgres://` URL for the server's superuser; `database` names the database in it. */
  urlFor(database: string): string;
  /** Stops the server once its sessions end (cut after 2 s); the data is written cleanly. */
  stop(): Promise<void>;
}

export const APP_DATABASE = 'fixwise';
const SUPERUSER = 'postgres';
// Only names the socket file: the server listens on no TCP port at all.
const SOCKET_PORT = 5432;
// Unix socket paths are limited to 107 bytes on Linux (103 on macOS).
const MAX_SOCKET_PATH = 100;
const READY_TIMEOUT_MS = 60_000;

/**
 * Settings for one small site on a small machine: a modest buffer cache, a handful of
 * connections, no parallel-query or replication workers, synchronous I/O (PostgreSQL 18's I/O
 * worker processes cost memory for nothing at this size), quiet logs.
 */
const SETTINGS: Record<string, string> = {
  listen_addresses: '',
  port: String(SOCKET_PORT),
  shared_buffers: '32MB',
  max_connections: '40',
  io_method: 'sync',
  max_worker_processes: '2',
  max_parallel_workers: '0',
  max_parallel_workers_per_gather: '0',
  max_wal_senders: '0',
  max_replication_slots: '0',
  wal_level: 'minimal',
  // The app logs its own failed requests; PostgreSQL only tells what needs an operator.
  log_min_messages: 'fatal',
  log_min_error_statement: 'panic',
  log_checkpoints: 'off',
};

/** `setpriv --pdeathsig` (util-linux) makes the kernel signal the postmaster when we die. */
const setpriv = ['/usr/bin/setpriv', '/bin/setpriv'].find(
  (file) => process.platform === 'linux' && existsSync(file),
);

async function socketDirFor(clusterDir: string, owner: ClusterOwner) {
  if (`${clusterDir}/.s.PGSQL.${SOCKET_PORT}.lock`.length <= MAX_SOCKET_PATH) return clusterDir;
  // A deep DATA_DIR: the socket goes to a private folder under the system's temp folder.
  const dir = await mkdtemp(path.join(tmpdir(), 'fixwise-pg-'));
  if (owner.uid !== undefined) spawnSync('chown', [`${owner.uid}:${owner.gid}`, dir]);
  await chmod(dir, 0o700);
  return dir;
}

function runAs(owner: ClusterOwner) {
  return owner.uid === undefined ? {} : { uid: owner.uid, gid: owner.gid };
}

async function initialise(initdb: string, clusterDir: string, owner: ClusterOwner) {
  const result = spawnSync(
    initdb,
    [
      `--pgdata=${clusterDir}`,
      `--username=${SUPERUSER}`,
      // Only the owner (and root) can reach the socket in its 0700 folder; there is no TCP.
      '--auth=trust',
      '--encoding=UTF8',
      '--locale=C',
      '--locale-provider=builtin',
      '--builtin-locale=C.UTF-8',
      '--no-instructions',
    ],
    { ...runAs(owner), encoding: 'utf8', env: { ...process.env, LC_ALL: 'C' } },
  );
  if (result.status !== 0) {
    throw new Error(`creating the embedded database failed: ${result.stderr.trim()}`);
  }
}

/** PostgreSQL writes "ready" into line 8 of postmaster.pid once it accepts connections. */
function readyState(clusterDir: string) {
  try {
    return readFileSync(path.join(clusterDir, 'postmaster.pid'), 'utf8').split('\n')[7]?.trim();
  } catch {
    return undefined;
  }
}

function spawnPostmaster(
  postgres: string,
  clusterDir: string,
  socketDir: string,
  owner: ClusterOwner,
) {
  const args = [
    '-D',
    clusterDir,
    '-c',
    `unix_socket_directories=${socketDir}`,
    ...Object.entries(SETTINGS).flatMap(([name, value]) => ['-c', `${name}=${value}`]),
  ];
  // Detached: a Ctrl+C in the terminal reaches our process group only, so the server can
  // finish its requests before it stops the database itself.
  const options = {
    ...runAs(owner),
    detached: true,
    stdio: ['ignore', 'ignore', 'pipe'] as ('ignore' | 'pipe')[],
    env: { ...process.env, LC_ALL: 'C' },
  };
  return setpriv
    ? spawn(setpriv, ['--pdeathsig', 'INT', '--', postgres, ...args], options)
    : spawn(postgres, args, options);
}

async function waitUntilReady(child: ChildProcess, clusterDir: string, log: () => string) {
  const deadline = Date.now() + READY_TIMEOUT_MS;
  while (readyState(clusterDir) !== 'ready') {
    if (child.exitCode !== null || child.signalCode !== null) {
      throw new Error(`the embedded database did not start: ${log().trim()}`);
    }
    if (Date.now() > deadline) {
      await stopPostmaster(child.pid!, () => child.exitCode !== null || child.signalCode !== null);
      throw new Error(`the embedded database did not start within ${READY_TIMEOUT_MS} ms`);
    }
    await sleep(5);
  }
}

async function ensureDatabase(url: string, name: string) {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    const { rowCount } = await client.query('select 1 from pg_database where datname = $1', [name]);
    if (!rowCount) await client.query(`create database ${client.escapeIdentifier(name)}`);
  } finally {
    await client.end();
  }
}

/**
 * Runs PostgreSQL's own server on `clusterDir` (created on first use) as a child process that
 * never outlives us: stopped by `stop()`, on exit, and by the kernel if we are killed.
 * `whileStarting` runs once the server process is spawned, in the time it takes to boot.
 */
export async function startEmbeddedPostgres(
  dataDir: string,
  clusterDir: string,
  whileStarting?: () => void,
): Promise<EmbeddedPostgres> {
  const { postgres, initdb } = await findPostgresBinaries();
  const owner = clusterOwner();
  const fresh = !existsSync(path.join(clusterDir, 'PG_VERSION'));
  await mkdir(clusterDir, { recursive: true, mode: 0o700 });
  handOver(owner, dataDir, clusterDir);
  if (fresh) await initialise(initdb, clusterDir, owner);
  else await clearLeftoverPostmaster(clusterDir);

  const socketDir = await socketDirFor(path.resolve(clusterDir), owner);
  const child = spawnPostmaster(postgres, path.resolve(clusterDir), socketDir, owner);
  let log = '';
  child.stderr?.setEncoding('utf8').on('data', (chunk: string) => {
    log = (log + chunk).slice(-4000);
    // Warnings and errors from a running database are for the operator.
    process.stderr.write(chunk.replace(/^(?=.)/gm, 'database: '));
  });
  child.stderr?.on('error', () => undefined);
  const exited = () => child.exitCode !== null || child.signalCode !== null;
  // A crash or process.exit() must not leave the database running.
  const onExit = () => {
    if (!exited()) child.kill('SIGINT');
  };
  process.on('exit', onExit);

  try {
    whileStarting?.();
    await waitUntilReady(child, clusterDir, () => log);
  } catch (error) {
    process.off('exit', onExit);
    throw error;
  }

  const urlFor = (database: string) =>
    `postgres://${SUPERUSER}@localhost/${database}?host=${encodeURIComponent(socketDir)}`;
  await ensureDatabase(urlFor('postgres'), APP_DATABASE);

  let stopping: Promise<void> | undefined;
  return {
    urlFor,
    stop: () =>
      (stopping ??= (async () => {
        await stopPostmaster(child.pid!, exited);
        process.off('exit', onExit);
      })()),
  };
}
