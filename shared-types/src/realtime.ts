/**
 * The Socket.IO contract: event names (`domain:verb`), payloads and acks, for the server
 * (`Server<ClientToServerEvents, ServerToClientEvents>`) and the browser
 * (`Socket<ServerToClientEvents, ClientToServerEvents>`). Writes go through REST; the socket
 * carries what happened, plus the volatile typing and presence signals.
 */
import { z } from 'zod';
import { APPROVAL_TYPES, pendingApprovalSchema } from './api/admin';
import { DOCUMENT_VERSION_KINDS } from './api/document-collab';
import { COLLABORATION_STATUSES, DOCUMENT_STATUSES, type DocumentStatus } from './constants';
import { COLLABORATION_STEPS } from './entities/collaboration';
import { rowIdSchema, userIdSchema } from './entities/common';
import type { Message } from './entities/message';
import type { Notification } from './entities/notification';
import type { ErrorBody } from './errors';

/** Served on the API's own origin and port. */
export const REALTIME_PATH = '/socket.io';

// ---- client → server payloads (validated by the server) ----

export const typingInputSchema = z.object({
  toUserId: userIdSchema,
  isTyping: z.boolean(),
});
export type TypingInput = z.infer<typeof typingInputSchema>;

export const presenceQuerySchema = z.object({
  userIds: z.array(userIdSchema).max(200),
});
export type PresenceQuery = z.infer<typeof presenceQuerySchema>;

// ---- co-editing (doc:*): y-protocols messages over this socket ----

/** The largest y-protocols message either side sends in one doc:message (a whole document's sync). */
export const DOC_MESSAGE_MAX_BYTES = 2 * 1024 * 1024;

/**
 * A y-protocols message, exactly as y-websocket frames it: a varUint message type (0 sync, with
 * sync step 1 / step 2 / update inside; 1 awareness) and its payload. Node's socket.io hands
 * binary over as a Buffer and the browser's as an ArrayBuffer: both are accepted, and
 * `new Uint8Array(data)` reads either.
 */
export const docBinarySchema = z.custom<Uint8Array | ArrayBuffer>(
  (v) =>
    (v instanceof Uint8Array || v instanceof ArrayBuffer) &&
    v.byteLength > 0 &&
    v.byteLength <= DOC_MESSAGE_MAX_BYTES,
  { message: `Must be a binary y-protocols message of at most ${DOC_MESSAGE_MAX_BYTES} bytes` },
);

export const docRefSchema = z.object({ documentId: rowIdSchema });
export type DocRef = z.infer<typeof docRefSchema>;

export const docMessageSchema = z.object({
  documentId: rowIdSchema,
  data: docBinarySchema,
});
export type DocMessage = z.infer<typeof docMessageSchema>;

/** Y message types (the first varUint of `data`). */
export const DOC_MESSAGE_SYNC = 0;
export const DOC_MESSAGE_AWARENESS = 1;

// ---- server → client payloads ----

export const messageReadEventSchema = z.object({
  /** Who read. */
  byUserId: z.string(),
  /** Whose messages were read: the conversation seen from the reader's side. */
  withUserId: z.string(),
  /** Every message of that conversation up to this seq, sent to byUserId, is now read. */
  upToSeq: z.number().int(),
});
export type MessageReadEvent = z.infer<typeof messageReadEventSchema>;

export const notificationReadEventSchema = z.object({
  /** The notifications now read; null means all of them. */
  ids: z.array(z.number().int()).nullable(),
  unreadCount: z.number().int(),
});
export type NotificationReadEvent = z.infer<typeof notificationReadEventSchema>;

export const presenceEventSchema = z.object({ userId: z.string(), online: z.boolean() });
export type PresenceEvent = z.infer<typeof presenceEventSchema>;

export const typingEventSchema = z.object({
  /** Who is typing to the receiving user. */
  userId: z.string(),
  isTyping: z.boolean(),
});
export type TypingEvent = z.infer<typeof typingEventSchema>;

