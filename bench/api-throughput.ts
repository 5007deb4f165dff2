import { spawn, type ChildProcess } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import autocannon from 'autocannon';
import { bundleServer } from '../scripts/server-bundle.mjs';
import { freePort } from './free-port';
import { rssMb, treeCpuMs } from './proc-status';
import { createConversations, signUp } from './sign-up';

/**
 * Bare and real runs alternate in short rounds after the same warm-up, and the ratio is the
 * median of the rounds' ratios: on a shared machine one long run of each compared two different
 * moments of other people's load (docs/operations.md, "Figures").
 */
const LOAD = { connections: 10, warmUpSeconds: 2, roundSeconds: 2, pairs: 11 };
const CONVERSATIONS = 20;

export interface Load {
  rps: number;
  p99: number;
  /** CPU time of the server process tree per answered request, µs. */
  cpuUs: number;
}

async function load(url: string, seconds: number, serverPid: number, headers = {}) {
  const cpuBefore = treeCpuMs(serverPid);
  const result = await autocannon({
    url,
    connections: LOAD.connections,
    duration: seconds,
    headers,
  });
  const cpuMs = treeCpuMs(serverPid) - cpuBefore;
  // A 401 or 500 answers faster than a real read: the figure would be meaningless.
  if (result.errors > 0 || result.non2xx > 0) {
    throw new Error(`${url}: ${result.errors} errors, ${result.non2xx} non-2xx answers under load`);
  }
  const requests = result.requests.total;
  return {
    rps: requests / result.duration,
    p99: result.latency.p99,
    cpuUs: (cpuMs * 1000) / requests,
  } satisfies Load;
}

const median = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[middle]! : (sorted[middle - 1]! + sorted[middle]!) / 2;
};

interface Target {
  url: string;
  headers?: Record<string, string>;
}

/**
 * Both targets warmed up alike (JIT, sockets, caches), then `pairs` rounds of one bare and one
 * real run back to back, the order swapped every round so that neither always runs into
 * whatever load the other one left behind.
 */
async function alternate(bare: Target, real: Target, serverPid: number) {
  const run = (target: Target, seconds: number) =>
    load(target.url, seconds, serverPid, target.headers);
  await run(bare, LOAD.warmUpSeconds);
  await run(real, LOAD.warmUpSeconds);
  const rounds: Array<{ bare: Load; real: Load }> = [];
  for (let round = 0; round < LOAD.pairs; round += 1) {
    if (round % 2 === 0) {
      const bareRun = await run(bare, LOAD.roundSeconds);
      rounds.push({ bare: bareRun, real: await run(real, LOAD.roundSeconds) });
    } else {
      const realRun = await run(real, LOAD.roundSeconds);
      rounds.push({ bare: await run(bare, LOAD.roundSeconds), real: realRun });
    }
  }
  return rounds;
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
 * bench/ (npm run bench): GET /api/conversations (signed in, 20 rows) against a bare Hono "hello"
 * route served by the same process, over loopback, in alternating rounds. The ratio is the
 * median of the rounds' ratios; each side's figures are medians over the rounds. Also the CPU
 * each request cost the server (its ratio is what the throughput ratio would be if nothing
 * else ran on the machine) and the server process's RSS once the load is over.
 */
export async function measureApiThroughput() {
  const { child, ready } = startServers(await freePort(), await bundleServers());
  try {
    const { port, barePort } = await ready;
    const origin = `http://localhost:${port}`;
    const cookie = await signUp(origin);
    await createConversations(origin, cookie, CONVERSATIONS);
    const rounds = await alternate(
      { url: `http://127.0.0.1:${barePort}/` },
      { url: `http://127.0.0.1:${port}/api/conversations`, headers: { cookie } },
      child.pid ?? 0,
    );
    const side = (pick: (round: (typeof rounds)[number]) => Load) => ({
      rps: Math.round(median(rounds.map((round) => pick(round).rps))),
      p99: median(rounds.map((round) => pick(round).p99)),
      cpuUs: median(rounds.map((round) => pick(round).cpuUs)),
    });
    const ratios = rounds.map((round) => round.real.rps / round.bare.rps);
    return {
      bare: side((round) => round.bare),
      conversations: side((round) => round.real),
      ratio: median(ratios),
      ratioRange: [Math.min(...ratios), Math.max(...ratios)] as const,
      worstP99: Math.max(...rounds.map((round) => round.real.p99)),
      rssMb: rssMb(child.pid ?? 0),
      load: LOAD,
    };
  } finally {
    await stopServers(child);
  }
}
