import { createHash } from 'node:crypto';
import type { ANALYTICS_EVENT_TYPES } from '@labbridge/shared-types';
import type { DbOrTx } from '../../db/client';
import { analyticsEvents } from '../../db/schema';

export type AnalyticsEventType = (typeof ANALYTICS_EVENT_TYPES)[number];

export interface AnalyticsEventInput {
  eventType: AnalyticsEventType;
  /** Who did it; null for a visitor. */
  userId?: string | null;
  projectId?: number | null;
  /** Whose project or profile it happened to. */
  subjectUserId?: string | null;
  /** Events with the same key are counted once (see viewerDayKey). */
  dedupeKey?: string | null;
  metadata?: Record<string, unknown>;
}

/** Records an event; returns false when its dedupe key was already counted. */
export const recordEvent = async (db: DbOrTx, input: AnalyticsEventInput) => {
  const rows = await db
    .insert(analyticsEvents)
    .values(eventValues(input))
    .onConflictDoNothing()
    .returning({ id: analyticsEvents.id });
  return rows.length > 0;
};

/** The row an event is stored as; insert it with onConflictDoNothing so a dedupe key counts once. */
export const eventValues = (input: AnalyticsEventInput): typeof analyticsEvents.$inferInsert => ({
  eventType: input.eventType,
  userId: input.userId ?? null,
  projectId: input.projectId ?? null,
  subjectUserId: input.subjectUserId ?? null,
  dedupeKey: input.dedupeKey ?? null,
  metadata: input.metadata ?? {},
});

/**
 * Identifies a viewer for "once per viewer per day" counting: the user id when signed in,
 * otherwise a keyed hash of the address, so raw IPs are never stored.
 */
export const viewerIdentity = (secret: string, userId: string | null, ip: string) =>
  userId ?? `ip-${createHash('sha256').update(`${secret}:${ip}`).digest('hex').slice(0, 24)}`;
