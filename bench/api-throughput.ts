import { spawn, type ChildProcess } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import autocannon from 'autocannon';
import { bundleServer } from '../scripts/server-bundle.mjs';
import { freePort } from './free-port';
import { rssMb } from './proc-status';
import { createConversations, signUp } from './sign-up';

const LOAD = { connections: 10, warmUpSeconds: 2, seconds: 10 };
const CONVERSATIONS = 20;

export interface Load {
  rps: number;
  p99: number;
}

async function load(url: string, seconds: number, headers: Record<string, string> = {}) {
  const result = await autocannon({
    url,
    connections: LOAD.connections,
    duration: seconds,
    headers,
  });
  // A 401 or 500 answers faster than a real read: the figure would be meaningless.
  if (result.errors > 0 || result.non2xx > 0) {
    throw new Error(`${url}: ${result.errors} errors, ${result.non2xx} non-2xx answers under load`);
  }
  return { rps: Math.round(result.requests.average), p99: result.latency.p99 } satisfies Load;
}

/** Warm-up run first (JIT, connection pools, database caches), then the measured run. */
async function measure(url: string, headers?: Record<string, string>) {
  await load(url, LOAD.warmUpSeconds, headers);
  return load(url, LOAD.seconds, headers);
}

/**
 * The servers run from a bundle made the way `npm run build` makes the production server, not
 * from source through tsx: tsx's transform wraps every function for its name, which production
 * code does not pay for.
 */
async function bundleServers() {
  const outfile = fileURLToPath(new URL('../dist/bench/api-servers.mjs', import.meta.url));
  await bundleServer({
    entry: fileURLToPath(new URL('./api-servers.ts', import.meta.url)),
    outfile,
  });
  return outfile;
}

function startServers(port: number, script: string) {
  const child = spawn(process.execPath, [script], {
    env: { ...process.env, BENCH_PORT: String(port) },
    // The request log goes to /dev/null: written (as in production), never read back.
    stdio: ['ignore', 'ignore', 'inherit', 'ipc'],
  });
  const ready = new Promise<{ port: number; barePort: number }>((resolve, reject) => {
    child.once('message', (message) => resolve(message as { port: number; barePort: number }));
    child.once('exit', (code) => reject(new Error(`bench API servers exited with ${code}`)));
  });
  return { child, ready };
}

function stopServers(child: ChildProcess) {
  return new Promise<void>((resolve) => {
    if (child.exitCode !== null) return resolve();
    child.once('exit', () => resolve());
    child.kill('SIGTERM');
  });
}

/**
 * bench/ (npm run bench): GET /api/conversations (signed in, 20 rows) against a bare Hono "hello" route
 * served by the same process, one after the other, over loopback. Also the server process's RSS
 * once the load is over.
 */
export async function measureApiThroughput() {
  const { child, ready } = startServers(await freePort(), await bundleServers());
  try {
    const { port, barePort } = await ready;
    const origin = `http://localhost:${port}`;
    const cookie = await signUp(origin);
    await createConversations(origin, cookie, CONVERSATIONS);
    const bare = await measure(`http://127.0.0.1:${barePort}/`);
    const conversations = await measure(`http://127.0.0.1:${port}/api/conversations`, { cookie });
    return { bare, conversations, rssMb: rssMb(child.pid ?? 0), load: LOAD };
  } finally {
    await stopServers(child);
  }
}
