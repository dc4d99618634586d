import type {
  CommentThread,
  createCommentThreadRequestSchema,
  DocCommentsEvent,
} from '@labbridge/shared-types';
import { and, asc, eq, inArray } from 'drizzle-orm';
import type { z } from 'zod';
import { notFound } from '../../core/errors';
import { type Emit, withTx } from '../../core/tx';
import type { DbOrTx } from '../../db/client';
import { documentComments, documentCommentThreads } from '../../db/schema';
import type { Deps } from '../../deps';
import { lockDocument } from '../../realtime/collab/store';
import { assertDocumentAccess } from '../documents/access';
import { findDocument } from '../documents/queries';
import { plainText } from '../documents/sanitize';
import { loadUsers, partyOf } from '../users/parties';
import type { UserRow } from '../users/present';
import { assertDraft } from './versions';

type ThreadRow = typeof documentCommentThreads.$inferSelect;
type CreateInput = z.output<typeof createCommentThreadRequestSchema>;

/** Threads with their comments, oldest first, named as the parties see each other. */
const loadThreads = async (db: DbOrTx, threads: ThreadRow[]): Promise<CommentThread[]> => {
  if (threads.length === 0) return [];
  const comments = await db
    .select()
    .from(documentComments)
    .where(
      inArray(
        documentComments.threadId,
        threads.map((t) => t.id),
      ),
    )
    .orderBy(asc(documentComments.id));
  const users = await loadUsers(db, [
    ...threads.map((t) => t.resolvedById),
    ...comments.map((c) => c.authorId),
  ]);
  return threads.map((t) => ({
    id: t.id,
    documentId: t.documentId,
    anchor: { start: t.anchorStart, end: t.anchorEnd },
    quote: t.quote,
    resolved: t.resolvedAt !== null,
    resolvedAt: t.resolvedAt?.toISOString() ?? null,
    resolvedBy: partyOf(users, t.resolvedById),
    createdAt: t.createdAt.toISOString(),
    comments: comments
      .filter((c) => c.threadId === t.id)
      .map((c) => ({
        id: c.id,
        author: partyOf(users, c.authorId),
        body: c.body,
        createdAt: c.createdAt.toISOString(),
      })),
  }));
};

const announce = (
  emit: Emit,
  thread: ThreadRow,
  change: DocCommentsEvent['change'],
  actorId: string,
) =>
  emit('document:comments', {
    event: { documentId: thread.documentId, threadId: thread.id, change, actorId },
  });

/**
 * Comment threads on a document's text: its parties (and superadmins, who may edit drafts) read
 * them always and open, reply to and resolve them while it is a draft.
 */
export const createCommentService = (deps: Deps) => {
  const { db } = deps;

  const threadOf = async (tx: DbOrTx, documentId: number, threadId: number) => {
    const [row] = await tx
      .select()
      .from(documentCommentThreads)
      .where(
        and(
          eq(documentCommentThreads.id, threadId),
          eq(documentCommentThreads.documentId, documentId),
        ),
      );
    if (!row) throw notFound('Comment thread not found');
    return row;
  };

  /** A write on a draft the user may edit, with the events emitted once it commits. */
  const write = (
    user: UserRow,
    documentId: number,
    work: (tx: DbOrTx, emit: Emit) => Promise<ThreadRow>,
  ) =>
    withTx(deps, async (tx, emit) => {
      const doc = await lockDocument(tx, documentId);
      assertDocumentAccess(user, doc, true);
      assertDraft(doc);
      const thread = await work(tx, emit);
      return (await loadThreads(tx, [thread]))[0]!;
    });

  return {
    async list(user: UserRow, documentId: number) {
      assertDocumentAccess(user, await findDocument(db, documentId), true);
      const threads = await db
        .select()
        .from(documentCommentThreads)
        .where(eq(documentCommentThreads.documentId, documentId))
        .orderBy(asc(documentCommentThreads.id));
      return { threads: await loadThreads(db, threads) };
    },

    create: (user: UserRow, documentId: number, input: CreateInput) =>
      write(user, documentId, async (tx, emit) => {
        const [thread] = await tx
          .insert(documentCommentThreads)
          .values({
            documentId,
            anchorStart: input.anchor.start,
            anchorEnd: input.anchor.end,
            quote: plainText(input.quote),
            createdById: user.id,
          })
          .returning();
        await tx
          .insert(documentComments)
          .values({ threadId: thread!.id, authorId: user.id, body: input.body });
        announce(emit, thread!, 'created', user.id);
        return thread!;
      }),

    reply: (user: UserRow, documentId: number, threadId: number, body: string) =>
      write(user, documentId, async (tx, emit) => {
        const thread = await threadOf(tx, documentId, threadId);
        await tx.insert(documentComments).values({ threadId, authorId: user.id, body });
        announce(emit, thread, 'replied', user.id);
        return thread;
      }),

    resolve: (user: UserRow, documentId: number, threadId: number, resolved: boolean) =>
      write(user, documentId, async (tx, emit) => {
        await threadOf(tx, documentId, threadId);
        const [thread] = await tx
          .update(documentCommentThreads)
          .set(
            resolved
              ? { resolvedAt: new Date(), resolvedById: user.id }
              : { resolvedAt: null, resolvedById: null },
          )
          .where(eq(documentCommentThreads.id, threadId))
          .returning();
        announce(emit, thread!, resolved ? 'resolved' : 'reopened', user.id);
        return thread!;
      }),
  };
};
