import { NOTIFICATION_TYPES } from '@labbridge/shared-types';
import { boolean, index, integer, pgEnum, pgTable, serial, text } from 'drizzle-orm/pg-core';
import { createdAt, refersTo } from './columns';
import { messages } from './messages';
import { userRef } from './users';

export const notificationTypeEnum = pgEnum('notification_type', NOTIFICATION_TYPES);

export const notifications = pgTable(
  'notifications',
  {
    id: serial('id').primaryKey(),
    userId: userRef('user_id'),
    type: notificationTypeEnum('type').notNull(),
    title: text('title').notNull(),
    message: text('message').notNull(),
    isRead: boolean('is_read').notNull().default(false),
    actionUrl: text('action_url'),
    /** The message a message notification announces: reading it reads the notification. */
    messageId: refersTo(integer('message_id'), () => messages.id),
    createdAt: createdAt(),
  },
  (t) => [index('notifications_user_idx').on(t.userId, t.isRead, t.id)],
);
