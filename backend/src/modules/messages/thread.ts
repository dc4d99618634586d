import type { CollaborationStep } from '@labbridge/shared-types';
import { eq, sql } from 'drizzle-orm';
import type { Emit } from '../../core/tx';
import type { DbOrTx, Tx } from '../../db/client';
import { conversations, messages } from '../../db/schema';
import { conversationKey, type MessageRow, toMessage } from './present';

export interface ThreadEntry {
  senderId: string;
  receiverId: string;
  content: string;
  projectId?: number | null;
  clientMessageId?: string | null;
  card?: { collaborationId: number; step: CollaborationStep };
  /** Now, unless the entry is history (demo data). */
  createdAt?: Date;
}

/**
 * Locks the two users' thread, if they have one, as appending to it will: a write that appends
 * to it and then reads or locks their accounts takes this first, in the lock order
 * (privacy/lock-order.ts), since a deletion may hold the thread while it waits for its account.
 */
export const lockThread = (tx: Tx, userId: string, otherId: string) =>
  tx
    .select({ key: conversations.key })
    .from(conversations)
    .where(eq(conversations.key, conversationKey(userId, otherId)))
    .for('no key update');

/**
 * The two writes that append an entry to the two users' thread, as the CTEs of one statement:
 * `conversation` bumps the thread's last seq and `message` stores the entry with it. The upsert
 * locks the conversation row until commit, so seqs follow commit order.
 */
export const threadAppend = (db: DbOrTx, entry: ThreadEntry) => {
  const [a, b] = [entry.senderId, entry.receiverId].sort() as [string, string];
  const key = conversationKey(a, b);
  const conversation = db.$with('conversation').as(
    db
      .insert(conversations)
      .values({ key, userA: a, userB: b, lastSeq: 1 })
      .onConflictDoUpdate({
        target: conversations.key,
        set: { lastSeq: sql`${conversations.lastSeq} + 1`, updatedAt: sql`now()` },
      })
      .returning({ seq: conversations.lastSeq }),
  );
  const message = db.$with('message').as(
    db
      .insert(messages)
      .values({
        conversationKey: key,
        seq: sql`(select ${conversation.seq} from ${conversation})`,
        senderId: entry.senderId,
        receiverId: entry.receiverId,
        content: entry.content,
        projectId: entry.projectId ?? null,
        clientMessageId: entry.clientMessageId ?? null,
        kind: entry.card ? 'collaboration' : 'text',
        collaborationId: entry.card?.collaborationId ?? null,
        cardStep: entry.card?.step ?? null,
        ...(entry.createdAt ? { createdAt: entry.createdAt } : {}),
      })
      .returning(),
  );
  return { conversation, message };
};

/** Announces a stored entry to both users' rooms (once its transaction commits). */
export const announceMessage = (emit: Emit, row: MessageRow) => {
  const message = toMessage(row);
  emit('message:created', { message });
  return message;
};

/**
 * Appends a message (a user's text, or a server-written collaboration card) to the two users'
 * thread with the next seq, and announces it to both once the transaction commits.
 */
export const appendToThread = async (tx: DbOrTx, emit: Emit, entry: ThreadEntry) => {
  const { conversation, message } = threadAppend(tx, entry);
  const [row] = await tx.with(conversation, message).select().from(message);
  return announceMessage(emit, row!);
};
