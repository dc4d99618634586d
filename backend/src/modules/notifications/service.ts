import type { ListNotificationsResponse, Notification } from '@labbridge/shared-types';
import { and, asc, desc, eq, gt, inArray, lt, type SQLWrapper } from 'drizzle-orm';
import { notFound } from '../../core/errors';
import { type Emit, type TxDeps, withTx } from '../../core/tx';
import type { DbOrTx } from '../../db/client';
import { notifications } from '../../db/schema';

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
 * Stores a notification for each user inside the caller's transaction; each is announced once
 * that transaction commits.
 */
export const notify = async (
  tx: DbOrTx,
  emit: Emit,
  userIds: string[],
  notification: NewNotification,
) => {
  const unique = [...new Set(userIds)];
  if (unique.length === 0) return [];
  const rows = await tx
    .insert(notifications)
    .values(unique.map((userId) => notificationValues(userId, notification)))
    .returning();
  announceNotifications(emit, rows);
  return rows;
};

/** The row a user's notification is stored as. */
export const notificationValues = (
  userId: string,
  notification: NewNotification,
): typeof notifications.$inferInsert => ({
  userId,
  ...notification,
  actionUrl: notification.actionUrl ?? null,
});

/** Tells each user's bell of their stored notification (once its transaction commits). */
export const announceNotifications = (emit: Emit, rows: NotificationRow[]) => {
  for (const row of rows) {
    emit('notification:created', { userId: row.userId, notification: toNotification(row) });
  }
};

/** notify() in a transaction of its own, for changes that have already committed. */
export const notifyUsers = (deps: TxDeps, userIds: string[], notification: NewNotification) =>
  withTx(deps, (tx, emit) => notify(tx, emit, userIds, notification));

export const unreadNotificationCount = async (db: DbOrTx, userId: string) =>
  db.$count(notifications, and(eq(notifications.userId, userId), eq(notifications.isRead, false)));

/** Latest first (older pages by `before`), or with `after` only newer ones, oldest first. */
export const listNotifications = async (
  db: DbOrTx,
  userId: string,
  query: { before?: number; after?: number; limit: number },
): Promise<ListNotificationsResponse> => {
  const catchUp = query.after !== undefined;
  const cursor = catchUp
    ? gt(notifications.id, query.after!)
    : query.before !== undefined
      ? lt(notifications.id, query.before)
      : undefined;
  const rows = await db
    .select()
    .from(notifications)
    .where(and(eq(notifications.userId, userId), cursor))
    .orderBy(catchUp ? asc(notifications.id) : desc(notifications.id))
    .limit(query.limit + 1);
  const page = rows.slice(0, query.limit);
  const hasMore = rows.length > query.limit;
  return {
    notifications: page.map(toNotification),
    unreadCount: await unreadNotificationCount(db, userId),
    nextCursor: hasMore ? page.at(-1)!.id : null,
  };
};

/** Marks one of the user's notifications read; anyone else's is reported as not found. */
export const markNotificationRead = (deps: TxDeps, userId: string, id: number) =>
  withTx(deps, async (tx, emit) => {
    const [row] = await tx
      .update(notifications)
      .set({ isRead: true })
      .where(and(eq(notifications.id, id), eq(notifications.userId, userId)))
      .returning();
    if (!row) throw notFound('Notification not found');
    const unreadCount = await unreadNotificationCount(tx, userId);
    emit('notification:read', { userId, ids: [row.id], unreadCount });
    return { notification: toNotification(row), unreadCount };
  });

export const markAllNotificationsRead = (deps: TxDeps, userId: string) =>
  withTx(deps, async (tx, emit) => {
    const rows = await tx
      .update(notifications)
      .set({ isRead: true })
      .where(and(eq(notifications.userId, userId), eq(notifications.isRead, false)))
      .returning({ id: notifications.id });
    const unreadCount = await unreadNotificationCount(tx, userId);
    if (rows.length > 0) emit('notification:read', { userId, ids: null, unreadCount });
    return { updated: rows.length, unreadCount };
  });

/**
 * Marks read the user's unread notifications of the messages they have just read (`messageIds`,
 * a query of their ids), so the bell does not keep announcing what was seen, nor stops
 * announcing what was not.
 */
export const markMessageNotificationsRead = async (
  tx: DbOrTx,
  emit: Emit,
  userId: string,
  messageIds: SQLWrapper,
) => {
  const rows = await tx
    .update(notifications)
    .set({ isRead: true })
    .where(
      and(
        eq(notifications.userId, userId),
        eq(notifications.isRead, false),
        inArray(notifications.messageId, messageIds),
      ),
    )
    .returning({ id: notifications.id });
  if (rows.length === 0) return;
  const unreadCount = await unreadNotificationCount(tx, userId);
  emit('notification:read', { userId, ids: rows.map((r) => r.id), unreadCount });
};
