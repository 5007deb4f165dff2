import type { RealtimeEvent } from '../../shared/realtime/realtime-events';
import type { ChangeWatcher, DataChange, RealtimeListener } from './event-bus';

/** One broken handler must not keep an event from the others. */
function guarded<T>(handler: (value: T) => void, value: T) {
  try {
    handler(value);
  } catch (error) {
    console.error('realtime listener failed:', error);
  }
}

/** This instance's listeners, by user id, and its cache watchers. */
export function localListeners() {
  const byUser = new Map<string, Set<RealtimeListener>>();
  const watchers = new Set<ChangeWatcher>();

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
      for (const listener of [...(byUser.get(userId) ?? [])]) guarded(listener, event);
    },
    deliverToAll(event: RealtimeEvent) {
      for (const listeners of [...byUser.values()]) {
        for (const listener of [...listeners]) guarded(listener, event);
      }
    },
    watch(watcher: ChangeWatcher) {
      watchers.add(watcher);
      return () => void watchers.delete(watcher);
    },
    changed(change: DataChange) {
      for (const watcher of [...watchers]) guarded(watcher, change);
    },
  };
}
