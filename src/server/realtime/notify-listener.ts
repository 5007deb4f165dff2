import pg from 'pg';
import { REALTIME_TIMING, reconnectDelay } from '../../shared/realtime/realtime-timing';

export interface NotifyListenerOptions {
  url: string;
  channel: string;
  onNotification(payload: string | undefined): void;
  /** Called after a lost connection is back: notifications sent meanwhile are gone. */
  onReconnected(): void;
  reconnectDelaysMs?: readonly number[];
}

/**
 * One dedicated connection LISTENing on a channel (LISTEN belongs to a session, so it cannot
 * live in the pool). When it drops, it reconnects with the realtime backoff until closed.
 */
export async function startNotifyListener(options: NotifyListenerOptions) {
  const delays = options.reconnectDelaysMs ?? REALTIME_TIMING.reconnectDelaysMs;
  let client: pg.Client | undefined;
  let closed = false;
  let attempt = 0;
  let timer: NodeJS.Timeout | undefined;

  async function connect(): Promise<boolean> {
    // TCP keep-alive: a silently dead network would otherwise leave us listening to nothing.
    const next = new pg.Client({ connectionString: options.url, keepAlive: true });
    next.on('error', (error) => console.error(`realtime listener: ${error.message}`));
    next.on('notification', (message) => {
      if (message.channel === options.channel) options.onNotification(message.payload);
    });
    next.on('end', () => {
      if (client !== next) return;
      client = undefined;
      scheduleReconnect();
    });
    try {
      await next.connect();
      // The channel is our own constant identifier, never user input.
      await next.query(`LISTEN ${options.channel}`);
    } catch (error) {
      console.error(`realtime listener: cannot listen: ${(error as Error).message}`);
      await next.end().catch(() => {});
      return false;
    }
    if (closed) {
      await next.end();
      return true;
    }
    client = next;
    return true;
  }

  function scheduleReconnect() {
    if (closed) return;
    timer = setTimeout(
      async () => {
        if (!(await connect())) return scheduleReconnect();
        attempt = 0;
        if (!closed) options.onReconnected();
      },
      reconnectDelay(delays, attempt++),
    );
  }

  if (!(await connect())) scheduleReconnect();

  return {
    async close() {
      closed = true;
      clearTimeout(timer);
      const current = client;
      client = undefined;
      await current?.end();
    },
  };
}
