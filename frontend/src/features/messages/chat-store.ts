/**
 * Live chat state of the signed-in session: conversations opened in this tab, who is online and
 * who is typing. Actions are plain state transitions (chat-model.ts); fetching, sending and
 * socket work live in sync.ts and the hooks.
 */
import type { Message, MessageReadEvent, ThreadResponse } from '@labbridge/shared-types';
import { create } from 'zustand';
import {
  type Conversation,
  emptyConversation,
  partnerOf,
  withDelivery,
  withLatestPage,
  withNewCleared,
  withOlderPage,
  withPending,
  withRead,
  withServerMessages,
} from './chat-model';

interface ChatState {
  conversations: Record<string, Conversation>;
  online: Record<string, boolean>;
  typing: Record<string, boolean>;
  /** The conversation on screen, if any (its notifications need no alert). */
  activePartnerId: string | null;
}

const initial: ChatState = { conversations: {}, online: {}, typing: {}, activePartnerId: null };

export const useChatStore = create<ChatState>(() => initial);

const update = (partnerId: string, change: (c: Conversation) => Conversation) =>
  useChatStore.setState((s) => {
    const current = s.conversations[partnerId];
    if (!current) return s;
    const next = change(current);
    return next === current ? s : { conversations: { ...s.conversations, [partnerId]: next } };
  });

export const chatActions = {
  reset: () => useChatStore.setState(initial, true),

  startLoading: (partnerId: string) =>
    useChatStore.setState((s) => {
      const current = s.conversations[partnerId] ?? emptyConversation(partnerId);
      return {
        conversations: {
          ...s.conversations,
          [partnerId]: { ...current, status: 'loading', error: null },
        },
      };
    }),

  loaded: (partnerId: string, page: ThreadResponse, me: string) =>
    update(partnerId, (c) => withLatestPage(c, page, me)),

  loadFailed: (partnerId: string, error: string) =>
    update(partnerId, (c) => ({ ...c, status: 'error', error })),

  olderLoading: (partnerId: string, loadingOlder: boolean) =>
    update(partnerId, (c) => ({ ...c, loadingOlder })),

  olderLoaded: (partnerId: string, page: ThreadResponse, me: string) =>
    update(partnerId, (c) => withOlderPage(c, page, me)),

  /** Server messages (live, catch-up or a send's answer), for conversations held in this tab. */
  received: (messages: readonly Message[], me: string) =>
    useChatStore.setState((s) => {
      const byPartner = new Map<string, Message[]>();
      for (const m of messages) {
        const partnerId = partnerOf(m, me);
        if (!s.conversations[partnerId]) continue;
        byPartner.set(partnerId, [...(byPartner.get(partnerId) ?? []), m]);
      }
      if (byPartner.size === 0) return s;
      const conversations = { ...s.conversations };
      for (const [partnerId, list] of byPartner) {
        conversations[partnerId] = withServerMessages(conversations[partnerId]!, list, me);
      }
      return { conversations };
    }),

  pending: (partnerId: string, draft: Parameters<typeof withPending>[1]) =>
    update(partnerId, (c) => withPending(c, draft)),

  delivery: (
    partnerId: string,
    clientMessageId: string,
    delivery: 'pending' | 'failed',
    error: string | null = null,
  ) => update(partnerId, (c) => withDelivery(c, clientMessageId, delivery, error)),

  read: (event: MessageReadEvent, me: string) => {
    const partnerId = event.byUserId === me ? event.withUserId : event.byUserId;
    update(partnerId, (c) => withRead(c, event, me));
  },

  setActive: (partnerId: string | null) =>
    useChatStore.setState((s) => {
      if (s.activePartnerId === partnerId) return s;
      const previous = s.activePartnerId ? s.conversations[s.activePartnerId] : undefined;
      return {
        activePartnerId: partnerId,
        conversations: previous
          ? { ...s.conversations, [previous.partnerId]: withNewCleared(previous) }
          : s.conversations,
      };
    }),

  setOnline: (userIds: readonly string[], online: boolean) =>
    useChatStore.setState((s) => {
      const next = { ...s.online };
      for (const id of userIds) next[id] = online;
      return { online: next };
    }),

  setTyping: (userId: string, isTyping: boolean) =>
    useChatStore.setState((s) =>
      (s.typing[userId] ?? false) === isTyping
        ? s
        : { typing: { ...s.typing, [userId]: isTyping } },
    ),
};
