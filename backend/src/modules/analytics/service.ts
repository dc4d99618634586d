import { createHash } from 'node:crypto';
import type { ANALYTICS_EVENT_TYPES } from '@labbridge/shared-types';
import type { DbOrTx } from '../../db/client';
import { analyticsEvents } from '../../db/schema';
import { viewerDayKey } from './dedupe-key';

export type AnalyticsEventType = (typeof ANALYTICS_EVENT_TYPES)[number];

export interface AnalyticsEventInput {
  eventType: AnalyticsEventType;
  /** Who did it; null for a visitor. */
  userId?: string | null;
  projectId?: number | null;
  /** Whose project or profile it happened to. */
  subjectUserId?: string | null;
  /** Events with the same key are counted once. */
  dedupeKey?: string | null;
  /** Counts the event once per this viewer (see viewerIdentity) per UTC day, instead of a dedupeKey. */
  viewer?: string;
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
export const eventValues = (input: AnalyticsEventInput): typeof analyticsEvents.$inferInsert => {
  const row = {
    eventType: input.eventType,
    userId: input.userId ?? null,
    projectId: input.projectId ?? null,
    subjectUserId: input.subjectUserId ?? null,
    dedupeKey: input.dedupeKey ?? null,
    metadata: input.metadata ?? {},
  };
  if (input.viewer === undefined) return row;
  // The key's day and the stored time are one instant: the day a view counts once in is the day
  // the charts put it in, even when the insert lands after midnight or the database's clock differs.
  const at = new Date();
  const subject = input.projectId ?? input.subjectUserId ?? '';
  return {
    ...row,
    dedupeKey: viewerDayKey(input.eventType, subject, input.viewer, at),
    createdAt: at,
  };
};

/**
 * Identifies a viewer for "once per viewer per day" counting: the user id when signed in,
 * otherwise a keyed hash of the address, so raw IPs are never stored.
 */
export const viewerIdentity = (secret: string, userId: string | null, ip: string) =>
  userId ?? `ip-${createHash('sha256').update(`${secret}:${ip}`).digest('hex').slice(0, 24)}`;
