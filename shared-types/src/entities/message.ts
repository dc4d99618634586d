import { z } from 'zod';
import { LIMITS } from '../constants';
import { COLLABORATION_STEPS } from './collaboration';
import { isoDate, rowIdSchema, userIdSchema } from './common';

/**
 * text: what a user wrote. collaboration: a step of a collaboration between the two users
 * (proposed, accepted…), written by the server into their thread as a card; its `content` is the
 * step in words and `card` says which collaboration and step, to link and style it.
 */
export const MESSAGE_KINDS = ['text', 'collaboration'] as const;

export const collaborationCardSchema = z.object({
  collaborationId: z.number().int(),
  step: z.enum(COLLABORATION_STEPS),
});
export type CollaborationCard = z.infer<typeof collaborationCardSchema>;

export const messageSchema = z.object({
  id: z.number().int(),
  senderId: z.string(),
  receiverId: z.string(),
  content: z.string(),
  projectId: z.number().int().nullable(),
  /** Per-conversation sequence number, assigned by the server in commit order. */
  seq: z.number().int(),
  clientMessageId: z.string().nullable(),
  isRead: z.boolean(),
  createdAt: isoDate,
  kind: z.enum(MESSAGE_KINDS),
  /** Set for kind 'collaboration', null for text. */
  card: collaborationCardSchema.nullable(),
});
export type Message = z.infer<typeof messageSchema>;

export const sendMessageRequestSchema = z.object({
  receiverId: z.string().trim().min(1, 'Required').pipe(userIdSchema),
  /** Trimmed first: the limits apply to the text that is stored. */
  content: z
    .string()
    .trim()
    .min(1, 'Please enter a message before sending.')
    .max(LIMITS.messageMaxLength, `Message must be at most ${LIMITS.messageMaxLength} characters`),
  projectId: rowIdSchema.nullish(),
  clientMessageId: z.string().trim().min(1).max(64),
});
export type SendMessageRequest = z.infer<typeof sendMessageRequestSchema>;
