import { z } from 'zod';
import { isoDate } from '../entities/common';
import { partySchema } from '../entities/party';
import { GET, POST } from './endpoint';

/**
 * Co-editing's REST half: comment threads anchored to the text and the version history. The text
 * itself travels over the socket (realtime.ts, doc:*); these are the things around it. Reading is
 * for the two parties and superadmins (403 for anyone else, 404 for a missing document or thread);
 * every write needs the document to be a draft (409 otherwise). Each write is announced live to
 * the document's editors (doc:comments, doc:versions), who refetch.
 */

export const COMMENT_MAX_LENGTH = 5000;
export const COMMENT_QUOTE_MAX_LENGTH = 1000;
export const VERSION_NAME_MAX_LENGTH = 120;

/** A Yjs relative position (Y.encodeRelativePosition), base64: survives the edits around it. */
const relativePosition = z
  .string()
  .min(1)
  .max(2000)
  .regex(/^[A-Za-z0-9+/]+={0,2}$/, 'Must be base64');

/** Where a thread is anchored: the start and end of the selection it was made on. */
export const commentAnchorSchema = z.object({ start: relativePosition, end: relativePosition });
export type CommentAnchor = z.infer<typeof commentAnchorSchema>;

const commentBody = z
  .string()
  .trim()
  .min(1, 'Write a comment')
  .max(COMMENT_MAX_LENGTH, `At most ${COMMENT_MAX_LENGTH} characters`);

export const documentCommentSchema = z.object({
  id: z.number().int(),
  /** Null when the account no longer exists. */
  author: partySchema.nullable(),
  body: z.string(),
  createdAt: isoDate,
});
export type DocumentComment = z.infer<typeof documentCommentSchema>;

export const commentThreadSchema = z.object({
  id: z.number().int(),
  documentId: z.number().int(),
  anchor: commentAnchorSchema,
  /** The text that was selected when the thread was opened (for a thread whose text is gone). */
  quote: z.string(),
  resolved: z.boolean(),
  resolvedAt: isoDate.nullable(),
  resolvedBy: partySchema.nullable(),
  createdAt: isoDate,
  /** Oldest first: the first is the comment that opened the thread. */
  comments: z.array(documentCommentSchema),
});
export type CommentThread = z.infer<typeof commentThreadSchema>;

/** GET /api/legal/documents/:id/comments: every thread, resolved ones too, oldest first. */
export const commentThreadListSchema = z.object({ threads: z.array(commentThreadSchema) });
export type CommentThreadList = z.infer<typeof commentThreadListSchema>;

/** POST /api/legal/documents/:id/comments: opens a thread on a selection (201, the thread). */
export const createCommentThreadRequestSchema = z.object({
  anchor: commentAnchorSchema,
  quote: z.string().max(COMMENT_QUOTE_MAX_LENGTH).default(''),
  body: commentBody,
});
export type CreateCommentThreadRequest = z.input<typeof createCommentThreadRequestSchema>;

/** POST /api/legal/documents/:id/comments/:threadId/replies (201, the thread). */
export const replyCommentRequestSchema = z.object({ body: commentBody });
export type ReplyCommentRequest = z.input<typeof replyCommentRequestSchema>;

/** POST /api/legal/documents/:id/comments/:threadId/resolve: resolve (true) or reopen (false). */
export const resolveCommentRequestSchema = z.object({ resolved: z.boolean() });
export type ResolveCommentRequest = z.input<typeof resolveCommentRequestSchema>;

/**
 * Why a version exists: 'edit' a save through PATCH, 'auto' a quiet period after editing,
 * 'named' an editor named it, 'finalize' the text sent for signatures, 'restore' an older version
 * brought back (restoredFromId says which).
 */
export const DOCUMENT_VERSION_KINDS = ['edit', 'auto', 'named', 'finalize', 'restore'] as const;
export type DocumentVersionKind = (typeof DOCUMENT_VERSION_KINDS)[number];

export const documentVersionSummarySchema = z.object({
  id: z.number().int(),
  kind: z.enum(DOCUMENT_VERSION_KINDS),
  /** The name an editor gave it ('Sent to counterparty'); null for the others. */
  name: z.string().nullable(),
  /** Who made it (for 'auto', the last editor before the quiet period); null if unknown. */
  author: partySchema.nullable(),
  createdAt: isoDate,
  restoredFromId: z.number().int().nullable(),
});
export type DocumentVersionSummary = z.infer<typeof documentVersionSummarySchema>;

/** GET /api/legal/documents/:id/versions: newest first. */
export const documentVersionListSchema = z.object({
  versions: z.array(documentVersionSummarySchema),
});
export type DocumentVersionList = z.infer<typeof documentVersionListSchema>;

/** One run of text in a comparison: unchanged, added or removed since the previous version. */
export const textChangeSchema = z.object({
  type: z.enum(['equal', 'insert', 'delete']),
  text: z.string(),
});
export type TextChange = z.infer<typeof textChangeSchema>;

/**
 * GET /api/legal/documents/:id/versions/:versionId: the version's text as HTML (derived with the
 * shared schema, safe to render) and what changed from the version before it, word by word over
 * the plain text (paragraphs separated by a blank line); with no previous version, all 'insert'.
 */
export const documentVersionDetailSchema = z.object({
  version: documentVersionSummarySchema,
  title: z.string(),
  html: z.string(),
  previousId: z.number().int().nullable(),
  changes: z.array(textChangeSchema),
});
export type DocumentVersionDetail = z.infer<typeof documentVersionDetailSchema>;

/** POST /api/legal/documents/:id/versions: names the text as it is now (201, the version). */
export const createDocumentVersionRequestSchema = z.object({
  name: z
    .string()
    .trim()
    .min(1, 'Name this version')
    .max(VERSION_NAME_MAX_LENGTH, `At most ${VERSION_NAME_MAX_LENGTH} characters`),
});
export type CreateDocumentVersionRequest = z.input<typeof createDocumentVersionRequestSchema>;

/**
 * POST /api/legal/documents/:id/versions/:versionId/restore: the version's text becomes the
 * document's, as a new edit every open editor sees live; answers with the 'restore' version made.
 */
export const restoreDocumentVersionResponseSchema = z.object({
  version: documentVersionSummarySchema,
});
export type RestoreDocumentVersionResponse = z.infer<typeof restoreDocumentVersionResponseSchema>;

export const documentCollabEndpoints = {
  comments: GET('/api/legal/documents/:id/comments', commentThreadListSchema),
  createComment: POST(
    '/api/legal/documents/:id/comments',
    commentThreadSchema,
    createCommentThreadRequestSchema,
  ),
  replyComment: POST(
    '/api/legal/documents/:id/comments/:threadId/replies',
    commentThreadSchema,
    replyCommentRequestSchema,
  ),
  resolveComment: POST(
    '/api/legal/documents/:id/comments/:threadId/resolve',
    commentThreadSchema,
    resolveCommentRequestSchema,
  ),
  versions: GET('/api/legal/documents/:id/versions', documentVersionListSchema),
  version: GET('/api/legal/documents/:id/versions/:versionId', documentVersionDetailSchema),
  createVersion: POST(
    '/api/legal/documents/:id/versions',
    documentVersionSummarySchema,
    createDocumentVersionRequestSchema,
  ),
  restoreVersion: POST(
    '/api/legal/documents/:id/versions/:versionId/restore',
    restoreDocumentVersionResponseSchema,
  ),
};
