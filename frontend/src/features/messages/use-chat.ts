/** The hooks the messages page uses to read a conversation and act on it. */
import { useQueryClient } from '@tanstack/react-query';
import { useCallback, useEffect, useMemo, useRef } from 'react';
import { useSignedInUser } from '../../app/auth';
import { getSocket } from '../../lib/socket';
import { orderedMessages, unreadReceivedUpTo } from './chat-model';
import { chatActions, useChatStore } from './chat-store';
import { loadThread, markConversationRead, type SyncContext } from './sync';

export function useSyncContext(): SyncContext {
  const me = useSignedInUser().id;
  const queryClient = useQueryClient();
  return useMemo(() => ({ me, queryClient }), [me, queryClient]);
}

/**
 * The conversation with `partnerId`: loaded on first view, marked the one on screen, and read
 * whenever something unread is in it while the tab is visible.
 */
export function useConversation(partnerId: string | null) {
  const ctx = useSyncContext();
  const conversation = useChatStore((s) => (partnerId ? s.conversations[partnerId] : undefined));

  useEffect(() => {
    if (partnerId) void loadThread(partnerId, ctx);
  }, [partnerId, ctx]);

  useEffect(() => {
    chatActions.setActive(partnerId);
    return () => chatActions.setActive(null);
  }, [partnerId]);

  const unreadUpTo = conversation ? unreadReceivedUpTo(conversation, ctx.me) : null;
  useEffect(() => {
    if (!partnerId || unreadUpTo === null) return;
    const markIfVisible = () => {
      if (document.visibilityState === 'visible') void markConversationRead(partnerId, ctx);
    };
    markIfVisible();
    document.addEventListener('visibilitychange', markIfVisible);
    return () => document.removeEventListener('visibilitychange', markIfVisible);
  }, [partnerId, unreadUpTo, ctx]);

  const messages = useMemo(
    () => (conversation ? orderedMessages(conversation) : []),
    [conversation],
  );
  return { conversation, messages, me: ctx.me };
}

export const usePartnerOnline = (userId: string) => useChatStore((s) => s.online[userId] ?? false);

export const usePartnerTyping = (userId: string) => useChatStore((s) => s.typing[userId] ?? false);

/** Resent while typing goes on, so the partner's indicator (which expires) stays up. */
const TYPING_REFRESH_MS = 2_500;
/** Without a keystroke for this long, typing has stopped. */
const TYPING_IDLE_MS = 3_000;

/** Tells the partner (volatile, may drop) when I type and when I stop. */
export function useTypingSignal(partnerId: string) {
  const state = useRef({
    typing: false,
    lastSent: 0,
    idle: 0 as ReturnType<typeof setTimeout> | 0,
  });

  const emit = useCallback(
    (isTyping: boolean) => getSocket()?.volatile.emit('typing', { toUserId: partnerId, isTyping }),
    [partnerId],
  );

  const stop = useCallback(() => {
    const s = state.current;
    if (s.idle) clearTimeout(s.idle);
    s.idle = 0;
    if (!s.typing) return;
    s.typing = false;
    emit(false);
  }, [emit]);

  const typed = useCallback(() => {
    const s = state.current;
    const now = Date.now();
    if (!s.typing || now - s.lastSent > TYPING_REFRESH_MS) {
      s.typing = true;
      s.lastSent = now;
      emit(true);
    }
    if (s.idle) clearTimeout(s.idle);
    s.idle = setTimeout(stop, TYPING_IDLE_MS);
  }, [emit, stop]);

  useEffect(() => stop, [stop]);
  return { typed, stop };
}
