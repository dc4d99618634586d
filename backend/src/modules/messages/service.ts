import type {
  MarkConversationReadResponse,
  Message,
  SendMessageRequest,
} from '@labbridge/shared-types';
import { messageNotificationTitle } from '@labbridge/shared-types';
import { and, eq, lte, sql } from 'drizzle-orm';
import type { AiCallOptions } from '../../ai';
import { suggestRepliesTask } from '../../ai/tasks/suggest-replies';
import { businessRule, conflict, unauthenticated } from '../../core/errors';
import { isUniqueViolation } from '../../core/pg-errors';
import { type Emit, withTx } from '../../core/tx';
import type { Tx } from '../../db/client';
import { analyticsEvents, messages, notifications, projects } from '../../db/schema';
import type { Deps } from '../../deps';
import { type AnalyticsEventInput, eventValues } from '../analytics/service';
import {
  announceNotifications,
  markMessageNotificationsRead,
  notificationValues,
} from '../notifications/service';
import { holdAccounts } from '../users/accounts';
import type { UserRow } from '../users/present';
import { messageProjectOwner, requirePartner } from './access';
import { conversationKey, conversationUrl, type MessageRow, toMessage } from './present';
import {
  recentConversations,
  recentHistory,
  threadPage,
  threadSince,
  unreadMessageCount,
} from './queries';
import { announceMessage, lockThread, threadAppend } from './thread';

const NOTIFICATION_PREVIEW_CHARS = 140;

const displayName = (user: UserRow) =>
  [user.firstName, user.lastName].filter(Boolean).join(' ') || 'Someone';

const preview = (content: string) =>
  content.length > NOTIFICATION_PREVIEW_CHARS
    ? `${content.slice(0, NOTIFICATION_PREVIEW_CHARS - 1)}…`
    : content;

