import { spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { freePort } from './free-port';

const POLL_MS = 10;
const GIVE_UP_MS = 60_000;

async function healthy(url: string) {
  try {
    return (await fetch(`${url}/api/health`)).status === 200;
  } catch {
    return false; // not listening yet
  }
}

export interface BuiltServerOptions {
  /** The server's DATA_DIR; an empty temp folder by default. */
  dataDir?: string;
  env?: Record<string, string>;
}

/**
 * Starts the built server (`node dist/server/main.js`, as `npm run serve` does) and times spawn
 * to the first 200 from /api/health: process start, the embedded database's start (its
 * creation too, on an empty DATA_DIR), migrations and listen.
 */
export async function startBuiltServer({ dataDir, env = {} }: BuiltServerOptions = {}) {
  const port = await freePort();
  const url = `http://localhost:${port}`;
  const started = performance.now();
  const folder = dataDir ?? mkdtempSync(path.join(tmpdir(), 'fixwise-bench-start-'));
  const child = spawn(process.execPath, ['dist/server/main.js'], {
    env: {
      ...process.env,
      NODE_ENV: 'production',
      PORT: String(port),
      DATA_DIR: folder,
      DATABASE_URL: '',
      // Production requires its own secret; a fresh random one per start.
      AUTH_SECRET: randomBytes(32).toString('base64url'),
      ...env,
    },
    // The request log is written as in production, and dropped.
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  const stop = async () => {
    if (child.exitCode === null && child.signalCode === null) child.kill('SIGTERM');
    await exited;
  };

  while (!(await healthy(url))) {
    if (child.exitCode !== null) throw new Error(`the built server exited with ${child.exitCode}`);
    if (performance.now() - started > GIVE_UP_MS) {
      await stop();
      throw new Error(`the built server gave no 200 from /api/health within ${GIVE_UP_MS} ms`);
    }
    await sleep(POLL_MS);
  }
  return {
    url,
    pid: child.pid!,
    dataDir: folder,
    startUpMs: Math.round(performance.now() - started),
    stop,
  };
}
