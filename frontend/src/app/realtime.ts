/**
 * Where the session's socket starts: mounted by the signed-in shell, it opens the socket once
 * the user is known, runs every feature's binder on it (features/<feature>/live.ts) and closes
 * it when the session ends (logout, expiry, another user). The socket outlives the shell's
 * remounts between pages; only the session decides its life. A feature with socket events adds
 * its binder to LIVE_BINDERS and nothing else.
 */
import type { User } from '@labbridge/shared-types';
import { type QueryClient, useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { bindAdminEvents } from '../features/admin/live';
import { bindCollaborationEvents } from '../features/collaborations/live';
import { bindDocumentEvents } from '../features/documents/live';
import { bindHomeEvents } from '../features/home/live';
import { bindMessageEvents } from '../features/messages/live';
import { bindNotificationEvents } from '../features/notifications/live';
import { type AppSocket, closeSocket, type LiveBinder, openSocket } from '../lib/socket';
import { CURRENT_USER_KEY, useCurrentUser } from './auth';

const LIVE_BINDERS: readonly LiveBinder[] = [
  bindNotificationEvents,
  bindMessageEvents,
  bindCollaborationEvents,
  bindDocumentEvents,
  bindAdminEvents,
  bindHomeEvents,
];

/**
 * Closes the socket once the cached session no longer names this user. A socket the server
 * closed (its session revoked, e.g. a password change elsewhere) makes the session be read
 * again: still signed in, it reconnects; signed out, the guards take over.
 */
function watchSession(socket: AppSocket, queryClient: QueryClient, userId: string) {
  const unsubscribe = queryClient.getQueryCache().subscribe((event) => {
    if (event.type !== 'updated' || event.query.queryKey[0] !== CURRENT_USER_KEY[0]) return;
    const user = event.query.state.data as User | null | undefined;
    if (user === undefined) return;
    if (user?.id !== userId) closeSocket();
  });
  const onDisconnect = (reason: string) => {
    if (reason !== 'io server disconnect') return;
    void queryClient.refetchQueries({ queryKey: CURRENT_USER_KEY }).then(() => {
      const user = queryClient.getQueryData<User | null>(CURRENT_USER_KEY);
      if (user?.id === userId && !socket.connected) socket.connect();
    });
  };
  socket.on('disconnect', onDisconnect);
  return () => {
    unsubscribe();
    socket.off('disconnect', onDisconnect);
  };
}

export function useRealtime() {
  const queryClient = useQueryClient();
  const { data: user } = useCurrentUser();
  const userId = user?.id ?? null;

  useEffect(() => {
    if (!userId) return;
    openSocket(userId, (socket) => {
      const ctx = { me: userId, queryClient };
      const unbind = [
        ...LIVE_BINDERS.map((bind) => bind(socket, ctx)),
        watchSession(socket, queryClient, userId),
      ];
      return () => {
        for (const stop of unbind) stop();
      };
    });
  }, [userId, queryClient]);
}
