import type { Message, ThreadSinceResponse } from '@labbridge/shared-types';
import { describe, expect, it } from 'vitest';
import { drainSince, needsCatchUp, planReconnect, sinceCursor } from './catch-up';
import { type Conversation, emptyConversation, withServerMessages } from './chat-model';

const ME = '00000000-0000-4000-8000-00000000000a';
const THEM = '00000000-0000-4000-8000-00000000000b';

const message = (seq: number): Message => ({
  id: 1000 + seq,
  senderId: THEM,
  receiverId: ME,
  content: `message ${seq}`,
  projectId: null,
  seq,
  clientMessageId: `c${seq}`,
  isRead: false,
  createdAt: new Date(2026, 0, 1, 12, seq).toISOString(),
  kind: 'text',
  card: null,
});

const readyAt = (partnerId: string, lastSeq: number): Conversation => ({
  ...emptyConversation(partnerId, 'ready'),
  lastSeq,
  latestSeq: lastSeq,
});

describe('gap detection', () => {
  it('sees no gap when the live message is the next seq', () => {
    const c = withServerMessages(readyAt(THEM, 4), [message(5)], ME);
    expect(needsCatchUp(c)).toBe(false);
    expect(sinceCursor(c)).toBe(5);
  });

  it('sees a gap when a live message jumps past the cursor, and asks from the cursor', () => {
    const c = withServerMessages(readyAt(THEM, 4), [message(7)], ME);
    expect(needsCatchUp(c)).toBe(true);
    expect(sinceCursor(c)).toBe(4);
  });

  it('closes the gap once the missing messages arrive', () => {
    let c = withServerMessages(readyAt(THEM, 4), [message(7)], ME);
    c = withServerMessages(c, [message(5), message(6), message(7)], ME);
    expect(needsCatchUp(c)).toBe(false);
    expect(sinceCursor(c)).toBe(7);
  });

  it('does not chase gaps before the first page has loaded', () => {
    const c = withServerMessages(emptyConversation(THEM), [message(9)], ME);
    expect(needsCatchUp(c)).toBe(false);
  });
});

describe('planReconnect', () => {
  it('catches up ready conversations, reloads failed ones, leaves loading ones alone', () => {
    const plan = planReconnect({
      a: readyAt('a', 3),
      b: { ...emptyConversation('b'), status: 'error', error: 'offline' },
      c: emptyConversation('c'),
    });
    expect(plan).toEqual({ catchUp: ['a'], reload: ['b'] });
  });
});

describe('drainSince', () => {
  const serve = (all: Message[], pageSize: number) => {
    const calls: number[] = [];
    const fetchPage = async (after: number): Promise<ThreadSinceResponse> => {
      calls.push(after);
      const rest = all.filter((m) => m.seq > after);
      return {
        messages: rest.slice(0, pageSize),
        hasMore: rest.length > pageSize,
        lastSeq: all.at(-1)?.seq ?? 0,
      };
    };
    return { calls, fetchPage };
  };

  it('fetches page after page from the last seq received until nothing more follows', async () => {
    const all = [1, 2, 3, 4, 5, 6, 7].map(message);
    const { calls, fetchPage } = serve(all, 3);
    const got = await drainSince(fetchPage, 2);
    expect(got.map((m) => m.seq)).toEqual([3, 4, 5, 6, 7]);
    expect(calls).toEqual([2, 5]);
  });

  it('asks once when nothing is missing', async () => {
    const { calls, fetchPage } = serve([message(1)], 3);
    expect(await drainSince(fetchPage, 1)).toEqual([]);
    expect(calls).toEqual([1]);
  });

  it('stops on an answer that claims more but makes no progress', async () => {
    let calls = 0;
    const stuck = async (): Promise<ThreadSinceResponse> => {
      calls += 1;
      return { messages: [], hasMore: true, lastSeq: 9 };
    };
    expect(await drainSince(stuck, 3)).toEqual([]);
    expect(calls).toBe(1);
  });
});
