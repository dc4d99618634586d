/**
 * A document's version history: the list and one version's text with its changes, refetched
 * when the server announces a new version (doc:versions, bound in ../live.ts); naming and
 * restoring through REST.
 */
import { API, type DocumentVersionSummary } from '@labbridge/shared-types';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiKey, callApi } from '../../../lib/api-client';
import { useApiQuery } from '../../../lib/use-api-query';

const collab = API.documentCollab;

export type { DocumentVersionSummary };

const versionsKey = (id: number) => apiKey(collab.versions, { params: { id } });

export function useDocumentVersions(documentId: number) {
  return useApiQuery(collab.versions, { params: { id: documentId } });
}

/** A version's text and what changed since the one before it; versions never change. */
export function useDocumentVersion(documentId: number, versionId: number | null) {
  return useApiQuery(
    collab.version,
    { params: { id: documentId, versionId: versionId ?? 0 } },
    { enabled: versionId !== null, staleTime: Number.POSITIVE_INFINITY },
  );
}

export function useVersionActions(documentId: number) {
  const queryClient = useQueryClient();
  const params = { id: documentId };
  const onSuccess = () => queryClient.invalidateQueries({ queryKey: versionsKey(documentId) });
  return {
    create: useMutation({
      mutationFn: (name: string) => callApi(collab.createVersion, { params, body: { name } }),
      onSuccess,
    }),
    restore: useMutation({
      mutationFn: (versionId: number) =>
        callApi(collab.restoreVersion, { params: { ...params, versionId } }),
      onSuccess,
    }),
  };
}