/**
 * To both parties of a collaboration and the admins room after each step; the same for every
 * receiver, so views refetch what they show (GET /api/collaborations/:id).
 */
export const collaborationUpdatedEventSchema = z.object({
  id: z.number().int(),
  projectId: z.number().int(),
  status: z.enum(COLLABORATION_STATUSES),
  step: z.enum(COLLABORATION_STEPS),
  /** Who took the step. */
  actorId: z.string(),
  updatedAt: z.string(),
});
export type CollaborationUpdatedEvent = z.infer<typeof collaborationUpdatedEventSchema>;

/**
 * To both parties of a document and the admins room after each change (created, edited,
 * finalized, signed, executed, cancelled, a vesting milestone marked complete); views refetch
 * GET /api/legal/documents/:id. `version` lets an open editor see that its copy is stale.
 */
export const documentUpdatedEventSchema = z.object({
  id: z.number().int(),
  status: z.enum(DOCUMENT_STATUSES),
  version: z.number().int(),
  change: z.enum([
    'created',
    'edited',
    'finalized',
    'signed',
    'executed',
    'cancelled',
    'milestone',
  ]),
  actorId: z.string(),
  collaborationId: z.number().int().nullable(),
  updatedAt: z.string(),
});
export type DocumentUpdatedEvent = z.infer<typeof documentUpdatedEventSchema>;

/**
 * To a document's editors when its status changes while they are in it: past 'draft' the server
 * stores no more updates (an update then gets a 409 ack), so the editor turns read-only.
 */
export const docStatusEventSchema = z.object({
  documentId: z.number().int(),
  status: z.enum(DOCUMENT_STATUSES),
  readOnly: z.boolean(),
});
export type DocStatusEvent = z.infer<typeof docStatusEventSchema>;

/**
 * To an editor the server has taken out of a document: it was cancelled ('cancelled') or the
 * user may no longer open it ('forbidden'). Nothing more arrives for it; join again to retry.
 * (A revoked session closes the whole socket instead: its connect_error says 401.)
 */
export const docClosedEventSchema = z.object({
  documentId: z.number().int(),
  reason: z.enum(['cancelled', 'forbidden']),
});
export type DocClosedEvent = z.infer<typeof docClosedEventSchema>;

/** To a document's editors after a comment thread changed; they refetch the comments. */
export const docCommentsEventSchema = z.object({
  documentId: z.number().int(),
  threadId: z.number().int(),
  change: z.enum(['created', 'replied', 'resolved', 'reopened']),
  actorId: z.string(),
});
export type DocCommentsEvent = z.infer<typeof docCommentsEventSchema>;

/** To a document's editors after a version was made (named, automatic, finalize, restore). */
export const docVersionsEventSchema = z.object({
  documentId: z.number().int(),
  versionId: z.number().int(),
  kind: z.enum(DOCUMENT_VERSION_KINDS),
  /** Null for automatic versions. */
  actorId: z.string().nullable(),
});
export type DocVersionsEvent = z.infer<typeof docVersionsEventSchema>;

/** To the admins room when an account or a listing enters the approval queue. */
export const approvalNewEventSchema = pendingApprovalSchema;
export type ApprovalNewEvent = z.infer<typeof approvalNewEventSchema>;

/**
 * To the admins room when an item leaves the queue (approved or rejected by an admin, or a
 * listing withdrawn from review), so every admin's list and banner drop it.
 */
export const approvalResolvedEventSchema = z.object({
  id: z.string(),
  type: z.enum(APPROVAL_TYPES),
  targetId: z.string(),
  /** 'withdrawn': the listing was archived, or the account deleted, before a decision. */
  decision: z.enum(['approved', 'rejected', 'withdrawn']),
  /** The admin who decided, or who archived or deleted. */
  byUserId: z.string(),
});
export type ApprovalResolvedEvent = z.infer<typeof approvalResolvedEventSchema>;

// ---- acks ----

