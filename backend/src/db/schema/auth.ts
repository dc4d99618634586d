import { index, pgEnum, pgTable, text, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { createdAt, timestamptz } from './columns';
import { userRef } from './users';

export const sessions = pgTable(
  'sessions',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: userRef('user_id'),
    createdAt: createdAt(),
    expiresAt: timestamptz('expires_at').notNull(),
    revokedAt: timestamptz('revoked_at'),
    userAgent: text('user_agent'),
  },
  (t) => [
    index('sessions_user_idx').on(t.userId),
    // Active accounts (signed in lately) on the admin dashboard, from the index alone.
    index('sessions_created_idx').on(t.createdAt, t.userId),
  ],
);

export const authTokenPurposeEnum = pgEnum('auth_token_purpose', [
  'verify_email',
  'reset_password',
]);

/**
 * One-time links sent by email. Only a hash of the token is stored, so a copy of the database
 * cannot be used to verify an address or reset a password; a token is spent once, and expires.
 */
export const authTokens = pgTable(
  'auth_tokens',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: userRef('user_id'),
    purpose: authTokenPurposeEnum('purpose').notNull(),
    /** SHA-256 of the token, hex. */
    tokenHash: text('token_hash').notNull(),
    /** The address the link was sent to: it proves that address, and no later one. */
    email: text('email').notNull(),
    createdAt: createdAt(),
    expiresAt: timestamptz('expires_at').notNull(),
    usedAt: timestamptz('used_at'),
  },
  (t) => [
    uniqueIndex('auth_tokens_hash_unique').on(t.tokenHash),
    index('auth_tokens_user_idx').on(t.userId, t.purpose),
  ],
);
