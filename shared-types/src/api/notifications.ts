import { z } from 'zod';
import { pageCursor, pageLimit } from '../entities/common';
import { notificationSchema } from '../entities/notification';
import { GET, PATCH, POST } from './endpoint';

/**
 * GET /api/notifications: latest first, older pages with `before`. With `after` instead, the
 * catch-up form: only notifications newer than that id, oldest first.
 */
export const listNotificationsQuerySchema = z
  .object({
    before: pageCursor.optional(),
    after: pageCursor.optional(),
    limit: pageLimit(20, 100),
  })
  .refine((q) => q.before === undefined || q.after === undefined, {
    message: 'Use either before or after, not both',
    path: ['after'],
  });
export type ListNotificationsQuery = z.input<typeof listNotificationsQuerySchema>;

export const listNotificationsResponseSchema = z.object({
  notifications: z.array(notificationSchema),
  /** Every unread notification of the user, not only those on this page. */
  unreadCount: z.number().int(),
  /**
   * The cursor for the next page in the same direction: `before` for older pages, `after` for
   * the catch-up form. Null when there is nothing more.
   */
  nextCursor: z.number().int().nullable(),
});
export type ListNotificationsResponse = z.infer<typeof listNotificationsResponseSchema>;

/** PATCH /api/notifications/:id/read */
export const markNotificationReadResponseSchema = z.object({
  notification: notificationSchema,
  unreadCount: z.number().int(),
});
export type MarkNotificationReadResponse = z.infer<typeof markNotificationReadResponseSchema>;

/** POST /api/notifications/read-all */
export const markAllNotificationsReadResponseSchema = z.object({
  updated: z.number().int(),
  unreadCount: z.number().int(),
});
export type MarkAllNotificationsReadResponse = z.infer<
  typeof markAllNotificationsReadResponseSchema
>;

const MESSAGE_TITLE_PREFIX = 'New message from ';

/** The title of a new-message notification, e.g. 'New message from Grace Hopper'. */
export const messageNotificationTitle = (senderName: string) =>
  `${MESSAGE_TITLE_PREFIX}${senderName}`;

/** The sender's name in a new-message notification's title, or null for any other title. */
export const senderOfMessageTitle = (title: string) =>
  title.startsWith(MESSAGE_TITLE_PREFIX) ? title.slice(MESSAGE_TITLE_PREFIX.length) || null : null;

export const notificationEndpoints = {
  list: GET('/api/notifications', listNotificationsResponseSchema, listNotificationsQuerySchema),
  readAll: POST('/api/notifications/read-all', markAllNotificationsReadResponseSchema),
  read: PATCH('/api/notifications/:id/read', markNotificationReadResponseSchema),
};
