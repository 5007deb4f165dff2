import { useQueryClient } from '@tanstack/react-query';
import { useAuth } from '../auth/use-auth';
import { applyRealtimeEvent } from './apply-realtime-event';
import { useRealtime } from './use-realtime';

/** Keeps a signed-in user's conversations in step across tabs and devices (docs/product.md#states-and-transitions). */
export function LiveSync() {
  const queryClient = useQueryClient();
  const { user } = useAuth();
  useRealtime((event) => applyRealtimeEvent(queryClient, event), Boolean(user));
  return null;
}
