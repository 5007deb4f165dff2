import type { WebSocket } from 'ws';
import { REALTIME_CLOSE } from '../../shared/realtime/realtime-protocol';

/** Tabs and devices of one person; more is a script, and each socket holds memory here. */
export const MAX_SOCKETS_PER_USER = 20;
/** Session lookups run this many at a time when every socket is checked at once. */
const RECHECK_BATCH = 16;

interface Entry {
  ws: WebSocket;
  recheck: () => Promise<void>;
}

/**
 * This instance's open sockets by user, oldest first: caps how many one user may hold (a new
 * one past the cap closes the oldest) and re-checks every socket's session on demand.
 */
export function createSocketRegistry(maxPerUser = MAX_SOCKETS_PER_USER) {
  const byUser = new Map<string, Entry[]>();
  let checking: Promise<void> | undefined;
  let checkAgain = false;

  function add(userId: string, ws: WebSocket, recheck: () => Promise<void>) {
    const entries = byUser.get(userId) ?? [];
    entries.push({ ws, recheck });
    byUser.set(userId, entries);
    while (entries.length > maxPerUser) {
      entries.shift()?.ws.close(REALTIME_CLOSE.tooManySockets, 'too many connections');
    }
    ws.once('close', () => {
      const left = (byUser.get(userId) ?? []).filter((entry) => entry.ws !== ws);
      if (left.length > 0) byUser.set(userId, left);
      else byUser.delete(userId);
    });
  }

  async function checkAll() {
    const entries = [...byUser.values()].flat();
    for (let i = 0; i < entries.length; i += RECHECK_BATCH) {
      await Promise.all(entries.slice(i, i + RECHECK_BATCH).map((entry) => entry.recheck()));
    }
  }

  /**
   * Checks every socket's session soon. Changes arriving while a pass runs ask for one more
   * pass after it, not one each, so a burst of sign-ins costs two passes at most.
   */
  function recheckAll() {
    if (checking) {
      checkAgain = true;
      return;
    }
    // After the current tick, so the session cache has dropped what the change made stale.
    checking = new Promise<void>((resolve) => setImmediate(resolve)).then(checkAll).finally(() => {
      checking = undefined;
      if (checkAgain) {
        checkAgain = false;
        recheckAll();
      }
    });
  }

  return { add, recheckAll, count: (userId: string) => byUser.get(userId)?.length ?? 0 };
}
