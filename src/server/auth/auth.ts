import { betterAuth } from 'better-auth';
import { drizzleAdapter } from 'better-auth/adapters/drizzle';
import { admin, twoFactor } from 'better-auth/plugins';
import { eq } from 'drizzle-orm';
import { MAX_PASSWORD_LENGTH, MIN_PASSWORD_LENGTH } from '../../shared/constants';
import type { Config } from '../config';
import type { Database } from '../db/client';
import * as schema from '../db/schema';
import type { Mailer } from '../mail/mailer';
import { CLIENT_ADDRESS_HEADER } from './client-address';
import { refuseCommonPassword } from './password-policy';
import { validateAccountFields } from './account-fields';
import { createAuthMiddleware } from 'better-auth/api';

export interface AuthDeps {
  config: Config;
  db: Database;
  mailer: Mailer;
  secret: string;
  /** Removes what lives outside the database (uploaded files) before an account goes. */
  beforeDeleteUser?: (userId: string) => Promise<void>;
}

export function createAuth({ config, db, mailer, secret, beforeDeleteUser }: AuthDeps) {
  const isAdminEmail = (email: string) => config.adminEmails.includes(email.toLowerCase());
  // Listing an address in ADMIN_EMAILS must not hand the admin API to whoever registers it
  // first: the role goes only to an account that has proven it owns the address.
  const earnsAdmin = (user: { email: string; emailVerified: boolean }) =>
    user.emailVerified && isAdminEmail(user.email);
  const perMinute = { window: 60, max: config.authRateLimitPerMinute };

  return betterAuth({
    appName: 'Fixwise',
    baseURL: config.publicUrl,
    basePath: '/api/auth',
    secret,
    trustedOrigins: [config.publicUrl],
    database: drizzleAdapter(db, {
      provider: 'pg',
      schema: { ...schema, twoFactor: schema.twoFactor, rateLimit: schema.rateLimit },
    }),
    emailAndPassword: {
      enabled: true,
      minPasswordLength: MIN_PASSWORD_LENGTH,
      maxPasswordLength: MAX_PASSWORD_LENGTH,
      requireEmailVerification: config.requireEmailVerification,
      autoSignIn: !config.requireEmailVerification,
      // A reset is what someone does when they fear the password is known: end every session.
      revokeSessionsOnPasswordReset: true,
      sendResetPassword: async ({ user, url }) => {
        await mailer.send({
          to: user.email,
          subject: 'Reset your Fixwise password',
          text: `Hi ${user.name},\n\nChoose a new password here (the link works for one hour):\n${url}\n\nIf you did not ask for this, ignore this mail.`,
        });
      },
    },
    emailVerification: {
      sendOnSignUp: true,
      autoSignInAfterVerification: true,
      sendVerificationEmail: async ({ user, url }) => {
        await mailer.send({
          to: user.email,
          subject: 'Verify your Fixwise e-mail address',
          text: `Hi ${user.name},\n\nConfirm your e-mail address here:\n${url}\n`,
        });
      },
    },
    socialProviders: {
      ...(config.oauth.google && {
        google: { clientId: config.oauth.google.id, clientSecret: config.oauth.google.secret },
      }),
      ...(config.oauth.facebook && {
        facebook: {
          clientId: config.oauth.facebook.id,
          clientSecret: config.oauth.facebook.secret,
        },
      }),
    },
    user: { deleteUser: { enabled: true } },
    // Google's and Facebook's access, refresh and ID tokens are sealed (XChaCha20-Poly1305,
    // keyed by the app secret) before they reach the account table.
    account: { encryptOAuthTokens: true },
    rateLimit: {
      enabled: true,
      storage: 'database',
      modelName: 'rateLimit',
      window: 60,
      max: 300,
      customRules: {
        '/sign-in/email': perMinute,
        '/sign-up/email': perMinute,
        '/change-password': perMinute,
      },
    },
    advanced: {
      ipAddress: { ipAddressHeaders: [CLIENT_ADDRESS_HEADER] },
      useSecureCookies: config.publicUrl.startsWith('https://'),
      defaultCookieAttributes: { httpOnly: true, sameSite: 'lax' },
    },
    hooks: {
      before: createAuthMiddleware(async (ctx) => {
        validateAccountFields(ctx);
        refuseCommonPassword(ctx);
      }),
    },
    databaseHooks: {
      user: {
        create: {
          before: async (user) => ({
            data: { ...user, role: earnsAdmin(user) ? 'admin' : 'user' },
          }),
          after: async (user) => {
            await db
              .insert(schema.profiles)
              .values({
                userId: user.id,
                fullName: user.name || null,
                avatarUrl: user.image ?? null,
              })
              .onConflictDoNothing();
          },
        },
        // Whoever deletes the account (its owner, or an admin's remove-user), its files go
        // first; if removing them fails, the account stays and the deletion can be retried.
        delete: {
          before: async (user) => {
            await beforeDeleteUser?.(user.id);
          },
        },
      },
      session: {
        create: {
          // ADMIN_EMAILS may grow after an account exists, and an address is verified after
          // sign-up (verifying signs in): promote on the next session of a verified owner.
          after: async (session) => {
            if (config.adminEmails.length === 0) return;
            const [row] = await db
              .select({
                email: schema.user.email,
                emailVerified: schema.user.emailVerified,
                role: schema.user.role,
              })
              .from(schema.user)
              .where(eq(schema.user.id, session.userId));
            if (row && row.role !== 'admin' && earnsAdmin(row)) {
              await db
                .update(schema.user)
                .set({ role: 'admin' })
                .where(eq(schema.user.id, session.userId));
            }
          },
        },
      },
    },
    plugins: [
      twoFactor({ issuer: 'Fixwise' }),
      admin({ defaultRole: 'user', adminRoles: ['admin'] }),
    ],
  });
}

export type Auth = ReturnType<typeof createAuth>;
