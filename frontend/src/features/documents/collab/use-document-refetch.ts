import { type QueryKey, useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { getSocket } from '../../../lib/socket';

/**
 * Refetches a document's list (`keyOf` its query key) whenever the server announces a change to
 * it: doc:comments and doc:versions go to everyone in the document.
 */
export function useDocumentRefetch(
  event: 'doc:comments' | 'doc:versions',
  documentId: number,
  keyOf: (documentId: number) => QueryKey,
) {
  const queryClient = useQueryClient();
  useEffect(() => {
    const socket = getSocket();
    if (!socket) return;
    const onChange = (changed: { documentId: number }) => {
      if (changed.documentId === documentId) {
        void queryClient.invalidateQueries({ queryKey: keyOf(documentId) });
      }
    };
    socket.on(event, onChange);
    return () => {
      socket.off(event, onChange);
    };
  }, [event, documentId, keyOf, queryClient]);
}
