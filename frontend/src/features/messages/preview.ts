import type { Message } from '@labbridge/shared-types';

/**
 * The line under a conversation's name: its last message, marked "You:" when the user wrote it.
 * A collaboration card's text already names who acted, so it reads as it is.
 */
export const conversationPreview = (last: Message | null, me: string) => {
  if (!last) return 'No messages yet';
  return last.kind === 'text' && last.senderId === me ? `You: ${last.content}` : last.content;
};
