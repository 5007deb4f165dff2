import type { Config } from '../config';
import type { Database } from '../db/client';
import { enforceRateLimit } from '../http/rate-limit';

const HOUR_MS = 60 * 60_000;

/**
 * New conversations per user per hour, whichever way they are made (POST /api/conversations or
 * a first question to the assistant): each is a stored row and a live-sync event to every tab.
 */
export function enforceConversationCreationLimit(
  db: Database,
  userId: string,
  config: Pick<Config, 'conversationsPerHour'>,
) {
  return enforceRateLimit(
    db,
    `conversations-created:${userId}`,
    { limit: config.conversationsPerHour, windowMs: HOUR_MS },
    {
      message:
        "You've started a lot of new projects in the last hour. Please wait a while, or continue an existing one.",
      code: 'CONVERSATION_LIMIT',
    },
  );
}
