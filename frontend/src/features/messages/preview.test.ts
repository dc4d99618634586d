import type { Message } from '@labbridge/shared-types';
import { describe, expect, it } from 'vitest';
import { conversationPreview } from './preview';

const message = (over: Partial<Message>): Message => ({
  id: 1,
  senderId: 'me',
  receiverId: 'them',
  content: 'See you Monday',
  projectId: null,
  seq: 1,
  clientMessageId: null,
  isRead: false,
  createdAt: '2026-01-01T00:00:00.000Z',
  kind: 'text',
  card: null,
  ...over,
});

describe('conversationPreview', () => {
  it('marks what the user wrote and leaves the partner’s words as they are', () => {
    expect(conversationPreview(message({}), 'me')).toBe('You: See you Monday');
    expect(conversationPreview(message({ senderId: 'them', receiverId: 'me' }), 'me')).toBe(
      'See you Monday',
    );
  });

  it('shows a collaboration card’s text, which names who acted, without "You:"', () => {
    const card = message({
      kind: 'collaboration',
      content: 'Amira Haddad accepted the collaboration',
      card: { collaborationId: 4, step: 'accepted' },
    });
    expect(conversationPreview(card, 'me')).toBe('Amira Haddad accepted the collaboration');
  });

  it('says so when there is no message yet', () => {
    expect(conversationPreview(null, 'me')).toBe('No messages yet');
  });
});
