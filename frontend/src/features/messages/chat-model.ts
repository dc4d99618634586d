/**
 * The chat state of one conversation and its transitions, as pure functions the store and the
 * tests share. Sent messages are keyed by server id and ordered by their per-conversation seq;
 * messages still on their way are keyed by their clientMessageId until the server answers.
 */
import type {
  CollaborationCard,
  ConversationPartner,
  Message,
  MessageReadEvent,
  ThreadResponse,
} from '@labbridge/shared-types';

export type ConversationStatus = 'loading' | 'ready' | 'error';
export type Delivery = 'pending' | 'sent' | 'failed';

export interface ChatMessage {
  /** Stays the same from pending to sent, so the row on screen is not rebuilt. */
  renderKey: string;
  id: number | null;
  clientMessageId: string | null;
  senderId: string;
  receiverId: string;
  content: string;
  projectId: number | null;
  /** Null until the server has stored the message. */
  seq: number | null;
  isRead: boolean;
  createdAt: string;
  delivery: Delivery;
  /** Why the last attempt failed (the server's message), for failed messages. */
  error: string | null;
  /** Received and unread when it reached this view: shows the 'New' badge until the view closes. */
  isNew: boolean;
  /** A collaboration step the server wrote into the thread; null for what a user wrote. */
  card: CollaborationCard | null;
}

export interface Conversation {
  partnerId: string;
  status: ConversationStatus;
  error: string | null;
  partner: ConversationPartner | null;
  messages: Record<string, ChatMessage>;
  /** Every message from the loaded window up to this seq is held: the catch-up cursor. */
  lastSeq: number;
  /** The highest seq known to exist (from the server or a live message). */
  latestSeq: number;
  /** `before` for the next older page; null once the first message is loaded. */
  nextBefore: number | null;
  loadingOlder: boolean;
}

export const sentKey = (id: number) => `m${id}`;
export const pendingKey = (clientMessageId: string) => `c${clientMessageId}`;

export const emptyConversation = (
  partnerId: string,
  status: ConversationStatus = 'loading',
): Conversation => ({
  partnerId,
  status,
  error: null,
  partner: null,
  messages: {},
  lastSeq: 0,
  latestSeq: 0,
  nextBefore: null,
  loadingOlder: false,
});

/** The other party of a message, seen from `me`. */
export const partnerOf = (message: Pick<Message, 'senderId' | 'receiverId'>, me: string) =>
  message.senderId === me ? message.receiverId : message.senderId;

const heldSeqs = (messages: Record<string, ChatMessage>) => {
  const seqs = new Set<number>();
  for (const m of Object.values(messages)) if (m.seq !== null) seqs.add(m.seq);
  return seqs;
};

/** Moves the cursor over every seq held right after it, so it never skips a missing one. */
export const advanceLastSeq = (lastSeq: number, held: Set<number>) => {
  let seq = lastSeq;
  while (held.has(seq + 1)) seq += 1;
  return seq;
};

const toChatMessage = (
  message: Message,
  me: string,
  existing: ChatMessage | undefined,
): ChatMessage => {
  const received = message.receiverId === me;
  const isRead = message.isRead || (existing?.isRead ?? false);
  return {
    renderKey: existing?.renderKey ?? message.clientMessageId ?? sentKey(message.id),
    id: message.id,
    clientMessageId: message.clientMessageId,
    senderId: message.senderId,
    receiverId: message.receiverId,
    content: message.content,
    projectId: message.projectId,
    seq: message.seq,
    // Read is one-way: an older answer arriving late cannot make a message unread again.
    isRead,
    createdAt: message.createdAt,
    delivery: 'sent',
    error: null,
    isNew: (existing?.isNew ?? false) || (received && !message.isRead),
    card: message.kind === 'collaboration' ? message.card : null,
  };
};

/**
 * Adds server messages: one entry per id whatever the order or number of arrivals, and the
 * pending entry a message of mine answers (same clientMessageId) is replaced by it.
 */
export function withServerMessages(
  conversation: Conversation,
  incoming: readonly Message[],
  me: string,
): Conversation {
  if (incoming.length === 0) return conversation;
  const messages = { ...conversation.messages };
  let latestSeq = conversation.latestSeq;
  for (const message of incoming) {
    const key = sentKey(message.id);
    let existing = messages[key];
    if (!existing && message.clientMessageId && message.senderId === me) {
      const pending = pendingKey(message.clientMessageId);
      existing = messages[pending];
      delete messages[pending];
    }
    messages[key] = toChatMessage(message, me, existing);
    latestSeq = Math.max(latestSeq, message.seq);
  }
  const lastSeq =
    conversation.status === 'ready'
      ? advanceLastSeq(conversation.lastSeq, heldSeqs(messages))
      : conversation.lastSeq;
  return { ...conversation, messages, latestSeq, lastSeq };
}