export const createMessageService = (deps: Deps) => {
  const { db, ai } = deps;

  const findByClientId = async (senderId: string, clientMessageId: string) => {
    const [row] = await db
      .select()
      .from(messages)
      .where(and(eq(messages.senderId, senderId), eq(messages.clientMessageId, clientMessageId)))
      .limit(1);
    return row;
  };

  /**
   * A retried send returns the message the first attempt stored, if it is the same message: same
   * receiver, content and project.
   */
  const replay = (
    row: MessageRow,
    receiverId: string,
    content: string,
    projectId: number | null,
  ) => {
    if (row.receiverId !== receiverId || row.content !== content || row.projectId !== projectId) {
      throw conflict('This clientMessageId was already used for a different message', {
        clientMessageId: ['Already used for a different message'],
      });
    }
    return { message: toMessage(row), created: false };
  };

  /**
   * The message row, its analytics and the receiver's notification, in the sender's transaction,
   * after the checks that need its locks: the thread, then both accounts (the lock order of
   * privacy/lock-order.ts), so neither can be deleted between the check and the write. The writes
   * are one statement (its CTEs): on the embedded database a transaction holds the whole database
   * across its round trips, and sends are among the most frequent writes.
   */
  const store = async (tx: Tx, emit: Emit, sender: UserRow, input: SendMessageRequest) => {
    const { receiverId } = input;
    const projectId = input.projectId ?? null;
    await lockThread(tx, sender.id, receiverId);
    const accounts = await holdAccounts(tx, [sender.id, receiverId]);
    // Its sessions end as the deletion commits; this request passed the session check before.
    if (accounts.get(sender.id)?.deletedAt) throw unauthenticated();
    // The thread stays readable; nobody is there to read a new message.
    if (accounts.get(receiverId)?.deletedAt) throw businessRule('This account has been deleted.');
    const projectOwnerId =
      projectId === null ? null : await messageProjectOwner(tx, sender, receiverId, projectId);
    const { conversation, message } = threadAppend(tx, {
      senderId: sender.id,
      receiverId,
      content: input.content,
      projectId,
      clientMessageId: input.clientMessageId,
    });
    const messageId = sql`(select ${message.id} from ${message})`;
    const metadata = sql`jsonb_build_object('messageId', ${messageId})`;
    const sent: AnalyticsEventInput[] = [
      { eventType: 'message_sent', userId: sender.id, subjectUserId: receiverId, projectId },
    ];
    if (projectId !== null && projectOwnerId === receiverId) {
      // Interest shown in someone else's listing, counted once per sender and project; the owner
      // writing about their own listing initiates nothing.
      sent.push({
        eventType: 'chat_initiation',
        userId: sender.id,
        subjectUserId: projectOwnerId,
        projectId,
        dedupeKey: `chat_initiation:${sender.id}:${projectId}`,
      });
    }
    const events = tx.$with('events').as(
      tx
        .insert(analyticsEvents)
        .values(sent.map((event) => ({ ...eventValues(event), metadata })))
        .onConflictDoNothing()
        .returning({ id: analyticsEvents.id }),
    );
    const notification = tx.$with('notification').as(
      tx
        .insert(notifications)
        .values({
          ...notificationValues(receiverId, {
            type: 'message',
            title: messageNotificationTitle(displayName(sender)),
            message: preview(input.content),
            actionUrl: conversationUrl(sender.id),
          }),
          messageId,
        })
        .returning(),
    );
    const [row] = await tx
      .with(conversation, message, events, notification)
      .select()
      .from(message)
      .crossJoin(notification);
    const stored = announceMessage(emit, row!.message);
    announceNotifications(emit, [row!.notification]);
    return stored;
  };

  return {
    recent: async (me: UserRow, limit: number) => ({
      conversations: await recentConversations(db, me.id, limit),
    }),

    unreadCount: async (me: UserRow) => ({ unreadCount: await unreadMessageCount(db, me.id) }),

    async thread(me: UserRow, otherId: string, query: { before?: number; limit: number }) {
      const partner = await requirePartner(db, me.id, otherId);
      return threadPage(db, me.id, partner, query);
    },

    async since(me: UserRow, otherId: string, query: { after: number; limit: number }) {
      await requirePartner(db, me.id, otherId);
      return threadSince(db, me.id, otherId, query);
    },

    /**
     * Stores a message, or returns the one an earlier attempt with the same clientMessageId
     * stored. Both parties' rooms and the receiver's bell hear of it once it has committed.
     */
    async send(
      sender: UserRow,
      input: SendMessageRequest,
    ): Promise<{ message: Message; created: boolean }> {
      const { receiverId, content } = input;
      await requirePartner(db, sender.id, receiverId, 'receiverId');
      try {
        const message = await withTx(deps, (tx, emit) => store(tx, emit, sender, input));
        return { message, created: true };
      } catch (err) {
        // A retry, or two attempts that raced: this one wrote nothing; the first row stands.
        if (!isUniqueViolation(err, 'messages_sender_client_id_unique')) throw err;
        const first = await findByClientId(sender.id, input.clientMessageId);
        if (!first) throw err;
        return replay(first, receiverId, content, input.projectId ?? null);
      }
    },

    /**
     * Marks what the other user sent read (up to a seq), and the notifications of those messages
     * only, and tells the sender.
     */
    async markRead(
      me: UserRow,
      otherId: string,
      upToSeq?: number,
    ): Promise<MarkConversationReadResponse> {
      await requirePartner(db, me.id, otherId);
      return withTx(deps, async (tx, emit) => {
        const rows = await tx
          .update(messages)
          .set({ isRead: true, readAt: new Date() })
          .where(
            and(
              eq(messages.conversationKey, conversationKey(me.id, otherId)),
              eq(messages.receiverId, me.id),
              eq(messages.isRead, false),
              upToSeq !== undefined ? lte(messages.seq, upToSeq) : undefined,
            ),
          )
          .returning({ seq: messages.seq });
        const readUpTo = rows.length ? Math.max(...rows.map((r) => r.seq)) : null;
        if (readUpTo !== null) {
          emit('message:read', { readerId: me.id, otherUserId: otherId, upToSeq: readUpTo });
          // Named by a query, not by the ids just read: a long unread thread would pass more
          // parameters than a statement takes.
          const readMessages = tx
            .select({ id: messages.id })
            .from(messages)
            .where(
              and(
                eq(messages.conversationKey, conversationKey(me.id, otherId)),
                eq(messages.receiverId, me.id),
                lte(messages.seq, readUpTo),
              ),
            );
          await markMessageNotificationsRead(tx, emit, me.id, readMessages);
        }
        return {
          updated: rows.length,
          upToSeq: readUpTo,
          unreadCount: await unreadMessageCount(tx, me.id),
        };
      });
    },

    /** Three short replies to `text`, with the conversation as context when it is named. */
    async suggest(me: UserRow, text: string, withUserId?: string, options?: AiCallOptions) {
      let history: { fromMe: boolean; content: string }[] = [];
      let projectTitle: string | undefined;
      if (withUserId) {
        await requirePartner(db, me.id, withUserId);
        const rows = await recentHistory(db, me.id, withUserId);
        history = rows.map((r) => ({ fromMe: r.senderId === me.id, content: r.content }));
        const projectId = rows.findLast((r) => r.projectId !== null)?.projectId;
        if (projectId) {
          const [project] = await db
            .select({ title: projects.title })
            .from(projects)
            .where(eq(projects.id, projectId))
            .limit(1);
          projectTitle = project?.title;
        }
      }
      const { value, generatedBy } = await ai.run(
        suggestRepliesTask,
        { text, history, projectTitle },
        options,
      );
      return { suggestions: value.suggestions.slice(0, 3), generatedBy };
    },
  };
};

export type MessageService = ReturnType<typeof createMessageService>;
