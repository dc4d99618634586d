import type { Message, ThreadResponse } from '@labbridge/shared-types';
import { describe, expect, it } from 'vitest';
import {
  type Conversation,
  emptyConversation,
  lastReadByPartner,
  lastReceivedText,
  orderedMessages,
  pendingKey,
  unreadReceivedUpTo,
  withDelivery,
  withLatestPage,
  withNewCleared,
  withOlderPage,
  withPending,
  withRead,
  withServerMessages,
} from './chat-model';

const ME = '00000000-0000-4000-8000-00000000000a';
const THEM = '00000000-0000-4000-8000-00000000000b';

let nextId = 100;
/** A stored message of the conversation; `from: 'me'` for mine. */
const message = (seq: number, overrides: Partial<Message> & { from?: 'me' | 'them' } = {}) => {
  const { from = 'them', ...rest } = overrides;
  nextId += 1;
  return {
    id: nextId,
    senderId: from === 'me' ? ME : THEM,
    receiverId: from === 'me' ? THEM : ME,
    content: `message ${seq}`,
    projectId: null,
    seq,
    clientMessageId: `client-${nextId}`,
    isRead: false,
    createdAt: new Date(2026, 0, 1, 12, seq).toISOString(),
    kind: 'text',
    card: null,
    ...rest,
  } satisfies Message;
};

const page = (messages: Message[], overrides: Partial<ThreadResponse> = {}): ThreadResponse => ({
  user: {
    id: THEM,
    firstName: 'Grace',
    lastName: 'Hopper',
    userType: 'industry',
    organization: 'Navy',
    profileImageUrl: null,
  },
  messages,
  nextBefore: null,
  lastSeq: messages.at(-1)?.seq ?? 0,
  ...overrides,
});

const ready = (messages: Message[] = [], overrides: Partial<ThreadResponse> = {}) =>
  withLatestPage(emptyConversation(THEM), page(messages, overrides), ME);

const seqs = (c: Conversation) => orderedMessages(c).map((m) => m.seq);

const draft = (clientMessageId: string, content = 'hello') => ({
  clientMessageId,
  senderId: ME,
  receiverId: THEM,
  content,
  projectId: null,
  createdAt: new Date(2026, 0, 2).toISOString(),
});

describe('withServerMessages', () => {
  it('keeps one entry per id however often a message arrives', () => {
    const m = message(1);
    const c = withServerMessages(withServerMessages(ready(), [m], ME), [m, m], ME);
    expect(orderedMessages(c)).toHaveLength(1);
  });

  it('orders by seq whatever the arrival order', () => {
    const c = withServerMessages(ready(), [message(3), message(1), message(2)], ME);
    expect(seqs(c)).toEqual([1, 2, 3]);
  });

  it('moves the cursor only over seqs held without a hole', () => {
    let c = ready([message(1), message(2)]);
    expect(c.lastSeq).toBe(2);
    c = withServerMessages(c, [message(4)], ME);
    expect(c.lastSeq).toBe(2);
    expect(c.latestSeq).toBe(4);
    c = withServerMessages(c, [message(3)], ME);
    expect(c.lastSeq).toBe(4);
  });

  it('never turns a read message unread again', () => {
    const m = message(1, { isRead: true });
    const c = withServerMessages(ready([m]), [{ ...m, isRead: false }], ME);
    expect(orderedMessages(c)[0]!.isRead).toBe(true);
  });

  it('marks received unread messages New, and keeps the badge until the view closes', () => {
    let c = ready([message(1, { isRead: true }), message(2)]);
    expect(orderedMessages(c).map((m) => m.isNew)).toEqual([false, true]);
    c = withRead(c, { byUserId: ME, withUserId: THEM, upToSeq: 2 }, ME);
    expect(orderedMessages(c)[1]!.isNew).toBe(true);
    expect(orderedMessages(withNewCleared(c)).some((m) => m.isNew)).toBe(false);
  });
});

