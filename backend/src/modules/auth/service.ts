import type {
  ChangePasswordRequest,
  LoginRequest,
  OnboardingRequest,
  ProfileUpdate,
  RegisterRequest,
} from '@labbridge/shared-types';
import { and, eq, isNull, ne } from 'drizzle-orm';
import { sessions, users } from '../../db/schema';
import type { Deps } from '../../deps';
import { AppError, conflict, forbidden, unauthenticated } from '../../http/app-error';
import type { UserRow } from '../users/present';
import { burnPasswordCheck, hashPassword, verifyPassword } from './password';

type Parsed<T> = { [K in keyof T]-?: Exclude<T[K], undefined> } & T;

const isUniqueViolation = (err: unknown) =>
  typeof err === 'object' &&
  err !== null &&
  ((err as { code?: string }).code === '23505' ||
    (err as { cause?: { code?: string } }).cause?.code === '23505');

export const createAuthService = ({
  db,
  config,
  events,
}: Pick<Deps, 'db' | 'config' | 'events'>) => ({
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
      if (isUniqueViolation(err)) {
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
    if (input.userType === 'superadmin' && !config.adminEmails.includes(user.email)) {
      throw forbidden('Only platform administrators can choose the Super Admin role.');
    }
    const [row] = await db
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
    events.publish('user:onboarded', { userId: row!.id, userType: input.userType });
    return row!;
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
    await db
      .update(users)
      .set({ passwordHash: await hashPassword(input.newPassword), updatedAt: new Date() })
      .where(eq(users.id, user.id));
    const revoked = await db
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
      events.publish('session:revoked', { sessionId: id, userId: user.id });
    }
  },
});

export type AuthService = ReturnType<typeof createAuthService>;
