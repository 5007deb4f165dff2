import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import WebSocket from 'ws';
import type { RealtimeServerMessage } from '../../../src/shared/realtime/realtime-protocol';
import { REALTIME_PATH } from '../../../src/shared/realtime/realtime-protocol';
import { loadConfig } from '../../../src/server/config';
import { startServer } from '../../../src/server/start';
import { createEmptyDatabase } from './test-database';
import { testOrigin } from './test-users';
import type { RealtimeOptions } from '../../../src/server/realtime/realtime-server';

/**
 * A real server on a free port, over a database of its own on the test run's server unless
 * DATABASE_URL is given.
 */
export async function startTestServer(
  env: Record<string, string> = {},
  realtime?: RealtimeOptions,
) {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'fixwise-realtime-'));
  const own = env.DATABASE_URL ? undefined : await createEmptyDatabase();
  const config = loadConfig({
    NODE_ENV: 'test',
    PORT: '0',
    HOST: '127.0.0.1',
    DATA_DIR: dataDir,
    PUBLIC_URL: testOrigin,
    TRUST_PROXY: 'true',
    BUILTIN_STREAM_DELAY_MS: '0',
    // Instances sharing a database share the secret, as operations.md asks of a deployment.
    AUTH_SECRET: 'test-instances-share-this-secret-0123456789',
    ...(own && { DATABASE_URL: own.url }),
    ...env,
  });
  // The data folder has no built web app in it: only the API is served.
  const server = await startServer(config, { webRoot: dataDir, realtime });
  const base = `http://127.0.0.1:${server.port}`;
  return {
    server,
    /** Enough of Hono's `app.request` for the shared test-user helpers, over real HTTP. */
    app: {
      request: (input: RequestInfo | URL, init?: RequestInit) =>
        fetch(typeof input === 'string' ? `${base}${input}` : input, init),
    },
    socketUrl: `ws://127.0.0.1:${server.port}${REALTIME_PATH}`,
    async close() {
      await server.stop();
      await own?.drop();
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

/** A WebSocket client that records what it receives. */
export class TestSocket {
  readonly received: RealtimeServerMessage[] = [];
  readonly closed: Promise<{ code: number; reason: string }>;
  private waiters: (() => void)[] = [];

  constructor(readonly ws: WebSocket) {
    ws.on('message', (data) => {
      this.received.push(JSON.parse(data.toString()) as RealtimeServerMessage);
      this.waiters.forEach((wake) => wake());
    });
    this.closed = new Promise((resolve) =>
      ws.on('close', (code, reason) => resolve({ code, reason: reason.toString() })),
    );
  }

  send(message: unknown) {
    this.ws.send(JSON.stringify(message));
  }

  /** The first message of `type` (received so far or later) for which `where` holds. */
  next<K extends RealtimeServerMessage['type']>(
    type: K,
    where: (message: Extract<RealtimeServerMessage, { type: K }>) => boolean = () => true,
    timeoutMs = 5_000,
  ): Promise<Extract<RealtimeServerMessage, { type: K }>> {
    type Wanted = Extract<RealtimeServerMessage, { type: K }>;
    const matches = (message: RealtimeServerMessage): message is Wanted =>
      message.type === type && where(message as Wanted);
    return new Promise((resolve, reject) => {
      const check = () => {
        const found = this.received.find(matches);
        if (!found) return false;
        clearTimeout(timer);
        this.waiters = this.waiters.filter((waiter) => waiter !== wake);
        resolve(found);
        return true;
      };
      const wake = () => void check();
      const timer = setTimeout(() => {
        this.waiters = this.waiters.filter((waiter) => waiter !== wake);
        reject(new Error(`no ${type}; received ${JSON.stringify(this.received)}`));
      }, timeoutMs);
      if (!check()) this.waiters.push(wake);
    });
  }
}

/** Opens a socket; rejects with the HTTP status when the server refuses the upgrade. */
export function openSocket(url: string, headers: Record<string, string>) {
  return new Promise<TestSocket>((resolve, reject) => {
    const ws = new WebSocket(url, { headers });
    const socket = new TestSocket(ws);
    ws.once('open', () => resolve(socket));
    ws.once('unexpected-response', (_request, response) => {
      reject(Object.assign(new Error('upgrade refused'), { status: response.statusCode }));
      // With this listener ws leaves the failed handshake to us.
      ws.terminate();
    });
    ws.on('error', reject);
  });
}

export const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
