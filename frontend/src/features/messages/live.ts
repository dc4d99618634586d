/**
 * The chat's socket events: live messages (with gap detection), read receipts, typing and
 * presence, and the catch-up every (re)connect needs because Socket.IO replays nothing (and every
 * realtime:resync, when events from the other servers could not reach this socket).
 */
import type {
  Message,
  MessageReadEvent,
  PresenceEvent,
  RecentConversationsResponse,
  TypingEvent,
} from '@labbridge/shared-types';
import type { QueryClient } from '@tanstack/react-query';
import { type AppSocket, type LiveBinder, listen, onEventsMissed } from '../../lib/socket';
import { suppressAlerts } from '../notifications/alerts';
import { needsCatchUp, planReconnect } from './catch-up';
import { partnerOf } from './chat-model';
import { chatActions, useChatStore } from './chat-store';
import { queryPresence, queryUnknownPresence } from './presence';
import {
  catchUp,
  loadThread,
  RECENT_PATH,
  refreshConversationCounts,
  type SyncContext,
} from './sync';

/** Typing signals are volatile: one that says "stopped" may be lost, so "typing" expires. */
const TYPING_TTL_MS = 6_000;

/** Where a message notification about a conversation leads (the server's actionUrl). */
export const conversationUrl = (userId: string) => `/messages?user=${userId}`;

/** Everyone this tab knows to be a conversation partner: list rows and open threads. */
function knownPartners(queryClient: QueryClient): string[] {
  const ids = new Set(Object.keys(useChatStore.getState().conversations));
  for (const [, data] of queryClient.getQueriesData<RecentConversationsResponse>({
    queryKey: [RECENT_PATH],
  })) {
    for (const c of data?.conversations ?? []) ids.add(c.user.id);
  }
  return [...ids];
}

/** Whenever a conversation list arrives (this page's or the dashboard's), its partners' presence. */
function watchConversationLists(queryClient: QueryClient): () => void {
  return queryClient.getQueryCache().subscribe((event) => {
    if (event.type !== 'updated' || event.action.type !== 'success') return;
    if (event.query.queryKey[0] !== RECENT_PATH) return;
    const data = event.query.state.data as RecentConversationsResponse | undefined;
    queryUnknownPresence(data?.conversations.map((c) => c.user.id) ?? []);
  });
}

/** After each connect: the list, the badge, every open thread and who is online, afresh. */
async function catchUpAll(socket: AppSocket, ctx: SyncContext) {
  refreshConversationCounts(ctx.queryClient);
  const plan = planReconnect(useChatStore.getState().conversations);
  await Promise.all([
    ...plan.catchUp.map((partnerId) => catchUp(partnerId, ctx)),
    ...plan.reload.map((partnerId) => loadThread(partnerId, ctx, true)),
  ]);
  queryPresence(knownPartners(ctx.queryClient), socket);
}

/** Subscribes the chat to a session's socket; returns the unsubscribe (which forgets the chat). */
export const bindMessageEvents: LiveBinder = (socket, ctx) => {
  const typingTimers = new Map<string, ReturnType<typeof setTimeout>>();

  const setTyping = (userId: string, isTyping: boolean) => {
    clearTimeout(typingTimers.get(userId));
    typingTimers.delete(userId);
    chatActions.setTyping(userId, isTyping);
    if (isTyping) {
      typingTimers.set(
        userId,
        setTimeout(() => setTyping(userId, false), TYPING_TTL_MS),
      );
    }
  };

  const onMessage = (message: Message) => {
    const partnerId = partnerOf(message, ctx.me);
    if (message.senderId === partnerId) setTyping(partnerId, false);
    chatActions.received([message], ctx.me);
    const held = useChatStore.getState().conversations[partnerId];
    if (held && needsCatchUp(held)) void catchUp(partnerId, ctx);
    refreshConversationCounts(ctx.queryClient);
    // Presence is only told to partners: the first message may have just made this one.
    if (!useChatStore.getState().online[partnerId]) queryPresence([partnerId], socket);
  };

  const onRead = (event: MessageReadEvent) => {
    chatActions.read(event, ctx.me);
    if (event.byUserId === ctx.me) refreshConversationCounts(ctx.queryClient);
  };

  const onTyping = ({ userId, isTyping }: TypingEvent) => setTyping(userId, isTyping);
  const onPresence = ({ userId, online }: PresenceEvent) => chatActions.setOnline([userId], online);

  const onConnect = () => void catchUpAll(socket, ctx);

  // The conversation on screen reads its messages (and their notifications) at once.
  const liftSuppression = suppressAlerts((notification) => {
    const { activePartnerId } = useChatStore.getState();
    return (
      activePartnerId !== null &&
      notification.type === 'message' &&
      notification.actionUrl === conversationUrl(activePartnerId) &&
      document.visibilityState === 'visible'
    );
  });

  const unwatchLists = watchConversationLists(ctx.queryClient);
  const stopListening = listen(socket, {
    'message:new': onMessage,
    'message:read': onRead,
    typing: onTyping,
    presence: onPresence,
  });
  const stopCatchingUp = onEventsMissed(socket, onConnect, { everyConnect: true });
  return () => {
    stopListening();
    stopCatchingUp();
    liftSuppression();
    unwatchLists();
    for (const timer of typingTimers.values()) clearTimeout(timer);
    chatActions.reset();
  };
};
