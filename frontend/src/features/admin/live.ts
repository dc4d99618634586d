/**
 * The approval queue is live: approval:new adds an item to every connected admin's list and
 * banner, approval:resolved (another admin decided) removes it. Only the admins room hears them.
 */
import type { ApprovalNewEvent, ApprovalResolvedEvent } from '@labbridge/shared-types';
import type { LiveBinder } from '../../lib/socket';
import { addPending, refreshAdminViews, removePending } from './queries';

export const bindAdminEvents: LiveBinder = (socket, { queryClient }) => {
  const onNew = (item: ApprovalNewEvent) => addPending(queryClient, item);
  const onResolved = (event: ApprovalResolvedEvent) => removePending(queryClient, event.id);
  // Items queued or decided while the socket was down: refetch what is on screen.
  const onReconnect = () => refreshAdminViews(queryClient);
  socket.on('approval:new', onNew);
  socket.on('approval:resolved', onResolved);
  socket.io.on('reconnect', onReconnect);
  return () => {
    socket.off('approval:new', onNew);
    socket.off('approval:resolved', onResolved);
    socket.io.off('reconnect', onReconnect);
  };
};
