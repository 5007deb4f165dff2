import { eq } from 'drizzle-orm';
import { Hono } from 'hono';
import { updateProfileSchema, type Profile } from '../../shared/profile/profile-schema';
import { signedIn, type UserEnv } from '../auth/guards';
import type { Database } from '../db/client';
import { profiles, user as users } from '../db/schema';
import { validate } from '../http/validate';
import type { Services } from '../services';

async function readProfile(db: Database, user: { id: string; email: string }): Promise<Profile> {
  const [row] = await db.select().from(profiles).where(eq(profiles.userId, user.id));
  return {
    user_id: user.id,
    email: user.email,
    full_name: row?.fullName ?? null,
    avatar_url: row?.avatarUrl ?? null,
  };
}

/** GET and PATCH /api/profile: the signed-in user's own profile, never anyone else's. */
export const profileRoutes = ({ database, sessions }: Pick<Services, 'database' | 'sessions'>) =>
  new Hono<UserEnv>()
    .use(signedIn)
    .get('/', async (c) => c.json(await readProfile(database.db, c.get('user'))))
    .patch('/', validate('json', updateProfileSchema), async (c) => {
      const { db } = database;
      const user = c.get('user');
      const input = c.req.valid('json');
      const now = new Date();
      await db.transaction(async (tx) => {
        await tx
          .insert(profiles)
          .values({ userId: user.id, fullName: input.full_name, avatarUrl: input.avatar_url })
          .onConflictDoUpdate({
            target: profiles.userId,
            set: {
              ...(input.full_name !== undefined && { fullName: input.full_name }),
              ...(input.avatar_url !== undefined && { avatarUrl: input.avatar_url }),
              updatedAt: now,
            },
          });
        // The session's user carries name and picture too, so menus update without a profile read.
        await tx
          .update(users)
          .set({
            ...(input.full_name !== undefined && { name: input.full_name }),
            ...(input.avatar_url !== undefined && { image: input.avatar_url }),
            updatedAt: now,
          })
          .where(eq(users.id, user.id));
      });
      // Cached sessions carry the old name and picture.
      await sessions.changed();
      return c.json(await readProfile(db, user));
    });
