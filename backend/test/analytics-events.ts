import { and, eq } from 'drizzle-orm';
import type { Db } from '../src/db/client';
import { analyticsEvents } from '../src/db/schema';

/** The analytics events of one type the app recorded about whom or what `about` names. */
export const recordedEvents = (
  db: Db,
  eventType: string,
  {
    userId,
    projectId,
    subjectUserId,
  }: { userId?: string; projectId?: number; subjectUserId?: string },
) =>
  db
    .select()
    .from(analyticsEvents)
    .where(
      and(
        eq(analyticsEvents.eventType, eventType),
        userId === undefined ? undefined : eq(analyticsEvents.userId, userId),
        projectId === undefined ? undefined : eq(analyticsEvents.projectId, projectId),
        subjectUserId === undefined ? undefined : eq(analyticsEvents.subjectUserId, subjectUserId),
      ),
    );
