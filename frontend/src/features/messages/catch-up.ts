/**
 * What to fetch so that nothing sent while this tab was away is lost, doubled or shown out of
 * order. Socket.IO does not replay what a dropped socket missed; the per-conversation seq does:
 * a live message whose seq jumps past the cursor, or any reconnect, means "fetch since".
 */
import type { Message, ThreadSinceResponse } from '@labbridge/shared-types';
import type { Conversation } from './chat-model';

/** True when a ready conversation knows of messages after its cursor that it does not hold. */
export const needsCatchUp = (conversation: Conversation) =>
  conversation.status === 'ready' && conversation.latestSeq > conversation.lastSeq;

/** Where a catch-up starts: the last seq up to which nothing is missing. */
export const sinceCursor = (conversation: Conversation) => conversation.lastSeq;

export interface ReconnectPlan {
  /** Ready conversations: fetch everything after their cursor. */
  catchUp: string[];
  /** Conversations whose first load failed: load them again. */
  reload: string[];
}

/**
 * After every (re)connect: each conversation already on screen asks for what came after its
 * cursor, whether or not it knows of a gap; a conversation that never loaded is loaded afresh.
 * Loading conversations are left alone: their first page is already on its way.
 */
export function planReconnect(conversations: Record<string, Conversation>): ReconnectPlan {
  const plan: ReconnectPlan = { catchUp: [], reload: [] };
  for (const c of Object.values(conversations)) {
    if (c.status === 'ready') plan.catchUp.push(c.partnerId);
    else if (c.status === 'error') plan.reload.push(c.partnerId);
  }
  return plan;
}

/**
 * Every message after `after`, page by page (`hasMore` → ask again after the last seq received).
 * Stops on a page that makes no progress, so a misbehaving answer cannot loop forever.
 */
export async function drainSince(
  fetchPage: (after: number) => Promise<ThreadSinceResponse>,
  after: number,
): Promise<Message[]> {
  const collected: Message[] = [];
  let cursor = after;
  for (;;) {
    const page = await fetchPage(cursor);
    collected.push(...page.messages);
    const last = page.messages.at(-1)?.seq ?? cursor;
    if (!page.hasMore || last <= cursor) return collected;
    cursor = last;
  }
}
