import { useQueryClient } from '@tanstack/react-query';
import { useRef } from 'react';
import { useAuth } from '../../session/use-auth';
import type { RealtimeEvent } from '../../../shared/realtime/realtime-events';
import { useRealtime } from './use-realtime';

// The cache writer loads with the first event (as the message parser before it does), not with
// every dashboard page.
const loadCacheWriter = () => import('./apply-realtime-event');

/** Keeps a signed-in user's conversations in step across tabs and devices (docs/product.md#states-and-transitions). */
export function LiveSync() {
  const queryClient = useQueryClient();
  const { user } = useAuth();
  // Events are applied one after another, in the order they came, even while the writer loads.
  const applied = useRef<Promise<void>>(Promise.resolve());
  useRealtime((event: RealtimeEvent) => {
    applied.current = applied.current
      .then(loadCacheWriter)
      .then(({ applyRealtimeEvent }) => applyRealtimeEvent(queryClient, event))
      .catch(() => undefined); // not loaded: a later event tries again
  }, Boolean(user));
  return null;
}
