import type { CollaborationStep } from '@labbridge/shared-types';
import { inArray, sql } from 'drizzle-orm';
import { conversationKey } from '../../modules/messages/present';
import type { DbOrTx } from '../client';
import { conversations, messages } from '../schema';

/** A message of the demo's past: a text, or a collaboration's card. */
export interface PastMessage {
  senderId: string;
  receiverId: string;
  content: string;
  projectId: number;
  createdAt: Date;
  card?: { collaborationId: number; step: CollaborationStep };
}

/**
 * Stores the demo's past messages in three statements instead of two per message: each thread's
 * messages, in the order given, take the seqs that appending them one by one would have (after
 * the thread's existing ones), and each conversation row ends with its last seq.
 * @returns the stored messages' ids, in the order of `past`.
 */
export const insertPastMessages = async (db: DbOrTx, past: PastMessage[]) => {
  if (past.length === 0) return [];
  const keyed = past.map((m) => ({ m, key: conversationKey(m.senderId, m.receiverId) }));
  const keys = [...new Set(keyed.map(({ key }) => key))];
  const existing = await db
    .select({ key: conversations.key, lastSeq: conversations.lastSeq })
    .from(conversations)
    .where(inArray(conversations.key, keys));
  const lastSeq = new Map(existing.map((c) => [c.key, c.lastSeq]));
  const rows = keyed.map(({ m, key }): typeof messages.$inferInsert => {
    const seq = (lastSeq.get(key) ?? 0) + 1;
    lastSeq.set(key, seq);
    return {
      conversationKey: key,
      seq,
      senderId: m.senderId,
      receiverId: m.receiverId,
      content: m.content,
      projectId: m.projectId,
      kind: m.card ? 'collaboration' : 'text',
      collaborationId: m.card?.collaborationId ?? null,
      cardStep: m.card?.step ?? null,
      createdAt: m.createdAt,
    };
  });
  await db
    .insert(conversations)
    .values(
      keys.map((key) => {
        const [userA, userB] = key.split(':') as [string, string];
        return { key, userA, userB, lastSeq: lastSeq.get(key)! };
      }),
    )
    .onConflictDoUpdate({
      target: conversations.key,
      set: { lastSeq: sql`excluded.last_seq`, updatedAt: sql`now()` },
    });
  const stored = await db.insert(messages).values(rows).returning({ id: messages.id });
  return stored.map(({ id }) => id);
};
