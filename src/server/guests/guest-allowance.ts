import { inArray, sql } from 'drizzle-orm';
import { GUEST_FREE_QUESTIONS } from '../../shared/constants';
import type { Database } from '../db/client';
import { guestUsage } from '../db/schema';

export interface GuestIdentity {
  /** The random id the browser keeps in local storage. */
  sessionId: string;
  /** The id in our signed httpOnly cookie, which survives clearing local storage. */
  cookieId: string;
  /** The client address; its daily count stops one machine minting endless guests. */
  address: string;
}

export interface GuestVerdict {
  allowed: boolean;
  remaining: number;
}

function keysFor(guest: GuestIdentity, now: Date) {
  const day = now.toISOString().slice(0, 10);
  return {
    session: `session:${guest.sessionId}`,
    cookie: `cookie:${guest.cookieId}`,
    address: `address:${guest.address}:${day}`,
  };
}

/**
 * Counts guest questions on the server (docs/product.md#states-and-transitions: 3 free questions). A question is allowed only
 * while the guest session id, the guest cookie and the address's daily total are all under their
 * limits, so a new session id with the old cookie, or a new cookie from the same address, does not
 * reset anything. Check and count happen in one transaction with the rows locked, so racing
 * requests cannot overspend.
 */
export function createGuestAllowance(
  db: Database,
  options: { limit?: number; dailyCapPerAddress: number },
) {
  const limit = options.limit ?? GUEST_FREE_QUESTIONS;
  const capFor = (key: string) => (key.startsWith('address:') ? options.dailyCapPerAddress : limit);

  async function remaining(guest: GuestIdentity, now = new Date()): Promise<number> {
    const keys = keysFor(guest, now);
    const rows = await db
      .select()
      .from(guestUsage)
      .where(inArray(guestUsage.key, [keys.session, keys.cookie]));
    const used = Math.max(0, ...rows.map((row) => row.count));
    return Math.max(0, limit - used);
  }

  async function consume(guest: GuestIdentity, now = new Date()): Promise<GuestVerdict> {
    const keys = keysFor(guest, now);
    const all = [keys.address, keys.cookie, keys.session].sort();
    return db.transaction(async (tx) => {
      await tx
        .insert(guestUsage)
        .values(all.map((key) => ({ key, count: 0 })))
        .onConflictDoNothing();
      // Locked in a fixed order so two requests never wait on each other crosswise.
      const rows = await tx
        .select()
        .from(guestUsage)
        .where(inArray(guestUsage.key, all))
        .orderBy(guestUsage.key)
        .for('update');
      const over = rows.some((row) => row.count >= capFor(row.key));
      const used = Math.max(
        0,
        ...rows.filter((row) => !row.key.startsWith('address:')).map((row) => row.count),
      );
      if (over) return { allowed: false, remaining: Math.max(0, limit - used) };
      await tx
        .update(guestUsage)
        .set({ count: sql`${guestUsage.count} + 1`, updatedAt: now })
        .where(inArray(guestUsage.key, all));
      return { allowed: true, remaining: Math.max(0, limit - used - 1) };
    });
  }

  /** Gives a question back when the answer could not be produced. */
  async function refund(guest: GuestIdentity, now = new Date()): Promise<void> {
    const keys = keysFor(guest, now);
    await db
      .update(guestUsage)
      .set({ count: sql`greatest(${guestUsage.count} - 1, 0)`, updatedAt: now })
      .where(inArray(guestUsage.key, [keys.session, keys.cookie, keys.address]));
  }

  return { remaining, consume, refund, limit };
}

export type GuestAllowance = ReturnType<typeof createGuestAllowance>;
