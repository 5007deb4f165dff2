import { eq } from 'drizzle-orm';
import {
  emptyHomeProfile,
  homeProfileSchema,
  type HomeProfile,
} from '../../shared/home/home-profile-schema';
import type { Database } from '../db/client';
import { homeProfiles } from '../db/schema';

/** The user's home profile, or the empty one when they never saved it. */
export async function readHomeProfile(db: Database, userId: string): Promise<HomeProfile> {
  const [row] = await db
    .select({ profile: homeProfiles.profile })
    .from(homeProfiles)
    .where(eq(homeProfiles.userId, userId));
  // Stored rows were validated when written; parsing again keeps older rows to today's shape.
  const parsed = row ? homeProfileSchema.safeParse(row.profile) : undefined;
  return parsed?.success ? parsed.data : emptyHomeProfile;
}

export async function saveHomeProfile(
  db: Database,
  userId: string,
  profile: HomeProfile,
): Promise<HomeProfile> {
  const updatedAt = new Date();
  await db
    .insert(homeProfiles)
    .values({ userId, profile, updatedAt })
    .onConflictDoUpdate({ target: homeProfiles.userId, set: { profile, updatedAt } });
  return profile;
}
