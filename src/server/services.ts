import path from 'node:path';
import { createAssistantEngine } from './assistant/providers';
import { createAuth } from './auth/auth';
import { resolveAuthSecret } from './auth/auth-secret';
import { createKeys } from './auth/derived-keys';
import { createSessions } from './auth/session-cache';
import type { Config } from './config';
import { createConversationLists } from './conversations/conversation-list-cache';
import type { DatabaseHandle } from './db/client';
import { createGuestAllowance } from './guests/guest-allowance';
import { createInspiration } from './inspiration/create-inspiration';
import { createMailer } from './mail/mailer';
import { createEventBus } from './realtime/create-event-bus';
import { createObjectStorage } from './uploads/object-storage';
import { createUploads } from './uploads/upload-service';

/** Everything the routes use, built once per process from the configuration and the database. */
export async function createServices(config: Config, database: DatabaseHandle) {
  const mailer = createMailer({
    smtpUrl: config.smtpUrl,
    outboxDir: path.join(config.dataDir, 'outbox'),
  });
  const keys = createKeys(
    await resolveAuthSecret(database.db, {
      configured: config.authSecret,
      dataDir: config.dataDir,
    }),
  );
  const uploads = createUploads({
    db: database.db,
    storage: await createObjectStorage(config),
    maxBytes: config.uploadMaxBytes,
    quotaBytes: config.uploadQuotaBytes,
  });
  const auth = createAuth({
    config,
    db: database.db,
    mailer,
    secret: keys.auth,
    beforeDeleteUser: uploads.removeAllForUser,
  });
  const guests = createGuestAllowance(database.db, {
    dailyCapPerAddress: config.guestDailyCapPerAddress,
  });
  const assistant = createAssistantEngine(config.ai);
  const inspiration = createInspiration(config.sources, database.db);
  // Live sync of a user's conversations; startServer closes it on stop().
  const events = await createEventBus(database, config.databaseUrl);
  return {
    sessions: createSessions(auth, events),
    conversationLists: createConversationLists(database.db, events),
    config,
    database,
    mailer,
    auth,
    guests,
    keys,
    assistant,
    inspiration,
    events,
    uploads,
  };
}

export type Services = Awaited<ReturnType<typeof createServices>>;
