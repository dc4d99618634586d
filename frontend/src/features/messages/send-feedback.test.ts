import { type Message, normaliseBareStatus } from '@labbridge/shared-types';
import { QueryClient } from '@tanstack/react-query';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ApiError, apiPost } from '../../lib/api';
import { toast } from '../../ui/toast';
import { chatActions } from './chat-store';
import { confirmsSend, retryMessage, SLOW_SEND_MS, sendMessage } from './sync';

vi.mock('../../lib/api', async (importOriginal) => ({
  ...(await importOriginal<typeof import('../../lib/api')>()),
  apiPost: vi.fn(),
}));
vi.mock('../../ui/toast', () => ({ toast: vi.fn() }));

const ME = '00000000-0000-4000-8000-00000000000a';
const THEM = '00000000-0000-4000-8000-00000000000b';
const ctx = { me: ME, queryClient: new QueryClient() };

const stored = (content: string, clientMessageId: string): Message => ({
  id: 1,
  senderId: ME,
  receiverId: THEM,
  content,
  projectId: null,
  seq: 1,
  clientMessageId,
  isRead: false,
  createdAt: new Date().toISOString(),
  kind: 'text',
  card: null,
});

/** The server's answer to POST /api/messages, after `delayMs`. */
const answerAfter = (delayMs: number) =>
  vi.mocked(apiPost).mockImplementationOnce(
    (_path, body) =>
      new Promise((resolve) => {
        const { content, clientMessageId } = body as { content: string; clientMessageId: string };
        setTimeout(() => resolve(stored(content, clientMessageId)), delayMs);
      }),
  );

const sentToasts = () =>
  vi.mocked(toast).mock.calls.filter(([input]) => input.title === 'Message sent').length;

beforeEach(() => {
  vi.useFakeTimers();
  chatActions.reset();
  chatActions.startLoading(THEM);
  const user = {
    id: THEM,
    firstName: 'Grace',
    lastName: 'Hopper',
    userType: 'industry' as const,
    organization: null,
    profileImageUrl: null,
  };
  chatActions.loaded(THEM, { user, messages: [], nextBefore: null, lastSeq: 0 }, ME);
});

afterEach(() => {
  vi.useRealTimers();
  vi.mocked(apiPost).mockReset();
  vi.mocked(toast).mockClear();
});

describe('the "Message sent" toast', () => {
  it('is reserved for slow sends and retries', () => {
    expect(confirmsSend(200, false)).toBe(false);
    expect(confirmsSend(SLOW_SEND_MS, false)).toBe(false);
    expect(confirmsSend(SLOW_SEND_MS + 1, false)).toBe(true);
    expect(confirmsSend(10, true)).toBe(true);
  });

  it.each([
    { send: 'a send that goes through at once', text: 'quick', ms: 100, toasts: 0 },
    {
      send: 'a send that stayed pending for more than a second',
      text: 'slow',
      ms: 1_500,
      toasts: 1,
    },
  ])('shows $toasts times for $send', async ({ text, ms, toasts }) => {
    answerAfter(ms);
    const sending = sendMessage(THEM, text, null, ctx);
    await vi.advanceTimersByTimeAsync(ms);
    expect(await sending).toBe(true);
    expect(sentToasts()).toBe(toasts);
  });

  it('shows once after an automatic retry', async () => {
    const unavailable = normaliseBareStatus(
      { kind: 'status', status: 503, statusText: 'Service Unavailable' },
      'POST /api/messages',
    );
    vi.mocked(apiPost).mockRejectedValueOnce(new ApiError(unavailable));
    answerAfter(10);
    const sending = sendMessage(THEM, 'flaky', null, ctx);
    await vi.advanceTimersByTimeAsync(5_000);
    expect(await sending).toBe(true);
    expect(vi.mocked(apiPost)).toHaveBeenCalledTimes(2);
    expect(sentToasts()).toBe(1);
  });

  it('shows once when the Retry of a failed message goes through', async () => {
    vi.mocked(apiPost).mockRejectedValueOnce(new Error('offline'));
    expect(await sendMessage(THEM, 'again', null, ctx)).toBe(false);
    expect(sentToasts()).toBe(0);
    const { clientMessageId } = vi.mocked(apiPost).mock.calls[0]![1] as { clientMessageId: string };
    answerAfter(10);
    const retrying = retryMessage(THEM, clientMessageId, ctx);
    await vi.advanceTimersByTimeAsync(10);
    await retrying;
    expect(sentToasts()).toBe(1);
  });
});
