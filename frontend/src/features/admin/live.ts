/**
 * The approval queue is live: approval:new adds an item to every connected admin's list and
 * banner, approval:resolved (another admin decided) removes it. Only the admins room hears them.
 * The deals are live too: each collaboration or document step, which the admins room hears as
 * the parties do, refetches the figures and tables it moves.
 */
import { type LiveBinder, listen, onEventsMissed } from '../../lib/socket';
import { addPending, refreshAdminViews, refreshDealViews, removePending } from './queries';

export const bindAdminEvents: LiveBinder = (socket, { queryClient }) => {
  // Items queued or decided while events were missed: refetch what is on screen.
  const stopCatchingUp = onEventsMissed(socket, () => {
    refreshAdminViews(queryClient);
    refreshDealViews(queryClient);
  });
  const stopListening = listen(socket, {
    'approval:new': (item) => addPending(queryClient, item),
    'approval:resolved': (event) => removePending(queryClient, event.id),
    'collaboration:updated': () => refreshDealViews(queryClient),
    'document:updated': () => refreshDealViews(queryClient),
  });
  return () => {
    stopListening();
    stopCatchingUp();
  };
};
