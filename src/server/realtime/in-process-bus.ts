import type { EventBus } from './event-bus';
import { localListeners } from './local-listeners';

/** One instance (the embedded PGlite default): events go straight to this process's listeners. */
export function inProcessBus(): EventBus {
  const listeners = localListeners();
  return {
    publish: async (userId, event) => listeners.deliver(userId, event),
    subscribe: listeners.subscribe,
    close: async () => {},
  };
}
