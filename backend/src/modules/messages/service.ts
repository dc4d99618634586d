import type {
  MarkConversationReadResponse,
  Message,
  SendMessageRequest,
} from '@labbridge/shared-types';
import { messageNotificationTitle, userIdSchema } from '@labbridge/shared-types';
import { and, eq, lte, sql } from 'drizzle-orm';
import { conflict, notFound, validationError } from '../../core/errors';
import { isUniqueViolation } from '../../core/pg-errors';
import { type Emit, withTx } from '../../core/tx';
import type { Tx } from '../../db/client';
import { conversations, messages, projects } from '../../db/schema';
import type { Deps } from '../../deps';
import { recordEvent } from '../analytics/service';
import { markNotificationsReadByActionUrl, notify } from '../notifications/service';
import { canView } from '../projects/access';
import type { UserRow } from '../users/present';
import { conversationKey, conversationUrl, type MessageRow, toMessage } from './present';
import { findPartner, recentHistory, unreadMessageCount } from './queries';

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
   * The owner of the project a message is about. The sender must be allowed to open the project
   * (the same rule as GET /api/projects/:id, and the same 404 for a hidden one as for a missing
   * one), and it must belong to one of the two parties: a message cannot be filed under a
   * stranger's listing, which would also let anyone pump that listing's engagement.
   */
  const projectOwner = async (sender: UserRow, receiverId: string, projectId: number) => {
    const [row] = await db
      .select({
        userId: projects.userId,
        visibility: projects.visibility,
        isActive: projects.isActive,
        reviewStatus: projects.reviewStatus,
      })
      .from(projects)
      .where(eq(projects.id, projectId))
      .limit(1);
    if (!row || !canView(sender, row)) throw notFound('Project not found');
    if (row.userId !== sender.id && row.userId !== receiverId) {
      throw validationError('The project must belong to you or to the receiver', {
        projectId: ['The project must belong to you or to the receiver'],
      });
    }
    return row.userId;
  };

  /**
   * The message row, its analytics and the receiver's notification, all in one transaction; both
   * parties' rooms and the receiver's bell hear of it once that has committed.
   */
  const store = async (
    tx: Tx,
    emit: Emit,
    sender: UserRow,
    receiverId: string,
    input: SendMessageRequest & { content: string },
    projectOwnerId: string | null,
  ) => {
    const [a, b] = [sender.id, receiverId].sort() as [string, string];
    const key = conversationKey(a, b);
    // The upsert locks the conversation row until commit, so seqs follow commit order.
    const [conversation] = await tx
      .insert(conversations)
      .values({ key, userA: a, userB: b, lastSeq: 1 })
      .onConflictDoUpdate({
        target: conversations.key,
        set: { lastSeq: sql`${conversations.lastSeq} + 1`, updatedAt: sql`now()` },
      })
      .returning({ lastSeq: conversations.lastSeq });
    const [row] = await tx
      .insert(messages)
      .values({
        conversationKey: key,
        seq: conversation!.lastSeq,
        senderId: sender.id,
        receiverId,
        content: input.content,
        projectId: input.projectId ?? null,
        clientMessageId: input.clientMessageId,
      })
      .returning();
    const message = toMessage(row!);
    await recordEvent(tx, {
      eventType: 'message_sent',
      userId: sender.id,
      subjectUserId: receiverId,
      projectId: message.projectId,
      metadata: { messageId: message.id },
    });
    if (message.projectId !== null && projectOwnerId === receiverId) {
      // Interest shown in someone else's listing, counted once per sender and project; the owner
      // writing about their own listing initiates nothing.
      await recordEvent(tx, {
        eventType: 'chat_initiation',
        userId: sender.id,
        subjectUserId: projectOwnerId,
        projectId: message.projectId,
        dedupeKey: `chat_initiation:${sender.id}:${message.projectId}`,
        metadata: { messageId: message.id },
      });
    }
    emit('message:created', { message });
    await notify(tx, emit, [receiverId], {
      type: 'message',
      title: messageNotificationTitle(displayName(sender)),
      message: preview(message.content),
      actionUrl: conversationUrl(sender.id),
    });
    return message;
  };

  return {
    /**
     * Stores a message, or returns the one an earlier attempt with the same clientMessageId
     * stored. Both parties' rooms and the receiver's bell hear of it once it has committed.
     */
    async send(
      sender: UserRow,
      input: SendMessageRequest,
    ): Promise<{ message: Message; created: boolean }> {
      const parsedReceiver = userIdSchema.safeParse(input.receiverId);
      if (!parsedReceiver.success) {
        throw validationError('Invalid input: receiverId', {
          receiverId: ['Must be a valid user id'],
        });
      }
      const receiverId = parsedReceiver.data;
      const content = input.content.trim();
      if (receiverId === sender.id) {
        throw validationError('You cannot send a message to yourself', {
          receiverId: ['You cannot send a message to yourself'],
        });
      }
      const earlier = await findByClientId(sender.id, input.clientMessageId);
      if (earlier) return replay(earlier, receiverId, content, input.projectId ?? null);

      await findPartner(db, sender.id, receiverId);
      const ownerId = input.projectId
        ? await projectOwner(sender, receiverId, input.projectId)
        : null;

      try {
        const message = await withTx(deps, (tx, emit) =>
          store(tx, emit, sender, receiverId, { ...input, content }, ownerId),
        );
        return { message, created: true };
      } catch (err) {
        // Two attempts raced: the loser's transaction rolled back, the winner's row stands.
        if (!isUniqueViolation(err, 'messages_sender_client_id_unique')) throw err;
        const winner = await findByClientId(sender.id, input.clientMessageId);
        if (!winner) throw err;
        return replay(winner, receiverId, content, input.projectId ?? null);
      }
    },

    /** Marks what the other user sent read (up to a seq) and tells the sender. */
    async markRead(
      me: UserRow,
      otherId: string,
      upToSeq?: number,
    ): Promise<MarkConversationReadResponse> {
      await findPartner(db, me.id, otherId);
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
          await markNotificationsReadByActionUrl(tx, emit, me.id, conversationUrl(otherId));
        }
        return {
          updated: rows.length,
          upToSeq: readUpTo,
          unreadCount: await unreadMessageCount(tx, me.id),
        };
      });
    },

    /** Three short replies to `text`, with the conversation as context when it is named. */
    async suggest(me: UserRow, text: string, withUserId?: string) {
      let history: { fromMe: boolean; content: string }[] = [];
      let projectTitle: string | undefined;
      if (withUserId) {
        await findPartner(db, me.id, withUserId);
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
      const suggestions = await ai.suggestReplies({ text, history, projectTitle });
      return { suggestions: suggestions.slice(0, 3) };
    },
  };
};

export type MessageService = ReturnType<typeof createMessageService>;
