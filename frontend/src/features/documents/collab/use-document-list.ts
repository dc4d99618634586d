import type { API, EndpointResponse } from '@labbridge/shared-types';
import { type UseQueryResult, useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { apiKey } from '../../../lib/api-client';
import { getSocket } from '../../../lib/socket';
import { useApiQuery } from '../../../lib/use-api-query';

type DocumentList = typeof API.documentCollab.comments | typeof API.documentCollab.versions;

/**
 * A document's list from `endpoint`, fetched again whenever the server announces `event`, a
 * change to it: doc:comments and doc:versions go to everyone in the document.
 */
export function useDocumentList<E extends DocumentList>(
  endpoint: E,
  event: 'doc:comments' | 'doc:versions',
  documentId: number,
): UseQueryResult<EndpointResponse<E>> {
  // Both endpoints take the document's id alone; the union's answer narrows back to E's.
  const list: DocumentList = endpoint;
  const input = { params: { id: documentId } };
  const queryClient = useQueryClient();
  useEffect(() => {
    const socket = getSocket();
    if (!socket) return;
    const onChange = (changed: { documentId: number }) => {
      if (changed.documentId === documentId) {
        void queryClient.invalidateQueries({
          queryKey: apiKey(list, { params: { id: documentId } }),
        });
      }
    };
    socket.on(event, onChange);
    return () => {
      socket.off(event, onChange);
    };
  }, [list, event, documentId, queryClient]);
  return useApiQuery(list, input) as UseQueryResult<EndpointResponse<E>>;
}
