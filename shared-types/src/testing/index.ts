/**
 * Builders of valid request bodies for tests: the backend suites and the Playwright specs create
 * their users, listings and messages from these, so a rule change is made in one place. Each
 * builder returns fresh unique values; tests override what they examine.
 */

import type { ProjectInput } from '../entities/project';
import type { UserType } from '../entities/user';

/** A short random word, so a test can search for exactly its own rows. */
export const uniqueWord = () => `zq${crypto.randomUUID().replace(/-/g, '').slice(0, 10)}`;

export const uniqueEmail = (prefix = 'user') =>
  `${prefix}-${crypto.randomUUID().slice(0, 12)}@labbridge.test`;

export const TEST_PASSWORD = 'correct horse battery';

/** POST /api/register; a superadmin signs up without a role and chooses it at onboarding. */
export const buildRegistration = <O extends Record<string, unknown>>(overrides: O = {} as O) => ({
  email: uniqueEmail(typeof overrides.userType === 'string' ? overrides.userType : 'user'),
  password: TEST_PASSWORD,
  firstName: 'Ada',
  lastName: 'Lovelace',
  userType: 'researcher' as UserType | undefined,
  ...overrides,
});

const POSITIONS: Record<UserType, string> = {
  researcher: 'Professor',
  industry: 'Head of Partnerships',
  superadmin: 'Director',
};

/** POST /api/auth/complete-onboarding for the given role. */
export const buildOnboarding = (
  userType: UserType,
  names: { firstName?: string | null; lastName?: string | null } = {},
) => ({
  userType,
  firstName: names.firstName ?? 'Ada',
  lastName: names.lastName ?? 'Lovelace',
  organization: 'Test University',
  position: POSITIONS[userType],
});

/** A valid listing body (POST /api/projects, PUT /api/projects/:id). */
export const buildProject = (overrides: Partial<ProjectInput> = {}): ProjectInput => ({
  title: `Listing ${crypto.randomUUID().slice(0, 8)}`,
  description: 'A research project looking for an industry partner to commercialise it.',
  category: 'ai-ml',
  stage: 'prototype',
  trlLevel: 4,
  tags: ['machine learning'],
  fundingRequired: 250_000,
  timelineMonths: 12,
  ...overrides,
});

/** POST /api/messages, with a fresh clientMessageId. */
export const buildMessage = (receiverId: string, content: string, extra: object = {}) => ({
  receiverId,
  content,
  clientMessageId: crypto.randomUUID(),
  ...extra,
});

/** A client error record as the web client's error normaliser reports one (POST /api/errors/report). */
export const buildErrorRecord = (correlationId: string) => ({
  timestamp: new Date().toISOString(),
  context: 'GET /api/projects',
  actionable: true,
  type: 'SYSTEM',
  severity: 'HIGH',
  message: 'Internal error',
  code: 'SYSTEM_ERROR',
  correlationId,
  retryable: true,
  userFriendlyMessage: 'Something went wrong on our end. Please try again.',
  suggestedActions: ['Try again'],
});
