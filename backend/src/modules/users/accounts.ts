import { asc, inArray } from 'drizzle-orm';
import { conflict } from '../../core/errors';
import { isUniqueViolation } from '../../core/pg-errors';
import type { DbOrTx, Tx } from '../../db/client';
import { users } from '../../db/schema';
import type { UserRow } from './present';

const EMAIL_TAKEN = 'An account with this email already exists';

/**
 * A new account, by registration or by an admin's Add User: an address that already has one is
 * a conflict on the email field, whoever asks.
 */
export const insertAccount = async (
  tx: DbOrTx,
  values: typeof users.$inferInsert,
): Promise<UserRow> => {
  try {
    const [row] = await tx.insert(users).values(values).returning();
    return row!;
  } catch (err) {
    if (isUniqueViolation(err, 'users_email_unique')) {
      throw conflict(EMAIL_TAKEN, { email: [EMAIL_TAKEN] });
    }
    throw err;
  }
};

/**
 * These accounts, share-locked in key order until the caller's transaction ends, the last of its
 * locks (privacy/lock-order.ts). An account deletion holds its row until it commits, so one under
 * way is waited for and seen, erased, and one not yet started waits for the caller: a write
 * naming an account it found here not deleted commits before any deletion of it.
 */
export const holdAccounts = async (tx: Tx, ids: string[]) => {
  const rows = await tx
    .select()
    .from(users)
    .where(inArray(users.id, ids))
    .orderBy(asc(users.id))
    .for('share');
  return new Map(rows.map((row) => [row.id, row]));
};
