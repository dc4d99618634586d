import type { CollaborationStep } from '@labbridge/shared-types';
import { sql } from 'drizzle-orm';
import type { Emit } from '../../core/tx';
import type { DbOrTx } from '../../db/client';
import { conversations, messages } from '../../db/schema';
import { conversationKey, toMessage } from './present';

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
 * Appends a message (a user's text, or a server-written collaboration card) to the two users'
 * thread with the next seq, and announces it to both once the transaction commits.
 */
export const appendToThread = async (tx: DbOrTx, emit: Emit, entry: ThreadEntry) => {
  const [a, b] = [entry.senderId, entry.receiverId].sort() as [string, string];
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
    .returning();
  const message = toMessage(row!);
  emit('message:created', { message });
  return message;
};
