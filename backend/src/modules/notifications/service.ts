import type { Notification } from '@labbridge/shared-types';
import { notifications } from '../../db/schema';
import type { Deps } from '../../deps';

export type NotificationRow = typeof notifications.$inferSelect;

export interface NewNotification {
  type: Notification['type'];
  title: string;
  message: string;
  actionUrl?: string | null;
}

export const toNotification = (row: NotificationRow): Notification => ({
  id: row.id,
  type: row.type,
  title: row.title,
  message: row.message,
  isRead: row.isRead,
  actionUrl: row.actionUrl,
  createdAt: row.createdAt.toISOString(),
});

/**
 * Stores a notification for each user and publishes it. Call it after the transaction that made
 * the change has committed, so nobody is told about something that was rolled back.
 */
export const notifyUsers = async (
  { db, events }: Pick<Deps, 'db' | 'events'>,
  userIds: string[],
  notification: NewNotification,
) => {
  const unique = [...new Set(userIds)];
  if (unique.length === 0) return [];
  const rows = await db
    .insert(notifications)
    .values(
      unique.map((userId) => ({
        userId,
        ...notification,
        actionUrl: notification.actionUrl ?? null,
      })),
    )
    .returning();
  for (const row of rows) {
    events.publish('notification:created', {
      userId: row.userId,
      notification: toNotification(row),
    });
  }
  return rows;
};
