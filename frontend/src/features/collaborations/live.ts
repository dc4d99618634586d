/**
 * collaboration:updated carries only what changed and who did it: the views that show that
 * collaboration (its page, my list, the dashboard counters) refetch. The notification and its
 * toast arrive separately, through the bell.
 */
import { type LiveBinder, listen, onEventsMissed } from '../../lib/socket';
import { collaborationKey, refreshCollaborationLists } from './queries';

export const bindCollaborationEvents: LiveBinder = (socket, { queryClient }) => {
  // Steps taken while events were missed: whatever is on screen is fetched again.
  const stopCatchingUp = onEventsMissed(socket, () => refreshCollaborationLists(queryClient));
  const stopListening = listen(socket, {
    'collaboration:updated': (event) => {
      void queryClient.invalidateQueries({ queryKey: collaborationKey(event.id) });
      refreshCollaborationLists(queryClient);
    },
  });
  return () => {
    stopListening();
    stopCatchingUp();
  };
};
