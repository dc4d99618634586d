import { and, eq } from 'drizzle-orm';
import type { Config } from '../../config';
import { validationError } from '../../core/errors';
import { withTx } from '../../core/tx';
import type { DbOrTx } from '../../db/client';
import { users } from '../../db/schema';
import type { Deps } from '../../deps';
import type { UserRow } from '../users/present';
import { passwordResetEmail, verificationEmail } from './emails';
import { hashPassword } from './password';
import { assertStrongPassword } from './password-strength';
import { revokeSessions } from './session';
import { findLiveToken, findToken, issueToken, spendToken } from './tokens';

const INVALID_LINK = 'This link is invalid, expired or already used. Ask for a new one.';
const invalidLink = () => validationError(INVALID_LINK, { token: [INVALID_LINK] });

/** Where links in emails lead: PUBLIC_ORIGIN, else this server on localhost. */
export const appOrigin = (config: Config) =>
  config.publicOrigin ?? `http://localhost:${config.port}`;

const linkTo = (config: Config, page: string, token: string) =>
  `${appOrigin(config)}${page}?token=${encodeURIComponent(token)}`;

type Addressee = Pick<UserRow, 'id' | 'email' | 'firstName'>;

/**
 * A verification link for the user's current address, as the email to send once `tx` has
 * committed (so no link ever names a token that was rolled back).
 */
export const verificationFor = async (tx: DbOrTx, config: Config, user: Addressee) => {
  const ttl = config.mail.verificationTtlMs;
  const token = await issueToken(tx, user, 'verify_email', ttl);
  return verificationEmail(user.email, user.firstName, linkTo(config, '/verify-email', token), ttl);
};

/** Email verification and password reset: both prove who reads the mailbox. */
export const createAccountEmailService = (
  deps: Pick<Deps, 'db' | 'config' | 'events' | 'mailer' | 'limiters'>,
) => {
  const { db, config, mailer, limiters } = deps;

  return {
    /** Sends a fresh verification link to a signed-in user whose address is not proven yet. */
    async resendVerification(user: UserRow) {
      if (user.emailVerifiedAt) {
        throw validationError('Your email address is already confirmed.');
      }
      await limiters.emailsPerAccount.consume(`verify|${user.id}`);
      mailer.send(await db.transaction((tx) => verificationFor(tx, config, user)));
    },

    /**
     * Marks the address the link was sent to as proven, if it is still the account's address.
     * A link followed again after it worked (a second click) still answers that all is well.
     */
    async verifyEmail(token: string) {
      const spent = await spendToken(db, token, 'verify_email');
      if (spent) {
        const [row] = await db
          .update(users)
          .set({ emailVerifiedAt: new Date() })
          .where(and(eq(users.id, spent.userId), eq(users.email, spent.email)))
          .returning({ email: users.email });
        if (!row) throw invalidLink();
        return { email: row.email };
      }
      const earlier = await findToken(db, token, 'verify_email');
      const [user] = earlier?.usedAt
        ? await db.select().from(users).where(eq(users.id, earlier.userId)).limit(1)
        : [];
      if (!user?.emailVerifiedAt || user.email !== earlier?.email) throw invalidLink();
      return { email: user.email };
    },

    /**
     * Mails a reset link when an account has this address; answers the same either way. The
     * mail goes out after the answer, so its delivery time does not tell either.
     */
    async requestPasswordReset(email: string) {
      await limiters.emailsPerAccount.consume(`reset|${email}`);
      const [user] = await db.select().from(users).where(eq(users.email, email)).limit(1);
      if (!user) return;
      const ttl = config.mail.resetTtlMs;
      const token = await db.transaction((tx) => issueToken(tx, user, 'reset_password', ttl));
      const link = linkTo(config, '/reset-password', token);
      mailer.send(passwordResetEmail(user.email, user.firstName, link, ttl));
    },

    /**
     * Sets a new password with a reset link: the link is spent, every session of the account
     * ends, and the address counts as proven (the link was read there).
     */
    async resetPassword(token: string, password: string) {
      const found = await findLiveToken(db, token, 'reset_password');
      if (!found) throw invalidLink();
      const [user] = await db.select().from(users).where(eq(users.id, found.userId)).limit(1);
      if (!user) throw invalidLink();
      await assertStrongPassword(password, user);
      const passwordHash = await hashPassword(password);
      await withTx(deps, async (tx, emit) => {
        const spent = await spendToken(tx, token, 'reset_password');
        if (!spent) throw invalidLink();
        const proven = spent.email === user.email && !user.emailVerifiedAt;
        await tx
          .update(users)
          .set({
            passwordHash,
            updatedAt: new Date(),
            ...(proven ? { emailVerifiedAt: new Date() } : {}),
          })
          .where(eq(users.id, user.id));
        await revokeSessions(tx, emit, user.id);
      });
    },
  };
};
