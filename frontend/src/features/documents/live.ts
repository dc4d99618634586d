/**
 * document:updated says which document moved (and to which version): every legal view, the
 * dashboard counters and the linked collaboration refetch. The text itself reaches an open
 * editor through its own co-editing channel (collab/), not through these events.
 */
import type { DocumentUpdatedEvent } from '@labbridge/shared-types';
import { type LiveBinder, onEventsMissed } from '../../lib/socket';
import { refreshDocumentViews } from './queries';

export const bindDocumentEvents: LiveBinder = (socket, { queryClient }) => {
  const onUpdated = (event: DocumentUpdatedEvent) =>
    refreshDocumentViews(queryClient, event.collaborationId);
  const stopCatchingUp = onEventsMissed(socket, () => refreshDocumentViews(queryClient, null));
  socket.on('document:updated', onUpdated);
  return () => {
    socket.off('document:updated', onUpdated);
    stopCatchingUp();
  };
};
