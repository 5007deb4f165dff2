/**
 * Child process of api-throughput.ts: the real server and a bare Hono "hello" route, side by side
 * in one process on the same Hono/@hono/node-server stack. The load generator stays in the
 * parent, so it never competes with these servers for an event loop.
 */
import { randomBytes } from 'node:crypto';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { serve } from '@hono/node-server';
import { Hono } from 'hono';
import { loadConfig } from '../src/server/config';
import { startServer } from '../src/server/start';

const port = process.env.BENCH_PORT ?? '0';
// Production defaults (request log included), as `npm run serve` would run; only the sign-up
// rate limit is raised and the database is a fresh embedded one in a temp dir.
const config = loadConfig({
  NODE_ENV: 'production',
  // Production requires its own secret; a fresh random one per run.
  AUTH_SECRET: randomBytes(32).toString('base64url'),
  PORT: port,
  HOST: '127.0.0.1',
  DATA_DIR: mkdtempSync(path.join(tmpdir(), 'fixwise-bench-api-')),
  AUTH_RATE_LIMIT_PER_MINUTE: '1000',
});
const server = await startServer(config, { webRoot: '/nonexistent' });

const bare = new Hono().get('/', (c) => c.text('hello'));
const bareServer = serve({ fetch: bare.fetch, port: 0, hostname: '127.0.0.1' });
await new Promise((resolve) => bareServer.once('listening', resolve));
const address = bareServer.address();
const barePort = typeof address === 'object' && address ? address.port : 0;

process.send?.({ port: server.port, barePort });

let stopping = false;
const stop = async () => {
  if (stopping) return;
  stopping = true;
  bareServer.close();
  if ('closeIdleConnections' in bareServer) bareServer.closeIdleConnections();
  await server.stop();
  process.exit(0);
};
process.on('disconnect', () => void stop());
process.on('SIGTERM', () => void stop());
