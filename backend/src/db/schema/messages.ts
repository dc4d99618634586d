import { MESSAGE_KINDS } from '@labbridge/shared-types';
import { sql } from 'drizzle-orm';
import {
  boolean,
  index,
  integer,
  pgEnum,
  pgTable,
  serial,
  text,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { collaborationStepEnum, collaborations } from './collaborations';
import { belongsTo, createdAt, timestamptz, updatedAt } from './columns';
import { projectRefOrNull } from './projects';
import { userRef } from './users';

export const messageKindEnum = pgEnum('message_kind', MESSAGE_KINDS);

/** One row per pair of users; lastSeq hands out message sequence numbers in commit order. */
export const conversations = pgTable(
  'conversations',
  {
    key: text('key').primaryKey(),
    userA: userRef('user_a'),
    userB: userRef('user_b'),
    lastSeq: integer('last_seq').notNull().default(0),
    updatedAt: updatedAt(),
  },
  (t) => [index('conversations_a_idx').on(t.userA), index('conversations_b_idx').on(t.userB)],
);

export const messages = pgTable(
  'messages',
  {
    id: serial('id').primaryKey(),
    conversationKey: belongsTo(text('conversation_key'), () => conversations.key),
    seq: integer('seq').notNull(),
    senderId: userRef('sender_id'),
    receiverId: userRef('receiver_id'),
    content: text('content').notNull(),
    projectId: projectRefOrNull(),
    clientMessageId: text('client_message_id'),
    isRead: boolean('is_read').notNull().default(false),
    readAt: timestamptz('read_at'),
    kind: messageKindEnum('kind').notNull().default('text'),
    /** A collaboration card: which collaboration, and which of its steps. */
    collaborationId: integer('collaboration_id').references(() => collaborations.id, {
      onDelete: 'cascade',
    }),
    cardStep: collaborationStepEnum('card_step'),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('messages_conversation_seq_unique').on(t.conversationKey, t.seq),
    uniqueIndex('messages_sender_client_id_unique').on(t.senderId, t.clientMessageId),
    index('messages_unread_idx').on(t.receiverId, t.isRead),
    // Trending and Popular count each listing's messages (since a date): without it every listing
    // on the page read the whole table.
    index('messages_project_idx')
      .on(t.projectId, t.createdAt)
      .where(sql`${t.projectId} is not null`),
  ],
);
