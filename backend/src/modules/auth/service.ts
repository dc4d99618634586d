import type {
  LoginRequest,
  OnboardingRequest,
  RegisterRequest,
  UpdateUserRequest,
} from '@labbridge/shared-types';
import { eq } from 'drizzle-orm';
import { AppError, businessRule, forbidden, unauthenticated } from '../../core/errors';
import { withTx } from '../../core/tx';
import type { Tx } from '../../db/client';
import { sessions, users } from '../../db/schema';
import type { Deps } from '../../deps';
import { announcePending, userApprovalItem } from '../admin/approvals';
import { demandChange, rescoreAfter } from '../projects/demand';
import { mayChooseSuperadmin } from '../users/access';
import { insertAccount } from '../users/accounts';
import type { UserRow } from '../users/present';
import { verificationFor } from './account-emails';
import { burnPasswordCheck, hashPassword, verifyPassword } from './password';
import { assertStrongPassword } from './password-strength';
import { type AuthSession, revokeSessions } from './session';

/**
 * Password guesses are counted per account and address, whether made at sign-in or by a
 * session changing its password: guessing is slowed, yet nobody can lock an account out from
 * elsewhere.
 */
export const passwordAttemptKey = (email: string, ip: string) => `${email}|${ip}`;

/** Sign-in's one answer for an unknown email, a wrong password and a deleted account. */
export const INVALID_CREDENTIALS = 'Invalid email or password';

type Parsed<T> = { [K in keyof T]-?: Exclude<T[K], undefined> } & T;

export const createAuthService = (
  deps: Pick<Deps, 'db' | 'config' | 'events' | 'limiters' | 'mailer' | 'logger' | 'background'>,
) => {
  const { db, config, limiters, mailer } = deps;
  /** The account as this transaction finds it, locked: what the demand held of it before. */
  const lockedAccount = async (tx: Tx, id: string) => {
    const [row] = await tx.select().from(users).where(eq(users.id, id)).for('update');
    return row ?? null;
  };
  return {
    /** Creates the account and mails a link that proves its address. */
    async register(input: RegisterRequest): Promise<UserRow> {
      await assertStrongPassword(input.password, input);
      const passwordHash = await hashPassword(input.password);
      const { row, mail } = await db.transaction(async (tx) => {
        const created = await insertAccount(tx, {
          email: input.email,
          passwordHash,
          firstName: input.firstName,
          lastName: input.lastName,
          userType: input.userType ?? null,
        });
        return { row: created, mail: await verificationFor(tx, config, created) };
      });
      mailer.send(mail);
      // An industry account joins the demand with a profile that fits nothing yet; the first one
      // still changes every listing's card, as the demand is no longer empty.
      rescoreAfter(deps, demandChange(null, row), row.id);
      return row;
    },

    /** Same answer, and about the same time, whether the email is unknown or the password wrong. */
    async login(input: LoginRequest): Promise<UserRow> {
      const [row] = await db.select().from(users).where(eq(users.email, input.email)).limit(1);
      if (!row) {
        await burnPasswordCheck(input.password);
        throw unauthenticated(INVALID_CREDENTIALS);
      }
      if (!(await verifyPassword(row.passwordHash, input.password))) {
        throw unauthenticated(INVALID_CREDENTIALS);
      }
      // Told only to whoever knows the password, so it reveals nothing to a guesser.
      if (row.suspendedAt) {
        throw forbidden(
          `This account has been suspended by the tech transfer office${row.suspendedReason ? `: ${row.suspendedReason}` : ''}. Please contact them to restore access.`,
        );
      }
      return row;
    },

    async completeOnboarding(user: UserRow, input: Parsed<OnboardingRequest>): Promise<UserRow> {
      if (input.userType === 'superadmin' && !mayChooseSuperadmin(user, config.adminEmails)) {
        throw forbidden('Only platform administrators can choose the Super Admin role.');
      }
      // The role is chosen once: what an account may do (list projects, propose, approve) and
      // an admin's approval of it rest on it. The same choice again is a retried request.
      if (user.onboardingCompleted && input.userType !== user.userType) {
        throw businessRule('Your role was chosen when you set up your account.', 409);
      }
      const { row, before } = await withTx(deps, async (tx, emit) => {
        const before = await lockedAccount(tx, user.id);
        const [row] = await tx
          .update(users)
          .set({
            userType: input.userType,
            firstName: input.firstName,
            lastName: input.lastName,
            organization: input.organization,
            position: input.position,
            bio: input.bio,
            expertise: input.expertise ?? [],
            researchInterests: input.researchInterests,
            lookingFor: input.lookingFor,
            experience: input.experience,
            onboardingCompleted: true,
            updatedAt: new Date(),
          })
          .where(eq(users.id, user.id))
          .returning();
        emit('user:onboarded', { userId: row!.id, userType: input.userType });
        if (
          !row!.isVerified &&
          row!.reviewStatus === 'pending' &&
          input.userType !== 'superadmin'
        ) {
          announcePending(emit, userApprovalItem(row!));
        }
        return { row: row!, before };
      });
      // An industry account's profile joins the demand here: registration holds only a name.
      rescoreAfter(deps, demandChange(before, row), row.id);
      return row;
    },

    /**
     * Profile fields and, with `newPassword`, the password: everything is checked first (the new
     * password's strength, then the current password, guesses limited like sign-in under
     * `attemptKey`), then written in one transaction that also ends the user's other sessions.
     * An edit of what an industry profile gives the demand rescores, once committed, the listings
     * whose matchability it moves (projects/demand.ts).
     */
    async updateAccount(
      user: UserRow,
      input: UpdateUserRequest,
      { sessionId, attemptKey }: { sessionId: string; attemptKey: string },
    ): Promise<UserRow> {
      const { currentPassword, newPassword, ...profile } = input;
      let passwordHash: string | undefined;
      if (newPassword) {
        await assertStrongPassword(newPassword, user, 'newPassword');
        await limiters.loginPerAccount.consume(attemptKey);
        if (!(await verifyPassword(user.passwordHash, currentPassword ?? ''))) {
          throw new AppError('VALIDATION_ERROR', 'Current password is incorrect', {
            currentPassword: ['Current password is incorrect'],
          });
        }
        await limiters.loginPerAccount.reset(attemptKey);
        passwordHash = await hashPassword(newPassword);
      }
      const { row, before } = await withTx(deps, async (tx, emit) => {
        const before = await lockedAccount(tx, user.id);
        const [row] = await tx
          .update(users)
          .set({
            ...(profile as Partial<UserRow>),
            ...(passwordHash ? { passwordHash } : {}),
            updatedAt: new Date(),
          })
          .where(eq(users.id, user.id))
          .returning();
        if (passwordHash) await revokeSessions(tx, emit, user.id, sessionId);
        return { row: row!, before };
      });
      rescoreAfter(deps, demandChange(before, row), row.id);
      return row;
    },

    /** Ends one session; its sockets are disconnected once the revocation has committed. */
    async signOut({ sessionId, user }: AuthSession) {
      await withTx(deps, async (tx, emit) => {
        await tx.update(sessions).set({ revokedAt: new Date() }).where(eq(sessions.id, sessionId));
        emit('session:revoked', { sessionId, userId: user.id });
      });
    },
  };
};

export type AuthService = ReturnType<typeof createAuthService>;