/** The newest page arrived: the conversation is ready, its cursor at the page's newest seq. */
export function withLatestPage(
  conversation: Conversation,
  page: ThreadResponse,
  me: string,
): Conversation {
  const pageMax = page.messages.reduce((max, m) => Math.max(max, m.seq), 0);
  const merged = withServerMessages({ ...conversation, status: 'loading' }, page.messages, me);
  return {
    ...merged,
    status: 'ready',
    error: null,
    partner: page.user,
    nextBefore: page.nextBefore,
    lastSeq: advanceLastSeq(pageMax, heldSeqs(merged.messages)),
    latestSeq: Math.max(merged.latestSeq, page.lastSeq),
  };
}

/** An older page arrived (scrolling up). */
export function withOlderPage(
  conversation: Conversation,
  page: ThreadResponse,
  me: string,
): Conversation {
  return {
    ...withServerMessages(conversation, page.messages, me),
    nextBefore: page.nextBefore,
    loadingOlder: false,
  };
}

/** A message of mine is on its way. */
export function withPending(
  conversation: Conversation,
  draft: {
    clientMessageId: string;
    senderId: string;
    receiverId: string;
    content: string;
    projectId: number | null;
    createdAt: string;
  },
): Conversation {
  const message: ChatMessage = {
    ...draft,
    renderKey: draft.clientMessageId,
    id: null,
    seq: null,
    isRead: false,
    delivery: 'pending',
    error: null,
    isNew: false,
    card: null,
  };
  return {
    ...conversation,
    messages: { ...conversation.messages, [pendingKey(draft.clientMessageId)]: message },
  };
}

/** A message still waiting for the server failed, or is being tried again. */
export function withDelivery(
  conversation: Conversation,
  clientMessageId: string,
  delivery: Exclude<Delivery, 'sent'>,
  error: string | null = null,
): Conversation {
  const key = pendingKey(clientMessageId);
  const message = conversation.messages[key];
  // Already answered by the server (e.g. the socket was quicker): nothing left to update.
  if (!message) return conversation;
  return {
    ...conversation,
    messages: { ...conversation.messages, [key]: { ...message, delivery, error } },
  };
}

/**
 * A read receipt: the reader has read what they received in this conversation up to a seq.
 * Either I read the partner's messages (another tab of mine) or the partner read mine.
 */
export function withRead(
  conversation: Conversation,
  event: MessageReadEvent,
  me: string,
): Conversation {
  const readerIsMe = event.byUserId === me;
  const receiver = readerIsMe ? me : conversation.partnerId;
  let changed = false;
  const messages = { ...conversation.messages };
  for (const [key, m] of Object.entries(messages)) {
    if (m.receiverId === receiver && m.seq !== null && m.seq <= event.upToSeq && !m.isRead) {
      messages[key] = { ...m, isRead: true };
      changed = true;
    }
  }
  return changed ? { ...conversation, messages } : conversation;
}

/** The view closed: 'New' badges have been seen. */
export function withNewCleared(conversation: Conversation): Conversation {
  if (!Object.values(conversation.messages).some((m) => m.isNew)) return conversation;
  const messages: Record<string, ChatMessage> = {};
  for (const [key, m] of Object.entries(conversation.messages)) {
    messages[key] = m.isNew ? { ...m, isNew: false } : m;
  }
  return { ...conversation, messages };
}

/** Stored messages by seq, then messages still on their way in the order they were written. */
export function orderedMessages(conversation: Conversation): ChatMessage[] {
  return Object.values(conversation.messages).sort((a, b) => {
    if (a.seq !== null && b.seq !== null) return a.seq - b.seq;
    if (a.seq !== null) return -1;
    if (b.seq !== null) return 1;
    return a.createdAt.localeCompare(b.createdAt);
  });
}

/** The highest seq of a received message I have not read, or null. */
export function unreadReceivedUpTo(conversation: Conversation, me: string): number | null {
  let upTo: number | null = null;
  for (const m of Object.values(conversation.messages)) {
    if (m.receiverId === me && !m.isRead && m.seq !== null) upTo = Math.max(upTo ?? 0, m.seq);
  }
  return upTo;
}

/** The message that carries the 'Read' receipt: my newest message the partner has read. */
export function lastReadByPartner(ordered: readonly ChatMessage[], me: string): ChatMessage | null {
  for (let i = ordered.length - 1; i >= 0; i--) {
    const m = ordered[i]!;
    // A step card is the server's, not a message the partner read.
    if (m.senderId === me && m.isRead && !m.card) return m;
  }
  return null;
}

/** What reply suggestions answer: the newest message when I received it, else '' (I spoke last). */
export function lastReceivedText(ordered: readonly ChatMessage[], me: string): string {
  const newest = ordered.at(-1);
  return newest && newest.receiverId === me ? newest.content : '';
}
