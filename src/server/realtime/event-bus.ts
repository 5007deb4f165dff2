import type { RealtimeEvent } from '../../shared/realtime/realtime-events';

export type RealtimeListener = (event: RealtimeEvent) => void;

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
  close(): Promise<void>;
}
