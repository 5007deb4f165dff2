import { and, eq, inArray, sql } from 'drizzle-orm';
import type { Database } from '../db/client';
import { aiTokenUsage } from '../db/schema';

export interface TokenBudgetLimits {
  /** Tokens one user (or guest) may spend per UTC day. */
  perUser: number;
  /** Tokens everyone together may spend per UTC day. */
  global: number;
}

const GLOBAL_SCOPE = 'all';
const today = (now = new Date()) => now.toISOString().slice(0, 10);

/**
 * Daily token budgets kept in the database, so every instance counts the same spend. A turn
 * checks before its first model call and records what each call used once it ends; a turn
 * already under way may finish past the limit, the next one is refused.
 */
export function tokenBudget(db: Database, limits: TokenBudgetLimits, scope: string) {
  return {
    /** False once the caller's or everyone's spend today has reached its limit. */
    async allows(now = new Date()): Promise<boolean> {
      const rows = await db
        .select({ scope: aiTokenUsage.scope, tokens: aiTokenUsage.tokens })
        .from(aiTokenUsage)
        .where(
          and(eq(aiTokenUsage.day, today(now)), inArray(aiTokenUsage.scope, [scope, GLOBAL_SCOPE])),
        );
      const spent = (s: string) => rows.find((r) => r.scope === s)?.tokens ?? 0;
      return spent(scope) < limits.perUser && spent(GLOBAL_SCOPE) < limits.global;
    },

    async spend(tokens: number, now = new Date()): Promise<void> {
      if (!(tokens > 0)) return;
      const day = today(now);
      await db
        .insert(aiTokenUsage)
        .values([
          { scope, day, tokens },
          { scope: GLOBAL_SCOPE, day, tokens },
        ])
        .onConflictDoUpdate({
          target: [aiTokenUsage.scope, aiTokenUsage.day],
          set: { tokens: sql`${aiTokenUsage.tokens} + excluded.tokens` },
        });
    },
  };
}

export type TokenBudget = ReturnType<typeof tokenBudget>;
