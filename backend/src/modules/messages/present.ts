import type { ConversationPartner, Message } from '@labbridge/shared-types';
import type { messages } from '../../db/schema';
import { toVisibleProfile, type UserRow } from '../users/present';

export type MessageRow = typeof messages.$inferSelect;

export const toMessage = (row: MessageRow): Message => ({
  id: row.id,
  senderId: row.senderId,
  receiverId: row.receiverId,
  content: row.content,
  projectId: row.projectId,
  seq: row.seq,
  clientMessageId: row.clientMessageId,
  isRead: row.isRead,
  createdAt: row.createdAt.toISOString(),
  kind: row.kind,
  card:
    row.kind === 'collaboration' && row.collaborationId !== null && row.cardStep !== null
      ? { collaborationId: row.collaborationId, step: row.cardStep }
      : null,
});

/**
 * The other party of a conversation: name and role always (they are talking to them), the rest
 * under the same privacy rule as a public profile.
 */
export const toPartner = (row: UserRow): ConversationPartner => {
  const visible = toVisibleProfile(row);
  return {
    id: row.id,
    firstName: row.firstName,
    lastName: row.lastName,
    userType: row.userType,
    organization: visible.organization ?? null,
    profileImageUrl: visible.profileImageUrl ?? null,
  };
};

/** One row per pair of users, whichever of them writes first. */
export const conversationKey = (a: string, b: string) => [a, b].sort().join(':');

/** Where a message notification leads: the conversation with its sender. */
export const conversationUrl = (otherUserId: string) => `/messages?user=${otherUserId}`;
