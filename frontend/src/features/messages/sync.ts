/**
 * The chat's conversations with the server: loading threads and older pages, catching up after
 * a gap, marking read, and sending with an optimistic pending message. Each call reads the store
 * when it runs, so a logout (store reset) in the middle leaves nothing behind.
 */
import {
  API,
  isRetryableMutationError,
  type Message,
  QUERY_POLICY,
  retryDelayMs,
  type SendMessageRequest,
} from '@labbridge/shared-types';
import type { QueryClient } from '@tanstack/react-query';
import { errorText, isApiError } from '../../lib/api';
import { callApi } from '../../lib/api-client';
import type { LiveContext } from '../../lib/socket';
import { toast } from '../../ui/toast';
import { drainSince, needsCatchUp, sinceCursor } from './catch-up';
import { pendingKey, unreadReceivedUpTo } from './chat-model';
import { chatActions, useChatStore } from './chat-store';
import { queryPresence } from './presence';
import { UNREAD_MESSAGES_KEY } from './queries';

export const RECENT_PATH = API.messages.recent.path;

const THREAD_PAGE = 30;
const SINCE_PAGE = 100;
export const SEND_FAILED_TEXT = 'Could not send message. Please try again.';

/** Who is signed in and the cache the chat keeps in step (badges, conversation list). */
export type SyncContext = LiveContext;

const conversation = (partnerId: string) => useChatStore.getState().conversations[partnerId];

/** The conversation list and the unread badge, after anything that may change them. */
export const refreshConversationCounts = (queryClient: QueryClient) => {
  void queryClient.invalidateQueries({ queryKey: [RECENT_PATH] });
  void queryClient.invalidateQueries({ queryKey: UNREAD_MESSAGES_KEY });
};

/** A client id for a new message: the server stores a retried send only once. */
export function newClientMessageId(): string {
  // getRandomValues, unlike randomUUID, exists outside secure contexts (plain-http deployments).
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  return Array.from(bytes, (b) => b.toString(16).padStart(2, '0')).join('');
}

/** The newest page of a thread; `force` reloads one that failed. */
export async function loadThread(partnerId: string, ctx: SyncContext, force = false) {
  const current = conversation(partnerId);
  if (current && !force && current.status !== 'error') return;
  chatActions.startLoading(partnerId);
  try {
    const page = await callApi(API.messages.thread, {
      params: { userId: partnerId },
      query: { limit: THREAD_PAGE },
    });
    chatActions.loaded(partnerId, page, ctx.me);
    queryPresence([partnerId]);
    const loaded = conversation(partnerId);
    if (loaded && needsCatchUp(loaded)) await catchUp(partnerId, ctx);
  } catch (err) {
    chatActions.loadFailed(partnerId, errorText(err, 'Could not load this conversation.'));
  }
}

/** The page before the oldest message held (scrolling up). */
export async function loadOlder(partnerId: string, ctx: SyncContext) {
  const current = conversation(partnerId);
  if (current?.status !== 'ready' || current.loadingOlder || current.nextBefore === null) return;
  chatActions.olderLoading(partnerId, true);
  try {
    const page = await callApi(API.messages.thread, {
      params: { userId: partnerId },
      query: { before: current.nextBefore, limit: THREAD_PAGE },
    });
    chatActions.olderLoaded(partnerId, page, ctx.me);
  } catch (err) {
    chatActions.olderLoading(partnerId, false);
    toast({
      title: 'Error',
      description: errorText(err, 'Could not load older messages.'),
      variant: 'destructive',
    });
  }
}

const catchUps = new Map<string, Promise<void>>();
const catchUpAgain = new Set<string>();

/**
 * Fetches every message after the conversation's cursor. One run per conversation at a time;
 * a request made while one runs makes it go round once more.
 */
export function catchUp(partnerId: string, ctx: SyncContext): Promise<void> {
  const running = catchUps.get(partnerId);
  if (running) {
    catchUpAgain.add(partnerId);
    return running;
  }
  const run = (async () => {
    do {
      catchUpAgain.delete(partnerId);
      const current = conversation(partnerId);
      if (current?.status !== 'ready') return;
      const messages = await drainSince(
        (after) =>
          callApi(API.messages.since, {
            params: { userId: partnerId },
            query: { after, limit: SINCE_PAGE },
          }),
        sinceCursor(current),
      );
      chatActions.received(messages, ctx.me);
    } while (catchUpAgain.has(partnerId));
  })()
    .catch((err) => console.warn('Conversation catch-up failed; the next reconnect retries', err))
    .finally(() => catchUps.delete(partnerId));
  catchUps.set(partnerId, run);
  return run;
}