describe('optimistic sending', () => {
  it('shows a pending message after the stored ones, then replaces it with the server copy', () => {
    let c = withPending(ready([message(1)]), draft('abc'));
    expect(orderedMessages(c).map((m) => m.delivery)).toEqual(['sent', 'pending']);

    const stored = message(2, { from: 'me', clientMessageId: 'abc', content: 'hello' });
    c = withServerMessages(c, [stored], ME);
    const list = orderedMessages(c);
    expect(list).toHaveLength(2);
    expect(list[1]).toMatchObject({ id: stored.id, seq: 2, delivery: 'sent', renderKey: 'abc' });
    expect(c.messages[pendingKey('abc')]).toBeUndefined();
  });

  it('does not double a message whose socket echo and POST answer both arrive', () => {
    const stored = message(1, { from: 'me', clientMessageId: 'abc' });
    let c = withPending(ready(), draft('abc'));
    c = withServerMessages(c, [stored], ME);
    c = withServerMessages(c, [stored], ME);
    expect(orderedMessages(c)).toHaveLength(1);
  });

  it('fails with the reason, retries as pending, and ignores a message already answered', () => {
    let c = withPending(ready(), draft('abc'));
    c = withDelivery(c, 'abc', 'failed', 'Receiver not found');
    expect(c.messages[pendingKey('abc')]).toMatchObject({
      delivery: 'failed',
      error: 'Receiver not found',
    });
    c = withDelivery(c, 'abc', 'pending');
    expect(c.messages[pendingKey('abc')]).toMatchObject({ delivery: 'pending', error: null });

    const answered = withServerMessages(
      c,
      [message(1, { from: 'me', clientMessageId: 'abc' })],
      ME,
    );
    expect(withDelivery(answered, 'abc', 'failed', 'late')).toBe(answered);
  });

  it('keeps several pending messages in the order they were written', () => {
    let c = withPending(ready(), { ...draft('b'), createdAt: '2026-01-02T10:00:01.000Z' });
    c = withPending(c, { ...draft('a'), createdAt: '2026-01-02T10:00:00.000Z' });
    expect(orderedMessages(c).map((m) => m.clientMessageId)).toEqual(['a', 'b']);
  });
});

describe('pages', () => {
  it('is ready after the newest page, with its cursor, partner and older-page cursor', () => {
    const c = ready([message(5), message(6)], { nextBefore: 5 });
    expect(c).toMatchObject({ status: 'ready', lastSeq: 6, latestSeq: 6, nextBefore: 5 });
    expect(c.partner?.firstName).toBe('Grace');
  });

  it('keeps live messages that arrived while the first page loaded', () => {
    const loading = withServerMessages(emptyConversation(THEM), [message(3)], ME);
    expect(loading.lastSeq).toBe(0);
    const c = withLatestPage(loading, page([message(1), message(2)]), ME);
    expect(seqs(c)).toEqual([1, 2, 3]);
    expect(c.lastSeq).toBe(3);
  });

  it('knows of newer messages than the page holds when the server says so', () => {
    const c = ready([message(1)], { lastSeq: 3 });
    expect(c.lastSeq).toBe(1);
    expect(c.latestSeq).toBe(3);
  });

  it('puts an older page before the held messages and moves its cursor', () => {
    const c = withOlderPage(
      { ...ready([message(3), message(4)], { nextBefore: 3 }), loadingOlder: true },
      page([message(1), message(2)], { nextBefore: null }),
      ME,
    );
    expect(seqs(c)).toEqual([1, 2, 3, 4]);
    expect(c).toMatchObject({ nextBefore: null, loadingOlder: false, lastSeq: 4 });
  });
});

describe('read receipts', () => {
  it("marks my messages read up to the partner's seq and puts 'Read' on the newest of them", () => {
    let c = ready([message(1, { from: 'me' }), message(2, { from: 'me' }), message(3)]);
    c = withRead(c, { byUserId: THEM, withUserId: ME, upToSeq: 1 }, ME);
    const list = orderedMessages(c);
    expect(list.map((m) => m.isRead)).toEqual([true, false, false]);
    expect(lastReadByPartner(list, ME)?.seq).toBe(1);
  });

  it('keeps collaboration step cards as cards, never as the message carrying the receipt', () => {
    const card = { collaborationId: 4, step: 'proposed' as const };
    let c = ready([
      message(1, { from: 'me' }),
      message(2, { from: 'me', kind: 'collaboration', card, clientMessageId: null }),
    ]);
    c = withRead(c, { byUserId: THEM, withUserId: ME, upToSeq: 2 }, ME);
    const list = orderedMessages(c);
    expect(list.map((m) => m.card)).toEqual([null, card]);
    expect(lastReadByPartner(list, ME)?.seq).toBe(1);
  });

  it('marks what I received read when I read it (here or in another tab)', () => {
    let c = ready([message(1), message(2), message(3)]);
    expect(unreadReceivedUpTo(c, ME)).toBe(3);
    c = withRead(c, { byUserId: ME, withUserId: THEM, upToSeq: 2 }, ME);
    expect(unreadReceivedUpTo(c, ME)).toBe(3);
    c = withRead(c, { byUserId: ME, withUserId: THEM, upToSeq: 3 }, ME);
    expect(unreadReceivedUpTo(c, ME)).toBeNull();
  });
});

describe('lastReceivedText', () => {
  it('is the newest message when I received it, empty once I replied', () => {
    const c = ready([message(1, { content: 'Can we talk?' })]);
    expect(lastReceivedText(orderedMessages(c), ME)).toBe('Can we talk?');
    const replied = withPending(c, draft('x'));
    expect(lastReceivedText(orderedMessages(replied), ME)).toBe('');
  });
});
