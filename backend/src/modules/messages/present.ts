import type { ConversationPartner, Message } from '@labbridge/shared-types';
import type { messages } from '../../db/schema';
import { toPublicUser, type UserRow } from '../users/present';

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
});

/** The other party of a conversation, with the same privacy rule as a public profile. */
export const toPartner = (row: UserRow): ConversationPartner => {
  const visible = toPublicUser(row);
  return {
    id: visible.id,
    firstName: visible.firstName,
    lastName: visible.lastName,
    userType: visible.userType,
    organization: visible.organization,
    profileImageUrl: visible.profileImageUrl,
  };
};

/** One row per pair of users, whichever of them writes first. */
export const conversationKey = (a: string, b: string) => [a, b].sort().join(':');

/** Where a message notification leads: the conversation with its sender. */
export const conversationUrl = (otherUserId: string) => `/messages?user=${otherUserId}`;