const reading = new Set<string>();

/** Marks what I received in the conversation read, up to the newest such message held. */
export async function markConversationRead(partnerId: string, ctx: SyncContext): Promise<void> {
  const current = conversation(partnerId);
  const upToSeq = current ? unreadReceivedUpTo(current, ctx.me) : null;
  if (upToSeq === null || reading.has(partnerId)) return;
  reading.add(partnerId);
  try {
    const result = await callApi(API.messages.read, {
      params: { userId: partnerId },
      body: { upToSeq },
    });
    chatActions.read({ byUserId: ctx.me, withUserId: partnerId, upToSeq }, ctx.me);
    ctx.queryClient.setQueryData(UNREAD_MESSAGES_KEY, { unreadCount: result.unreadCount });
    void ctx.queryClient.invalidateQueries({ queryKey: [RECENT_PATH] });
  } catch (err) {
    console.warn('Could not mark the conversation read', err);
    return;
  } finally {
    reading.delete(partnerId);
  }
  // Messages that arrived while the call was out are marked in a second pass.
  await markConversationRead(partnerId, ctx);
}

/**
 * POST /api/messages, retried on network and server failures under the same clientMessageId;
 * `onRetry` hears of each retry.
 */
export async function postMessage(
  input: SendMessageRequest,
  onRetry?: () => void,
): Promise<Message> {
  for (let attempt = 0; ; attempt++) {
    try {
      return await callApi(API.messages.send, { body: input });
    } catch (err) {
      if (!isApiError(err) || !isRetryableMutationError(err.clientError, attempt)) throw err;
      onRetry?.();
      await new Promise((resolve) =>
        setTimeout(resolve, retryDelayMs(attempt, QUERY_POLICY.mutationRetryCapMs)),
      );
    }
  }
}

interface Draft {
  clientMessageId: string;
  partnerId: string;
  content: string;
  projectId: number | null;
}

/** A send pending longer than this has made the user wait: its success is confirmed. */
export const SLOW_SEND_MS = 1_000;

/**
 * Spec §8 gives the messages page a 'Message sent' success toast. Each message already shows its
 * own state in place (pending, then sent), so a toast for every message would only flicker over
 * the conversation. It confirms the sends the user had reason to doubt: one that stayed pending
 * for more than SLOW_SEND_MS, or that went through only after a retry (automatic, or the failed
 * message's Retry). Never more than once per send.
 */
export const confirmsSend = (pendingMs: number, retried: boolean) =>
  retried || pendingMs > SLOW_SEND_MS;

/**
 * Sends a draft that is already on screen as pending; true when the server stored it. `retried`
 * says the draft failed before (the user pressed Retry).
 */
async function deliver(draft: Draft, ctx: SyncContext, retried = false): Promise<boolean> {
  const started = Date.now();
  let retriedNow = retried;
  try {
    const message = await postMessage(
      {
        receiverId: draft.partnerId,
        content: draft.content,
        projectId: draft.projectId,
        clientMessageId: draft.clientMessageId,
      },
      () => {
        retriedNow = true;
      },
    );
    chatActions.received([message], ctx.me);
    refreshConversationCounts(ctx.queryClient);
    if (confirmsSend(Date.now() - started, retriedNow)) toast({ title: 'Message sent' });
    return true;
  } catch (err) {
    const text = errorText(err, SEND_FAILED_TEXT);
    chatActions.delivery(draft.partnerId, draft.clientMessageId, 'failed', text);
    toast({ title: 'Error', description: text, variant: 'destructive' });
    return false;
  }
}

/** Shows the message at once as pending, then sent or failed as the server answers. */
export function sendMessage(
  partnerId: string,
  content: string,
  projectId: number | null,
  ctx: SyncContext,
): Promise<boolean> {
  const draft: Draft = { clientMessageId: newClientMessageId(), partnerId, content, projectId };
  chatActions.pending(partnerId, {
    clientMessageId: draft.clientMessageId,
    senderId: ctx.me,
    receiverId: partnerId,
    content,
    projectId,
    createdAt: new Date().toISOString(),
  });
  return deliver(draft, ctx);
}

/** Tries a failed message again with its own clientMessageId, so it is never stored twice. */
export async function retryMessage(partnerId: string, clientMessageId: string, ctx: SyncContext) {
  const message = conversation(partnerId)?.messages[pendingKey(clientMessageId)];
  if (message?.delivery !== 'failed') return;
  chatActions.delivery(partnerId, clientMessageId, 'pending');
  await deliver(
    { clientMessageId, partnerId, content: message.content, projectId: message.projectId },
    ctx,
    true,
  );
}
