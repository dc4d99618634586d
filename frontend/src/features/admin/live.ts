/**
 * The approval queue is live: approval:new adds an item to every connected admin's list and
 * banner, approval:resolved (another admin decided) removes it. Only the admins room hears them.
 */
import type { ApprovalNewEvent, ApprovalResolvedEvent } from '@labbridge/shared-types';
import { type LiveBinder, onEventsMissed } from '../../lib/socket';
import { addPending, refreshAdminViews, removePending } from './queries';

export const bindAdminEvents: LiveBinder = (socket, { queryClient }) => {
  const onNew = (item: ApprovalNewEvent) => addPending(queryClient, item);
  const onResolved = (event: ApprovalResolvedEvent) => removePending(queryClient, event.id);
  // Items queued or decided while events were missed: refetch what is on screen.
  const stopCatchingUp = onEventsMissed(socket, () => refreshAdminViews(queryClient));
  socket.on('approval:new', onNew);
  socket.on('approval:resolved', onResolved);
  return () => {
    socket.off('approval:new', onNew);
    socket.off('approval:resolved', onResolved);
    stopCatchingUp();
  };
};
