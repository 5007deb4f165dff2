import type { DatabaseHandle } from '../db/client';
import type { EventBus } from './event-bus';
import { inProcessBus } from './in-process-bus';
import { postgresBus } from './postgres-bus';

/**
 * README.md#architecture: in-process on the embedded database, LISTEN/NOTIFY on PostgreSQL. Without the
 * URL (a test handing in its own PostgreSQL handle) there is one instance and in-process is exact.
 */
export function createEventBus(database: DatabaseHandle, databaseUrl: string | undefined) {
  if (database.driver === 'postgres' && databaseUrl) {
    return postgresBus({ db: database.db, url: databaseUrl });
  }
  return Promise.resolve<EventBus>(inProcessBus());
}
