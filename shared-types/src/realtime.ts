/**
 * The Socket.IO contract: event names (`domain:verb`), payloads and acks, for the server
 * (`Server<ClientToServerEvents, ServerToClientEvents>`) and the browser
 * (`Socket<ServerToClientEvents, ClientToServerEvents>`). Writes go through REST; the socket
 * carries what happened, plus the volatile typing and presence signals.
 */
import { z } from 'zod';
import { COLLABORATION_STATUSES, DOCUMENT_STATUSES } from './constants';
import { COLLABORATION_STEPS } from './entities/collaboration';
import { userIdSchema } from './entities/common';
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
  /** Volatile; only to conversation partners. */
  presence: (event: PresenceEvent) => void;
  /** Volatile; only to the conversation partner being typed to. */
  typing: (event: TypingEvent) => void;
}

export interface ClientToServerEvents {
  /** The ack is optional; a bad payload gets an error ack when one is given. */
  typing: (input: TypingInput, ack?: Ack) => void;
  /** Which of these users are online; answers only for the caller's conversation partners. */
  'presence:query': (input: PresenceQuery, ack: Ack<{ online: string[] }>) => void;
}
