import { bigserial, index, integer, pgTable, serial, text } from 'drizzle-orm/pg-core';
import { belongsTo, bytea, createdAt, timestamptz } from './columns';
import { documentRef } from './documents';
import { userRefOrNull } from './users';

/**
 * Co-editing's update log: every Yjs update a document's editors send is appended here before it
 * is acknowledged or relayed. Compaction folds the oldest rows into legal_documents.yjs_state, so
 * a document loads from one state and a short tail however long it has been edited.
 */
export const documentYjsUpdates = pgTable(
  'document_yjs_updates',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    documentId: documentRef(),
    data: bytea('data').notNull(),
    /** Who sent it; null for the server's own edits (seeding, restore). */
    userId: userRefOrNull('user_id'),
    createdAt: createdAt(),
  },
  (t) => [index('document_yjs_updates_document_idx').on(t.documentId, t.id)],
);

/** A comment thread, anchored to the text with two Yjs relative positions (base64). */
export const documentCommentThreads = pgTable(
  'document_comment_threads',
  {
    id: serial('id').primaryKey(),
    documentId: documentRef(),
    anchorStart: text('anchor_start').notNull(),
    anchorEnd: text('anchor_end').notNull(),
    quote: text('quote').notNull().default(''),
    createdById: userRefOrNull('created_by_id'),
    resolvedAt: timestamptz('resolved_at'),
    resolvedById: userRefOrNull('resolved_by_id'),
    createdAt: createdAt(),
  },
  (t) => [index('document_comment_threads_document_idx').on(t.documentId, t.id)],
);

export const documentComments = pgTable(
  'document_comments',
  {
    id: serial('id').primaryKey(),
    threadId: belongsTo(integer('thread_id'), () => documentCommentThreads.id),
    authorId: userRefOrNull('author_id'),
    body: text('body').notNull(),
    createdAt: createdAt(),
  },
  (t) => [index('document_comments_thread_idx').on(t.threadId, t.id)],
);
