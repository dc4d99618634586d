/**
 * Who of the user's conversation partners is online. The server pushes changes (and the state
 * of every partner right after connect); these questions fill in whatever this tab has not
 * heard yet, such as a thread opened for a partner it knew nothing about.
 */
import { isAckError } from '@labbridge/shared-types';
import { type AppSocket, getSocket } from '../../lib/socket';
import { chatActions, useChatStore } from './chat-store';

const PRESENCE_QUERY_MAX = 200;

/** Asks the server which of `userIds` are online; silently nothing while disconnected. */
export function queryPresence(userIds: readonly string[], socket: AppSocket | null = getSocket()) {
  const ids = [...new Set(userIds)].slice(0, PRESENCE_QUERY_MAX);
  if (ids.length === 0 || !socket?.connected) return;
  socket.emit('presence:query', { userIds: ids }, (response) => {
    if (isAckError(response)) return;
    chatActions.setOnline(ids, false);
    chatActions.setOnline(response.online, true);
  });
}

/** Asks only about partners whose state this tab has not heard at all. */
export function queryUnknownPresence(userIds: readonly string[]) {
  const { online } = useChatStore.getState();
  queryPresence(userIds.filter((id) => online[id] === undefined));
}
