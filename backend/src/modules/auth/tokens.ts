import { createHash, randomBytes } from 'node:crypto';
import { and, eq, gt, isNull } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { authTokens } from '../../db/schema';

export type TokenPurpose = (typeof authTokens.$inferSelect)['purpose'];

const hashOf = (token: string) => createHash('sha256').update(token).digest('hex');

/**
 * A new one-time token for the user's current address; their earlier unused tokens of the same
 * purpose stop working. The token itself is returned once, for the email, and never stored.
 */
export const issueToken = async (
  tx: DbOrTx,
  user: { id: string; email: string },
  purpose: TokenPurpose,
  ttlMs: number,
) => {
  const now = new Date();
  await tx
    .update(authTokens)
    .set({ usedAt: now })
    .where(
      and(
        eq(authTokens.userId, user.id),
        eq(authTokens.purpose, purpose),
        isNull(authTokens.usedAt),
      ),
    );
  const token = randomBytes(32).toString('base64url');
  await tx.insert(authTokens).values({
    userId: user.id,
    purpose,
    tokenHash: hashOf(token),
    email: user.email,
    expiresAt: new Date(now.getTime() + ttlMs),
  });
  return token;
};

const live = (token: string, purpose: TokenPurpose) =>
  and(
    eq(authTokens.tokenHash, hashOf(token)),
    eq(authTokens.purpose, purpose),
    isNull(authTokens.usedAt),
    gt(authTokens.expiresAt, new Date()),
  );

/** The token's record while it is unused and unexpired, else null. */
export const findLiveToken = async (db: DbOrTx, token: string, purpose: TokenPurpose) => {
  const [row] = await db.select().from(authTokens).where(live(token, purpose)).limit(1);
  return row ?? null;
};

/** The token's record in any state (spent, expired), else null. */
export const findToken = async (db: DbOrTx, token: string, purpose: TokenPurpose) => {
  const [row] = await db
    .select()
    .from(authTokens)
    .where(and(eq(authTokens.tokenHash, hashOf(token)), eq(authTokens.purpose, purpose)))
    .limit(1);
  return row ?? null;
};

/** Spends a token: of any number of concurrent callers, exactly one gets its record. */
export const spendToken = async (tx: DbOrTx, token: string, purpose: TokenPurpose) => {
  const [row] = await tx
    .update(authTokens)
    .set({ usedAt: new Date() })
    .where(live(token, purpose))
    .returning();
  return row ?? null;
};
