import type {
  ChangePasswordRequest,
  LoginRequest,
  OnboardingRequest,
  ProfileUpdate,
  RegisterRequest,
} from '@labbridge/shared-types';
import { and, eq, isNull, ne } from 'drizzle-orm';
import { AppError, conflict, forbidden, unauthenticated } from '../../core/errors';
import { isUniqueViolation } from '../../core/pg-errors';
import { withTx } from '../../core/tx';
import { sessions, users } from '../../db/schema';
import type { Deps } from '../../deps';
import { mayChooseSuperadmin } from '../users/access';
import type { UserRow } from '../users/present';
import { burnPasswordCheck, hashPassword, verifyPassword } from './password';
import type { AuthSession } from './session';

type Parsed<T> = { [K in keyof T]-?: Exclude<T[K], undefined> } & T;

export const createAuthService = (deps: Pick<Deps, 'db' | 'config' | 'events'>) => {
  const { db, config } = deps;
  return {
    async register(input: RegisterRequest): Promise<UserRow> {
      const passwordHash = await hashPassword(input.password);
      try {
        const [row] = await db
          .insert(users)
          .values({
            email: input.email,
            passwordHash,
            firstName: input.firstName,
            lastName: input.lastName,
            userType: input.userType ?? null,
          })
          .returning();
        return row!;
      } catch (err) {
        if (isUniqueViolation(err, 'users_email_unique')) {
          throw conflict('An account with this email already exists', {
            email: ['An account with this email already exists'],
          });
        }
        throw err;
      }
    },

    /** Same answer, and about the same time, whether the email is unknown or the password wrong. */
    async login(input: LoginRequest): Promise<UserRow> {
      const [row] = await db.select().from(users).where(eq(users.email, input.email)).limit(1);
      if (!row) {
        await burnPasswordCheck(input.password);
        throw unauthenticated('Invalid email or password');
      }
      if (!(await verifyPassword(row.passwordHash, input.password))) {
        throw unauthenticated('Invalid email or password');
      }
      return row;
    },

    async completeOnboarding(user: UserRow, input: Parsed<OnboardingRequest>): Promise<UserRow> {
      if (input.userType === 'superadmin' && !mayChooseSuperadmin(user, config.adminEmails)) {
        throw forbidden('Only platform administrators can choose the Super Admin role.');
      }
      return withTx(deps, async (tx, emit) => {
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
        return row!;
      });
    },

    async updateProfile(user: UserRow, input: ProfileUpdate): Promise<UserRow> {
      const [row] = await db
        .update(users)
        .set({ ...(input as Partial<UserRow>), updatedAt: new Date() })
        .where(eq(users.id, user.id))
        .returning();
      return row!;
    },

    /** Changes the password and signs out every other session of the user. */
    async changePassword(user: UserRow, input: ChangePasswordRequest, keepSessionId: string) {
      if (!(await verifyPassword(user.passwordHash, input.currentPassword))) {
        throw new AppError('VALIDATION_ERROR', 'Current password is incorrect', {
          currentPassword: ['Current password is incorrect'],
        });
      }
      const passwordHash = await hashPassword(input.newPassword);
      await withTx(deps, async (tx, emit) => {
        await tx
          .update(users)
          .set({ passwordHash, updatedAt: new Date() })
          .where(eq(users.id, user.id));
        const revoked = await tx
          .update(sessions)
          .set({ revokedAt: new Date() })
          .where(
            and(
              eq(sessions.userId, user.id),
              ne(sessions.id, keepSessionId),
              isNull(sessions.revokedAt),
            ),
          )
          .returning({ id: sessions.id });
        for (const { id } of revoked) {
          emit('session:revoked', { sessionId: id, userId: user.id });
        }
      });
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
