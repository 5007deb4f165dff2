import type { RealtimeEvent } from '../../shared/realtime/realtime-events';
import type { RealtimeListener } from './event-bus';

/** This instance's listeners, by user id. */
export function localListeners() {
  const byUser = new Map<string, Set<RealtimeListener>>();

  const call = (listener: RealtimeListener, event: RealtimeEvent) => {
    // One broken socket handler must not keep the event from the user's other tabs.
    try {
      listener(event);
    } catch (error) {
      console.error('realtime listener failed:', error);
    }
  };

  return {
    subscribe(userId: string, listener: RealtimeListener) {
      const listeners = byUser.get(userId) ?? new Set();
      listeners.add(listener);
      byUser.set(userId, listeners);
      return () => {
        listeners.delete(listener);
        if (listeners.size === 0 && byUser.get(userId) === listeners) byUser.delete(userId);
      };
    },
    deliver(userId: string, event: RealtimeEvent) {
      for (const listener of [...(byUser.get(userId) ?? [])]) call(listener, event);
    },
    deliverToAll(event: RealtimeEvent) {
      for (const listeners of [...byUser.values()]) {
        for (const listener of [...listeners]) call(listener, event);
      }
    },
  };
}
