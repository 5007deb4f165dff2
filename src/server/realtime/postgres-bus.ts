import { sql } from 'drizzle-orm';
import type { Database } from '../db/client';
import type { EventBus } from './event-bus';
import { localListeners } from './local-listeners';
import { startNotifyListener } from './notify-listener';
import {
  decodeNotification,
  encodeAccountsChanged,
  encodeNotification,
  NOTIFY_CHANNEL,
} from './notify-payload';

/**
 * Several instances on one PostgreSQL: every event goes through NOTIFY, and every instance
 * (the publishing one too) delivers what it hears to its own listeners. One path for all keeps
 * the order the database gives, the same on every instance. Cache watchers also hear this
 * instance's own changes at once, so a write is never followed by a stale read here.
 */
export async function postgresBus(options: { db: Database; url: string }): Promise<EventBus> {
  const listeners = localListeners();
  const listener = await startNotifyListener({
    url: options.url,
    channel: NOTIFY_CHANNEL,
    onNotification: (payload) => {
      const envelope = decodeNotification(payload);
      if (!envelope) return;
      if ('accounts' in envelope) return listeners.changed({ kind: 'accounts' });
      listeners.changed({ kind: 'user', userId: envelope.userId });
      listeners.deliver(envelope.userId, envelope.event);
    },
    onReconnected: () => {
      listeners.changed({ kind: 'unknown' });
      listeners.deliverToAll({ type: 'resync' });
    },
  });

  const notify = async (payload: string) => {
    try {
      await options.db.execute(sql`select pg_notify(${NOTIFY_CHANNEL}, ${payload})`);
    } catch (error) {
      console.error(`realtime publish failed: ${(error as Error).message}`);
    }
  };

  return {
    async publish(userId, event) {
      listeners.changed({ kind: 'user', userId });
      await notify(encodeNotification(userId, event));
    },
    subscribe: listeners.subscribe,
    watch: listeners.watch,
    async accountsChanged() {
      listeners.changed({ kind: 'accounts' });
      await notify(encodeAccountsChanged());
    },
    close: () => listener.close(),
  };
}
