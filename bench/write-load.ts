import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { startBuiltServer } from './built-server';
import { cpuMs } from './proc-status';
import { signUp } from './sign-up';

const USERS = 50;
const SIGN_UPS_AT_ONCE = 5;
const WARM_UP_MS = 3_000;
const MEASURE_MS = 15_000;

const questions = [
  'How do I fix a dripping faucet?',
  'the breaker for our garage trips whenever the air compressor kicks on, can I put a 30 amp in?',
  'How do I patch a hole in drywall?',
  'thinking of putting vinyl plank in the hall, about 500 sq ft, what does it cost vs a pro?',
];

function percentile(values: number[], p: number) {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? NaN;
}

async function post(origin: string, cookie: string, route: string, body: unknown, status: number) {
  const res = await fetch(`${origin}${route}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', accept: 'application/json', origin, cookie },
    body: JSON.stringify(body),
  });
  if (res.status !== status)
    throw new Error(`${route} answered ${res.status}: ${await res.text()}`);
  return (await res.json()) as { id?: string; conversationId?: string };
}

/**
 * One signed-in user at work: starts a conversation, asks the built-in assistant in it, and
 * again, until `until`. Each write's time is recorded once `recordFrom` has passed.
 */
async function user(
  origin: string,
  cookie: string,
  index: number,
  recordFrom: number,
  until: number,
) {
  const latencies: number[] = [];
  for (let turn = 0; performance.now() < until; turn += 1) {
    const started = performance.now();
    const question = questions[(index + turn) % questions.length]!;
    const conversation = await post(
      origin,
      cookie,
      '/api/conversations',
      { first_message: question },
      201,
    );
    if (started >= recordFrom) latencies.push(performance.now() - started);
    const asked = performance.now();
    await post(
      origin,
      cookie,
      '/api/assistant',
      { message: question, conversationId: conversation.id },
      200,
    );
    if (asked >= recordFrom) latencies.push(performance.now() - asked);
  }
  return latencies;
}

/** An empty database on the PostgreSQL server at `serverUrl`, dropped again afterwards. */
async function scratchDatabase(serverUrl: string) {
  const name = `fixwise_bench_${randomBytes(4).toString('hex')}`;
  const admin = async (text: string) => {
    const client = new pg.Client({ connectionString: serverUrl });
    await client.connect();
    try {
      await client.query(text);
    } finally {
      await client.end();
    }
  };
  await admin(`create database ${name}`);
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  return { url: url.toString(), drop: () => admin(`drop database if exists ${name} with (force)`) };
}

/**
 * 50 signed-in users at once, each creating conversations and asking the built-in assistant
 * (JSON answers: the question, the reply and the conversation's update are all written), on
 * the built server over the embedded default or, given `serverUrl`, a PostgreSQL server.
 * Throughput is writes answered per second; p99 is over every write in the measured window.
 * The server's CPU per write and the share of a core it had tell a slow machine (a small
 * share) from a slow server (much CPU per write).
 */
export async function measureWrites(serverUrl?: string) {
  const database = serverUrl ? await scratchDatabase(serverUrl) : undefined;
  const server = await startBuiltServer({
    env: {
      ...(database && { DATABASE_URL: database.url }),
      // The load is the point, not the limits: at a few hundred writes a second each user
      // starts more than the default 60 conversations an hour within the run.
      AUTH_RATE_LIMIT_PER_MINUTE: '100000',
      ASSISTANT_RATE_LIMIT_PER_MINUTE: '100000',
      CONVERSATIONS_PER_HOUR: '100000',
    },
  });
  try {
    const cookies: string[] = [];
    for (let i = 0; i < USERS; i += SIGN_UPS_AT_ONCE) {
      const batch = Array.from({ length: Math.min(SIGN_UPS_AT_ONCE, USERS - i) }, (_, j) =>
        signUp(server.url, `writer${i + j}@example.com`),
      );
      cookies.push(...(await Promise.all(batch)));
    }
    const recordFrom = performance.now() + WARM_UP_MS;
    const until = recordFrom + MEASURE_MS;
    let cpuAt = { ms: NaN, time: recordFrom };
    const snapshot = setTimeout(
      () => (cpuAt = { ms: cpuMs(server.pid), time: performance.now() }),
      WARM_UP_MS,
    );
    const latencies = (
      await Promise.all(cookies.map((cookie, i) => user(server.url, cookie, i, recordFrom, until)))
    ).flat();
    clearTimeout(snapshot);
    const seconds = (performance.now() - recordFrom) / 1000;
    const serverCpuMs = cpuMs(server.pid) - cpuAt.ms;
    const cpuSeconds = (performance.now() - cpuAt.time) / 1000;
    return {
      users: USERS,
      seconds: MEASURE_MS / 1000,
      writesPerSecond: latencies.length / seconds,
      p99: percentile(latencies, 99),
      /** The app server's own CPU (not the database's) per write, ms. */
      serverCpuMsPerWrite: serverCpuMs / latencies.length,
      /** How much of one core the app server had: well under 1 means it waited for its share. */
      serverCores: serverCpuMs / 1000 / cpuSeconds,
    };
  } finally {
    await server.stop();
    await database?.drop();
  }
}
