import { z } from 'zod';
import { LIMITS } from '../constants';
import { aiSourceSchema } from '../entities/ai-source';
import { pageCursor, pageLimit, userIdSchema } from '../entities/common';
import { messageSchema, sendMessageRequestSchema } from '../entities/message';
import { userSchema } from '../entities/user';
import { GET, POST } from './endpoint';

/** The other side of a conversation, as the conversation list and thread header show it. */
export const conversationPartnerSchema = userSchema.pick({
  id: true,
  firstName: true,
  lastName: true,
  userType: true,
  /** Null when the partner's profile is private. */
  organization: true,
  profileImageUrl: true,
});
export type ConversationPartner = z.infer<typeof conversationPartnerSchema>;

/** POST /api/messages answers with the stored message (201 new, 200 for a retried clientMessageId). */
export const sendMessageResponseSchema = messageSchema;
export type SendMessageResponse = z.infer<typeof sendMessageResponseSchema>;

/** GET /api/messages/recent?limit= */
export const recentConversationsQuerySchema = z.object({ limit: pageLimit(50, 100) });
export const conversationSummarySchema = z.object({
  user: conversationPartnerSchema,
  lastMessage: messageSchema,
  /** Messages of this conversation the current user received and has not read. */
  unreadCount: z.number().int(),
});
export type ConversationSummary = z.infer<typeof conversationSummarySchema>;
export const recentConversationsResponseSchema = z.object({
  conversations: z.array(conversationSummarySchema),
});
export type RecentConversationsResponse = z.infer<typeof recentConversationsResponseSchema>;

/** GET /api/messages/:userId?before=<seq>&limit= : the newest page first, older pages by cursor. */
export const threadQuerySchema = z.object({
  before: pageCursor.optional(),
  limit: pageLimit(30, 100),
});
export const threadResponseSchema = z.object({
  user: conversationPartnerSchema,
  /** Oldest first within the page. */
  messages: z.array(messageSchema),
  /** Pass as `before` to load the next older page; null when this page reaches the start. */
  nextBefore: z.number().int().nullable(),
  /** The highest seq of the conversation (0 when it has none yet). */
  lastSeq: z.number().int(),
});
export type ThreadResponse = z.infer<typeof threadResponseSchema>;

/** GET /api/messages/:userId/since?after=<seq>&limit= : catch-up after a reconnect. */
export const threadSinceQuerySchema = z.object({
  after: pageCursor,
  limit: pageLimit(100, 500),
});
export const threadSinceResponseSchema = z.object({
  /** Oldest first, every message with seq > after. */
  messages: z.array(messageSchema),
  /** True when more follow: ask again with after = the last seq received. */
  hasMore: z.boolean(),
  lastSeq: z.number().int(),
});
export type ThreadSinceResponse = z.infer<typeof threadSinceResponseSchema>;

/** POST /api/messages/:userId/read {upToSeq?}: without upToSeq everything received is read. */
export const markConversationReadRequestSchema = z
  .object({ upToSeq: pageCursor.optional() })
  .default({});
export type MarkConversationReadRequest = z.input<typeof markConversationReadRequestSchema>;
export const markConversationReadResponseSchema = z.object({
  /** How many messages this call marked read. */
  updated: z.number().int(),
  /** The highest seq marked read, or null when nothing was unread. */
  upToSeq: z.number().int().nullable(),
  /** The current user's unread messages across every conversation, after this call. */
  unreadCount: z.number().int(),
});
export type MarkConversationReadResponse = z.infer<typeof markConversationReadResponseSchema>;

/** GET /api/messages/unread-count */
export const unreadMessagesResponseSchema = z.object({ unreadCount: z.number().int() });
export type UnreadMessagesResponse = z.infer<typeof unreadMessagesResponseSchema>;

const suggestText = z
  .string()
  .max(LIMITS.messageMaxLength)
  .refine((v) => v.trim().length > 0, 'Required');

/**
 * GET /api/messages/suggest-response?text=&withUserId= and the POST form with the same fields:
 * withUserId adds the conversation (its latest messages and project) as context.
 */
export const suggestResponseRequestSchema = z.object({
  text: suggestText,
  withUserId: userIdSchema.optional(),
});
export const suggestResponseQuerySchema = suggestResponseRequestSchema;
export type SuggestResponseRequest = z.infer<typeof suggestResponseRequestSchema>;
export const suggestResponseResponseSchema = z.object({
  suggestions: z.array(z.string()),
  generatedBy: aiSourceSchema.optional(),
});
export type SuggestResponseResponse = z.infer<typeof suggestResponseResponseSchema>;

export const messageEndpoints = {
  send: POST('/api/messages', sendMessageResponseSchema, sendMessageRequestSchema),
  recent: GET(
    '/api/messages/recent',
    recentConversationsResponseSchema,
    recentConversationsQuerySchema,
  ),
  unreadCount: GET('/api/messages/unread-count', unreadMessagesResponseSchema),
  suggest: GET(
    '/api/messages/suggest-response',
    suggestResponseResponseSchema,
    suggestResponseQuerySchema,
  ),
  suggestPost: POST(
    '/api/messages/suggest-response',
    suggestResponseResponseSchema,
    suggestResponseRequestSchema,
  ),
  thread: GET('/api/messages/:userId', threadResponseSchema, threadQuerySchema),
  since: GET('/api/messages/:userId/since', threadSinceResponseSchema, threadSinceQuerySchema),
  read: POST(
    '/api/messages/:userId/read',
    markConversationReadResponseSchema,
    markConversationReadRequestSchema,
  ),
};
