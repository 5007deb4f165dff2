import { and, desc, eq, gt, isNull, or } from 'drizzle-orm';
import type { CreateShareLinkInput } from '../../shared/plans/plan-schema';
import type { CreatedShareLink, PlanNotes, ShareLink } from '../../shared/plans/project-plan';
import type { Database } from '../db/client';
import { conversations, planNotes, planShareLinks, profiles, user } from '../db/schema';
import { hashShareToken, newShareToken } from './share-tokens';

type ShareRecord = typeof planShareLinks.$inferSelect;

const DAY_MS = 24 * 60 * 60 * 1000;

function toShareLink(row: ShareRecord): ShareLink {
  return {
    id: row.id,
    created_at: row.createdAt.toISOString(),
    expires_at: row.expiresAt?.toISOString() ?? null,
    show_notes: row.showNotes,
    show_owner_name: row.showOwnerName,
  };
}

/**
 * Plan notes and share links of a conversation. Callers have checked that the conversation is
 * the caller's (conversations.findOwned), so these take its id alone; every share-link change
 * is still scoped by the conversation, so a link id from another plan matches nothing.
 */
export function planStore(db: Database) {
  return {
    async notes(conversationId: string): Promise<PlanNotes> {
      const [row] = await db
        .select()
        .from(planNotes)
        .where(eq(planNotes.conversationId, conversationId));
      return { text: row?.text ?? '', updated_at: row?.updatedAt.toISOString() ?? null };
    },

    async saveNotes(conversationId: string, text: string): Promise<PlanNotes> {
      const updatedAt = new Date();
      await db
        .insert(planNotes)
        .values({ conversationId, text, updatedAt })
        .onConflictDoUpdate({ target: planNotes.conversationId, set: { text, updatedAt } });
      return { text, updated_at: updatedAt.toISOString() };
    },

    async shareLinks(conversationId: string): Promise<ShareLink[]> {
      const rows = await db
        .select()
        .from(planShareLinks)
        .where(eq(planShareLinks.conversationId, conversationId))
        .orderBy(desc(planShareLinks.createdAt));
      return rows.map(toShareLink);
    },

    async countShareLinks(conversationId: string): Promise<number> {
      return db.$count(planShareLinks, eq(planShareLinks.conversationId, conversationId));
    },

    async createShareLink(
      conversationId: string,
      input: CreateShareLinkInput,
      now = new Date(),
    ): Promise<CreatedShareLink> {
      const token = newShareToken();
      const [row] = await db
        .insert(planShareLinks)
        .values({
          conversationId,
          tokenHash: hashShareToken(token),
          showNotes: input.show_notes,
          showOwnerName: input.show_owner_name,
          expiresAt:
            input.expires_in_days === null
              ? null
              : new Date(now.getTime() + input.expires_in_days * DAY_MS),
          createdAt: now,
        })
        .returning();
      return { ...toShareLink(row!), token };
    },

    async revokeShareLink(conversationId: string, shareId: string): Promise<boolean> {
      const removed = await db
        .delete(planShareLinks)
        .where(
          and(eq(planShareLinks.id, shareId), eq(planShareLinks.conversationId, conversationId)),
        )
        .returning({ id: planShareLinks.id });
      return removed.length > 0;
    },

    /**
     * The link a token opens, with its conversation and the owner's shown name, while it is
     * neither revoked (deleted) nor expired.
     */
    async findLiveShare(token: string, now = new Date()) {
      const [found] = await db
        .select({
          link: planShareLinks,
          conversation: conversations,
          ownerName: user.name,
          fullName: profiles.fullName,
        })
        .from(planShareLinks)
        .innerJoin(conversations, eq(conversations.id, planShareLinks.conversationId))
        .innerJoin(user, eq(user.id, conversations.userId))
        .leftJoin(profiles, eq(profiles.userId, conversations.userId))
        .where(
          and(
            eq(planShareLinks.tokenHash, hashShareToken(token)),
            or(isNull(planShareLinks.expiresAt), gt(planShareLinks.expiresAt, now)),
          ),
        );
      if (!found) return undefined;
      return {
        link: found.link,
        conversation: found.conversation,
        ownerName: found.fullName?.trim() || found.ownerName,
      };
    },
  };
}

export type PlanStore = ReturnType<typeof planStore>;
