import { and, eq, isNull } from 'drizzle-orm';
import { sessions, users } from '../db/schema';
import type { Deps } from '../deps';
import { hashPassword } from '../modules/auth/password';
import { demandChange, rescoreDemandChange } from '../modules/projects/demand';

/**
 * admin:create's work: afterwards the account `input.email` is a superadmin that signs in with
 * exactly the given credentials, whether it existed or not. An industry account promoted leaves the
 * industry demand: the listings its profile fitted are rescored before this resolves, since the
 * script exits once it has. Whether the account existed.
 */
export const makeSuperadmin = async (
  deps: Pick<Deps, 'db' | 'events' | 'logger'>,
  input: { email: string; password: string; firstName: string; lastName: string },
) => {
  const passwordHash = await hashPassword(input.password);
  const fields = {
    passwordHash,
    firstName: input.firstName,
    lastName: input.lastName,
    userType: 'superadmin' as const,
    onboardingCompleted: true,
    // The operator vouches for the address.
    emailVerifiedAt: new Date(),
    updatedAt: new Date(),
  };
  const { promoted, change } = await deps.db.transaction(async (tx) => {
    const [existing] = await tx
      .select()
      .from(users)
      .where(eq(users.email, input.email))
      .limit(1)
      .for('update');
    if (!existing) {
      await tx.insert(users).values({ email: input.email, ...fields });
      return { promoted: false, change: null };
    }
    const [row] = await tx.update(users).set(fields).where(eq(users.id, existing.id)).returning();
    // The password may have changed: old sessions must not outlive it.
    await tx
      .update(sessions)
      .set({ revokedAt: new Date() })
      .where(and(eq(sessions.userId, existing.id), isNull(sessions.revokedAt)));
    return { promoted: true, change: demandChange(existing, row!) };
  });
  if (change) await rescoreDemandChange(deps, change);
  return promoted;
};
