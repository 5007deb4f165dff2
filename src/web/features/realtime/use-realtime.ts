import { useEffect, useEffectEvent, useState } from 'react';
import type { RealtimeEvent } from '../../../shared/realtime/realtime-events';
import { RealtimeConnection, type RealtimeState } from './realtime-connection';
import { browserEnvironment, type ConnectionEnvironment } from './realtime-environment';

/**
 * Keeps a realtime connection open while `enabled` (a signed-in user) and hands each event to
 * `onEvent`, typically `(event) => applyRealtimeEvent(queryClient, event)`. A new `onEvent` on
 * every render does not reconnect. `environment` is for tests; pass a stable object.
 */
export function useRealtime(
  onEvent: (event: RealtimeEvent) => void,
  enabled: boolean,
  environment?: Partial<ConnectionEnvironment>,
): RealtimeState {
  const [state, setState] = useState<RealtimeState>('closed');
  const handleEvent = useEffectEvent((event: RealtimeEvent) => onEvent(event));

  useEffect(() => {
    if (!enabled) return;
    let current = true;
    const connection = new RealtimeConnection(
      { ...browserEnvironment(), ...environment },
      {
        onEvent: (event) => handleEvent(event),
        // The closing connection of a previous render must not overwrite the state.
        onStateChange: (next) => current && setState(next),
      },
    );
    connection.start();
    return () => {
      current = false;
      connection.stop();
      setState('closed');
    };
  }, [enabled, environment]);

  return state;
}
