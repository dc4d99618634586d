import type {
  ConversationSummary,
  ThreadResponse,
  ThreadSinceResponse,
} from '@labbridge/shared-types';
import { and, asc, desc, eq, gt, lt, or, sql } from 'drizzle-orm';
import { countsByKey } from '../../core/counts';
import type { DbOrTx } from '../../db/client';
import { conversations, messages, users } from '../../db/schema';
import type { UserRow } from '../users/present';
import { conversationKey, toMessage, toPartner } from './present';

const lastSeqOf = async (db: DbOrTx, key: string) => {
  const [row] = await db
    .select({ lastSeq: conversations.lastSeq })
    .from(conversations)
    .where(eq(conversations.key, key))
    .limit(1);
  return row?.lastSeq ?? 0;
};

/** One row per conversation, most recent message first. */
export const recentConversations = async (
  db: DbOrTx,
  meId: string,
  limit: number,
): Promise<ConversationSummary[]> => {
  const otherId = sql`case when ${conversations.userA} = ${meId} then ${conversations.userB} else ${conversations.userA} end`;
  const rows = await db
    .select({ key: conversations.key, message: messages, user: users })
    .from(conversations)
    .innerJoin(
      messages,
      and(eq(messages.conversationKey, conversations.key), eq(messages.seq, conversations.lastSeq)),
    )
    .innerJoin(users, eq(users.id, otherId))
    .where(or(eq(conversations.userA, meId), eq(conversations.userB, meId)))
    .orderBy(desc(messages.createdAt), desc(messages.id))
    .limit(limit);
  if (rows.length === 0) return [];
  const unreadByKey = await countsByKey(
    db,
    messages.conversationKey,
    rows.map((r) => r.key),
    and(eq(messages.receiverId, meId), eq(messages.isRead, false)),
  );
  return rows.map((r) => ({
    user: toPartner(r.user),
    lastMessage: toMessage(r.message),
    unreadCount: unreadByKey.get(r.key) ?? 0,
  }));
};

/** A page of the thread, newest page first; `before` walks back to older pages. */
export const threadPage = async (
  db: DbOrTx,
  meId: string,
  partner: UserRow,
  query: { before?: number; limit: number },
): Promise<ThreadResponse> => {
  const key = conversationKey(meId, partner.id);
  const rows = await db
    .select()
    .from(messages)
    .where(
      and(
        eq(messages.conversationKey, key),
        query.before !== undefined ? lt(messages.seq, query.before) : undefined,
      ),
    )
    .orderBy(desc(messages.seq))
    .limit(query.limit + 1);
  const page = rows.slice(0, query.limit).reverse();
  return {
    user: toPartner(partner),
    messages: page.map(toMessage),
    nextBefore: rows.length > query.limit ? page[0]!.seq : null,
    lastSeq: await lastSeqOf(db, key),
  };
};

/** Everything after a seq, oldest first: what a reconnecting client missed. */
export const threadSince = async (
  db: DbOrTx,
  meId: string,
  otherId: string,
  query: { after: number; limit: number },
): Promise<ThreadSinceResponse> => {
  const key = conversationKey(meId, otherId);
  const rows = await db
    .select()
    .from(messages)
    .where(and(eq(messages.conversationKey, key), gt(messages.seq, query.after)))
    .orderBy(asc(messages.seq))
    .limit(query.limit + 1);
  return {
    messages: rows.slice(0, query.limit).map(toMessage),
    hasMore: rows.length > query.limit,
    lastSeq: await lastSeqOf(db, key),
  };
};

export const unreadMessageCount = async (db: DbOrTx, userId: string) =>
  db.$count(messages, and(eq(messages.receiverId, userId), eq(messages.isRead, false)));

/** The latest messages of a conversation, oldest first, as context for reply suggestions. */
export const recentHistory = async (db: DbOrTx, meId: string, otherId: string, limit = 10) => {
  const rows = await db
    .select()
    .from(messages)
    .where(eq(messages.conversationKey, conversationKey(meId, otherId)))
    .orderBy(desc(messages.seq))
    .limit(limit);
  return rows.reverse();
};
