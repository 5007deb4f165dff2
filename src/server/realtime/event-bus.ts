import type { RealtimeEvent } from '../../shared/realtime/realtime-events';

export type RealtimeListener = (event: RealtimeEvent) => void;

/** A change somewhere in the cluster, as this instance's caches need to hear of it. */
export type DataChange =
  /** One user's conversations or messages changed. */
  | { kind: 'user'; userId: string }
  /** Sessions or accounts changed: who is signed in, as whom. */
  | { kind: 'accounts' }
  /** Notices may have been missed (the bus reconnected): trust nothing cached. */
  | { kind: 'unknown' };

export type ChangeWatcher = (change: DataChange) => void;

/** What the conversation store needs: announce a change to one user's data. */
export interface EventPublisher {
  /** Never throws: the change is already stored, and a lost event costs only a refetch. */
  publish(userId: string, event: RealtimeEvent): Promise<void>;
}

/**
 * Delivers a user's events to that user's listeners on every app instance. Each instance then
 * hands them to its own connected sockets.
 */
export interface EventBus extends EventPublisher {
  /** Returns the unsubscribe function. */
  subscribe(userId: string, listener: RealtimeListener): () => void;
  /**
   * Every change on every instance, for caches. This instance's own changes reach its watchers
   * before `publish` or `accountsChanged` returns, so a caller reads its own writes.
   */
  watch(watcher: ChangeWatcher): () => void;
  /** Never throws, like `publish`. */
  accountsChanged(): Promise<void>;
  close(): Promise<void>;
}
