import type { User } from '../entities/user';

/** Needs onboarding: no role, no first name, or the two steps never completed. */
export const needsOnboarding = (
  user: Pick<User, 'userType' | 'firstName' | 'onboardingCompleted'>,
) => !user.userType || !user.firstName || !user.onboardingCompleted;
