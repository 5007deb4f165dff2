import { and, eq, isNotNull, lt, sql } from 'drizzle-orm';
import type { Upload } from '../../shared/uploads/upload-api';
import type { Database } from '../db/client';
import { user } from '../db/auth-schema';
import { messages, profiles, uploads } from '../db/schema';
import type { UploadOwner } from './upload-owner';

export type UploadRow = typeof uploads.$inferSelect;

const ownedBy = (owner: UploadOwner) =>
  owner.kind === 'user' ? eq(uploads.userId, owner.id) : eq(uploads.guestId, owner.id);

/** Upload rows; every read and delete is scoped by the owner (docs/security.md). */
export function uploadStore(db: Database) {
  return {
    async insert(owner: UploadOwner, row: Omit<typeof uploads.$inferInsert, 'userId' | 'guestId'>) {
      const [created] = await db
        .insert(uploads)
        .values({
          ...row,
          userId: owner.kind === 'user' ? owner.id : null,
          guestId: owner.kind === 'guest' ? owner.id : null,
        })
        .returning();
      return created!;
    },
    async findOwned(owner: UploadOwner, id: string): Promise<UploadRow | undefined> {
      const [row] = await db
        .select()
        .from(uploads)
        .where(and(eq(uploads.id, id), ownedBy(owner)));
      return row;
    },
    async remove(owner: UploadOwner, id: string): Promise<boolean> {
      const removed = await db
        .delete(uploads)
        .where(and(eq(uploads.id, id), ownedBy(owner)))
        .returning({ id: uploads.id });
      return removed.length > 0;
    },
    /** Guest uploads made before `cutoff`, each with its guest: for the sweeper. */
    guestUploadsBefore(cutoff: Date, limit: number) {
      return db
        .select({ id: uploads.id, guestId: uploads.guestId })
        .from(uploads)
        .where(and(isNotNull(uploads.guestId), lt(uploads.createdAt, cutoff)))
        .limit(limit);
    },
    /**
     * Users' uploads made before `cutoff` that no message attaches and no profile shows: a file
     * picked and never sent, or left behind by a deleted conversation. For the sweeper.
     */
    unreferencedUserUploadsBefore(cutoff: Date, limit: number) {
      // A picture's address, with or without transform options after it.
      const shownAt = sql`'/api/uploads/' || ${uploads.id}::text || '%'`;
      return db
        .select({ id: uploads.id, userId: uploads.userId })
        .from(uploads)
        .where(
          and(
            isNotNull(uploads.userId),
            lt(uploads.createdAt, cutoff),
            sql`not exists (select 1 from ${messages} where ${messages.attachments} @> jsonb_build_array(jsonb_build_object('id', ${uploads.id}::text)))`,
            sql`not exists (select 1 from ${user} where ${user.id} = ${uploads.userId} and ${user.image} like ${shownAt})`,
            sql`not exists (select 1 from ${profiles} where ${profiles.userId} = ${uploads.userId} and ${profiles.avatarUrl} like ${shownAt})`,
          ),
        )
        .limit(limit);
    },
    /** Bytes the owner keeps stored (originals; variants are bounded per image). */
    async bytesOf(owner: UploadOwner): Promise<number> {
      const [row] = await db
        .select({ total: sql<string | null>`sum(${uploads.size})` })
        .from(uploads)
        .where(ownedBy(owner));
      return Number(row?.total ?? 0);
    },
    async idsOfUser(userId: string): Promise<string[]> {
      const rows = await db
        .select({ id: uploads.id })
        .from(uploads)
        .where(eq(uploads.userId, userId));
      return rows.map((row) => row.id);
    },
  };
}

/** The API's view of a row (POST /api/uploads answers this). */
export function toUpload(row: UploadRow): Upload {
  return {
    id: row.id,
    kind: row.kind,
    mediaType: row.mediaType,
    name: row.name,
    size: row.size,
    ...(row.width !== null && { width: row.width }),
    ...(row.height !== null && { height: row.height }),
    url: `/api/uploads/${row.id}`,
  };
}
