/**
 * The collaborations a user is party to, one collaboration with its history, documents and
 * vesting, and the steps that change it. Every answer of a step is the fresh detail, so the
 * page shows it at once; the list and the dashboard counters are refetched behind it.
 */
import {
  API,
  type CollaborationDetail,
  type CreateCollaborationRequest,
  type UpdateCollaborationRequest,
} from '@labbridge/shared-types';
import { type QueryClient, useMutation, useQueryClient } from '@tanstack/react-query';
import { apiKey, callApi } from '../../lib/api-client';
import { useApiQuery } from '../../lib/use-api-query';

const { collaborations } = API;
export const COLLABORATIONS_KEY = apiKey(collaborations.list);
export const HOME_SUMMARY_KEY = apiKey(API.home.summary);
export const collaborationKey = (id: number) => apiKey(collaborations.detail, { params: { id } });

/** Mine, in every status, latest activity first. */
export function useCollaborations(enabled = true) {
  return useApiQuery(collaborations.list, {}, { enabled });
}

export function useCollaboration(id: number | null) {
  return useApiQuery(collaborations.detail, { params: { id: id ?? 0 } }, { enabled: id !== null });
}

/** The Generate form filled from a collaboration. */
export function useDocumentPrefill(id: number | null) {
  return useApiQuery(
    collaborations.documentPrefill,
    { params: { id: id ?? 0 } },
    { enabled: id !== null },
  );
}

/** After a step: the list and the dashboard counters follow; the detail is already fresh. */
export function refreshCollaborationLists(queryClient: QueryClient) {
  void queryClient.invalidateQueries({ queryKey: COLLABORATIONS_KEY });
  void queryClient.invalidateQueries({ queryKey: HOME_SUMMARY_KEY });
}

const storeDetail = (queryClient: QueryClient, detail: CollaborationDetail) => {
  queryClient.setQueryData(collaborationKey(detail.id), detail);
  refreshCollaborationLists(queryClient);
};

export function useCreateCollaboration() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: CreateCollaborationRequest) => callApi(collaborations.create, { body }),
    onSuccess: (detail) => storeDetail(queryClient, detail),
  });
}

export function useUpdateCollaboration(id: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: UpdateCollaborationRequest) =>
      callApi(collaborations.update, { params: { id }, body }),
    onSuccess: (detail) => storeDetail(queryClient, detail),
  });
}