/** Success carries `ok: true` (and any result); failure is the API's error body. */
export type AckResponse<T extends object = object> = ({ ok: true } & T) | ErrorBody;
export type Ack<T extends object = object> = (response: AckResponse<T>) => void;

export const isAckError = (response: AckResponse<object>): response is ErrorBody =>
  'error' in response;

// ---- event maps ----

export interface ServerToClientEvents {
  /** To the sender's and the receiver's rooms: every tab and device of both. */
  'message:new': (message: Message) => void;
  /** To both parties when the receiver marks a conversation read (read receipts). */
  'message:read': (event: MessageReadEvent) => void;
  'notification:new': (notification: Notification) => void;
  /** To the owner's other tabs, so the bell's badge stays true. */
  'notification:read': (event: NotificationReadEvent) => void;
  /** Each collaboration step, to both parties (a notification:new goes to the other party too). */
  'collaboration:updated': (event: CollaborationUpdatedEvent) => void;
  /** Each document change, to both parties (a notification:new goes to the other party too). */
  'document:updated': (event: DocumentUpdatedEvent) => void;
  /** To superadmins: a new account or listing awaits review. */
  'approval:new': (event: ApprovalNewEvent) => void;
  /** To superadmins: an admin decided on a pending item. */
  'approval:resolved': (event: ApprovalResolvedEvent) => void;
  /** Volatile; only to conversation partners. */
  presence: (event: PresenceEvent) => void;
  /** Volatile; only to the conversation partner being typed to. */
  typing: (event: TypingEvent) => void;
  /**
   * A y-protocols message for a document the socket joined: the server's sync step 1 right after
   * the join ack, its step 2 answering the client's step 1, then other editors' updates and
   * awareness (awareness volatile: a slow client misses some rather than queueing them).
   */
  'doc:message': (message: { documentId: number; data: Uint8Array | ArrayBuffer }) => void;
  'doc:status': (event: DocStatusEvent) => void;
  'doc:closed': (event: DocClosedEvent) => void;
  'doc:comments': (event: DocCommentsEvent) => void;
  'doc:versions': (event: DocVersionsEvent) => void;
  /**
   * This process is shutting down (a deploy, a scale-down): the connection closes right after,
   * and the client reconnects as after any drop, through the proxy to a replica still up. Edits
   * not acked yet are sent again by the rejoin's sync; messages are caught up with `since`.
   */
  'server:shutdown': () => void;
  /**
   * To every socket when a server's link to the other servers (Redis) is back after an outage:
   * events may have been missed without the socket dropping, so the client catches up as after a
   * reconnect (threads since their cursor, notifications, lists).
   */
  'realtime:resync': () => void;
}

export interface ClientToServerEvents {
  /** The ack is optional; a bad payload gets an error ack when one is given. */
  typing: (input: TypingInput, ack?: Ack) => void;
  /** Which of these users are online; answers only for the caller's conversation partners. */
  'presence:query': (input: PresenceQuery, ack: Ack<{ online: string[] }>) => void;
  /**
   * Opens a document for co-editing: its two parties and superadmins; 401 without a live session,
   * 403 for anyone else, 404 for no such document, 409 once cancelled. A draft joins writable; a
   * document sent for signatures or executed joins read-only (sync in, no updates accepted). After
   * the ack the server sends its sync step 1 and the awareness states of the others present.
   */
  'doc:join': (input: DocRef, ack: Ack<{ readOnly: boolean; status: DocumentStatus }>) => void;
  /**
   * A y-protocols message for a joined document. With an ack, an update (sync step 2 or update) is
   * acked {ok: true} only once stored in the database ("all changes saved"); 409 when the document
   * is not a draft (nothing stored), 403 when not joined. Awareness: send without an ack.
   */
  'doc:message': (input: DocMessage, ack?: Ack) => void;
  /** Leaves a document: the others see the socket's awareness (cursor) removed. */
  'doc:leave': (input: DocRef, ack?: Ack) => void;
}
