import type { EventBus } from './event-bus';
import { localListeners } from './local-listeners';

/** One instance (the embedded default): events go straight to this process's listeners. */
export function inProcessBus(): EventBus {
  const listeners = localListeners();
  return {
    async publish(userId, event) {
      listeners.changed({ kind: 'user', userId });
      listeners.deliver(userId, event);
    },
    subscribe: listeners.subscribe,
    watch: listeners.watch,
    accountsChanged: async () => listeners.changed({ kind: 'accounts' }),
    close: async () => {},
  };
}
