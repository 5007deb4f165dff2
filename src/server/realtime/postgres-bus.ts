import { sql } from 'drizzle-orm';
import type { Database } from '../db/client';
import type { EventBus } from './event-bus';
import { localListeners } from './local-listeners';
import { startNotifyListener } from './notify-listener';
import { decodeNotification, encodeNotification, NOTIFY_CHANNEL } from './notify-payload';

/**
 * Several instances on one PostgreSQL: every event goes through NOTIFY, and every instance
 * (the publishing one too) delivers what it hears to its own listeners. One path for all keeps
 * the order the database gives, the same on every instance.
 */
export async function postgresBus(options: { db: Database; url: string }): Promise<EventBus> {
  const listeners = localListeners();
  const listener = await startNotifyListener({
    url: options.url,
    channel: NOTIFY_CHANNEL,
    onNotification: (payload) => {
      const envelope = decodeNotification(payload);
      if (envelope) listeners.deliver(envelope.userId, envelope.event);
    },
    onReconnected: () => listeners.deliverToAll({ type: 'resync' }),
  });

  return {
    async publish(userId, event) {
      const payload = encodeNotification(userId, event);
      try {
        await options.db.execute(sql`select pg_notify(${NOTIFY_CHANNEL}, ${payload})`);
      } catch (error) {
        console.error(`realtime publish failed: ${(error as Error).message}`);
      }
    },
    subscribe: listeners.subscribe,
    close: () => listener.close(),
  };
}
