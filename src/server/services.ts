import path from 'node:path';
import { createAssistantEngine } from './assistant/providers';
import { createAuth } from './auth/auth';
import { resolveAuthSecret } from './auth/auth-secret';
import { createKeys } from './auth/derived-keys';
import { createSessions } from './auth/session-cache';
import type { Config } from './config';
import { createConversationLists } from './conversations/conversation-list-cache';
import { conversationStore } from './conversations/conversation-store';
import type { DatabaseHandle } from './db/client';
import { createGuestAllowance } from './guests/guest-allowance';
import type { Identity } from './http/app-env';
import { createInspiration } from './inspiration/create-inspiration';
import { createMailer } from './mail/mailer';
import { pinterestTokenStore } from './pins/pinterest-tokens';
import { planStore } from './plans/plan-store';
import { createEventBus } from './realtime/create-event-bus';
import { createObjectStorage } from './uploads/create-object-storage';
import { createUploads } from './uploads/upload-service';

/**
 * Everything the routes use, built once per process from the configuration and the database,
 * each part with its own dependencies. app.ts hands every route factory the parts it names.
 */
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
  const sessions = createSessions(auth, events);
  // The one store of conversations: every write through it reaches live sync.
  const conversations = conversationStore(database.db, events);
  const identity: Identity = {
    sessions,
    guestCookieKey: keys.guestCookie,
    secureCookies: config.publicUrl.startsWith('https://'),
  };
  return {
    sessions,
    identity,
    conversations,
    conversationLists: createConversationLists(conversations, events),
    pinterestTokens: pinterestTokenStore(database.db, keys),
    plans: planStore(database.db),
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
