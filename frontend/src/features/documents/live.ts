/**
 * document:updated says which document moved (and to which version): every legal view, the
 * dashboard counters and the linked collaboration refetch. doc:comments and doc:versions go to
 * everyone in an open document: its comment threads or its version list refetch. The text
 * itself reaches an open editor through its own co-editing channel (collab/), not through these
 * events. After missed events every legal view, comments and versions included, refetches.
 */
import { API } from '@labbridge/shared-types';
import { apiKey } from '../../lib/api-client';
import { type LiveBinder, listen, onEventsMissed } from '../../lib/socket';
import { refreshDocumentViews } from './queries';

type DocumentList = typeof API.documentCollab.comments | typeof API.documentCollab.versions;

export const bindDocumentEvents: LiveBinder = (socket, { queryClient }) => {
  const refetch = (list: DocumentList, id: number) =>
    void queryClient.invalidateQueries({ queryKey: apiKey(list, { params: { id } }) });
  const stopCatchingUp = onEventsMissed(socket, () => refreshDocumentViews(queryClient, null));
  const stopListening = listen(socket, {
    'document:updated': (event) => refreshDocumentViews(queryClient, event.collaborationId),
    'doc:comments': ({ documentId }) => refetch(API.documentCollab.comments, documentId),
    'doc:versions': ({ documentId }) => refetch(API.documentCollab.versions, documentId),
  });
  return () => {
    stopListening();
    stopCatchingUp();
  };
};
