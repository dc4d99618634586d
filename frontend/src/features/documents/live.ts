/**
 * document:updated says which document moved (and to which version): every legal view, the
 * dashboard counters and the linked collaboration refetch. The text itself reaches an open
 * editor through its own co-editing channel (collab/), not through these events.
 */
import { type LiveBinder, listen, onEventsMissed } from '../../lib/socket';
import { refreshDocumentViews } from './queries';

export const bindDocumentEvents: LiveBinder = (socket, { queryClient }) => {
  const stopCatchingUp = onEventsMissed(socket, () => refreshDocumentViews(queryClient, null));
  const stopListening = listen(socket, {
    'document:updated': (event) => refreshDocumentViews(queryClient, event.collaborationId),
  });
  return () => {
    stopListening();
    stopCatchingUp();
  };
};
