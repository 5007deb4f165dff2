import path from 'node:path';
import { createAuth } from './auth/auth';
import { resolveAuthSecret } from './auth/auth-secret';
import type { Config } from './config';
import type { DatabaseHandle } from './db/client';
import { createGuestAllowance } from './guests/guest-allowance';
import { createMailer } from './mail/mailer';

/** Everything the routes use, built once per process from the configuration and the database. */
export async function createServices(config: Config, database: DatabaseHandle) {
  const mailer = createMailer({
    smtpUrl: config.smtpUrl,
    outboxDir: path.join(config.dataDir, 'outbox'),
  });
  const secret = await resolveAuthSecret(database.db, config.authSecret);
  const auth = createAuth({ config, db: database.db, mailer, secret });
  const guests = createGuestAllowance(database.db, {
    dailyCapPerAddress: config.guestDailyCapPerAddress,
  });
  return { config, database, mailer, auth, guests, secret };
}

export type Services = Awaited<ReturnType<typeof createServices>>;
