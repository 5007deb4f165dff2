import { existsSync, readFileSync, readlinkSync, rmSync } from 'node:fs';
import path from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';

export function isAlive(pid: number) {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    // EPERM: it exists but belongs to someone else.
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}

function readProc(pid: number, file: string) {
  try {
    return file === 'cwd'
      ? readlinkSync(`/proc/${pid}/cwd`)
      : readFileSync(`/proc/${pid}/${file}`, 'utf8');
  } catch {
    return undefined;
  }
}

/** The parent process id from /proc/<pid>/stat (the field after the parenthesised name). */
function parentOf(pid: number) {
  const stat = readProc(pid, 'stat');
  const fields = stat?.slice(stat.lastIndexOf(')') + 2).split(' ');
  return fields ? Number(fields[1]) : undefined;
}

/**
 * Waits until `pid` is gone, escalating: smart shutdown (SIGTERM: the sessions our pool is
 * closing end on their own), fast shutdown (SIGINT: sessions are cut, the data is written
 * cleanly), immediate shutdown (SIGQUIT), then SIGKILL.
 */
export async function stopPostmaster(pid: number, gone: () => boolean = () => !isAlive(pid)) {
  const steps: [NodeJS.Signals, number][] = [
    ['SIGTERM', 2_000],
    ['SIGINT', 8_000],
    ['SIGQUIT', 5_000],
    ['SIGKILL', 5_000],
  ];
  for (const [signal, waitMs] of steps) {
    try {
      process.kill(pid, signal);
    } catch {
      return; // already gone
    }
    const deadline = Date.now() + waitMs;
    while (Date.now() < deadline) {
      if (gone()) return;
      await sleep(20);
    }
  }
}

/**
 * Before starting, makes sure nothing is left of an earlier run on `clusterDir`:
 * - a postmaster still running there whose server is gone (its parent was killed on a system
 *   without a parent-death signal, or it was started by hand) is stopped;
 * - a postmaster still running there for a live parent means another server uses this
 *   DATA_DIR: that is refused rather than pulled out from under it;
 * - a lock file naming a process that is gone, or whose number now belongs to something other
 *   than PostgreSQL on this folder, is removed (PostgreSQL itself would refuse to start).
 */
export async function clearLeftoverPostmaster(clusterDir: string) {
  const lockFile = path.join(clusterDir, 'postmaster.pid');
  if (!existsSync(lockFile)) return;
  const pid = Number(readFileSync(lockFile, 'utf8').split('\n')[0]);
  const ours =
    Number.isInteger(pid) &&
    pid > 0 &&
    isAlive(pid) &&
    readProc(pid, 'cwd') === path.resolve(clusterDir) &&
    (readProc(pid, 'cmdline') ?? '').includes('postgres');
  if (!ours) {
    rmSync(lockFile, { force: true });
    return;
  }
  const parent = parentOf(pid);
  const parentCommand = parent && parent > 1 ? readProc(parent, 'cmdline') : undefined;
  if (parentCommand?.includes('node')) {
    throw new Error(
      `the database in ${clusterDir} is in use by another server (process ${parent}): stop it first or use another DATA_DIR`,
    );
  }
  console.log(`stopping a database left running by an earlier server (process ${pid})`);
  await stopPostmaster(pid);
  rmSync(lockFile, { force: true });
}
