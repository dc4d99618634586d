import { conflict } from '../../core/errors';
import { isUniqueViolation } from '../../core/pg-errors';
import type { DbOrTx } from '../../db/client';
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
