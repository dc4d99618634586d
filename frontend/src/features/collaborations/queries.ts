/**
 * The collaborations a user is party to, one collaboration with its history, documents and
 * vesting, and the steps that change it. Every answer of a step is the fresh detail, so the
 * page shows it at once; the list and the dashboard counters are refetched behind it.
 */
import {
  API,
  type CollaborationDetail,
  type CollaborationListResponse,
  type CreateCollaborationRequest,
  type DocumentPrefill,
  endpointPath,
  type UpdateCollaborationRequest,
} from '@labbridge/shared-types';
import { type QueryClient, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiPatch, apiPost } from '../../lib/api';

const { collaborations } = API;
export const COLLABORATIONS_KEY = [collaborations.list.path] as const;
export const HOME_SUMMARY_KEY = [API.home.summary.path] as const;
export const collaborationKey = (id: number) =>
  [endpointPath(collaborations.detail.path, { id })] as const;
const prefillKey = (id: number) =>
  [endpointPath(collaborations.documentPrefill.path, { id })] as const;

/** Mine, in every status, latest activity first. */
export function useCollaborations(enabled = true) {
  return useQuery<CollaborationListResponse>({ queryKey: COLLABORATIONS_KEY, enabled });
}

export function useCollaboration(id: number | null) {
  return useQuery<CollaborationDetail>({
    queryKey: collaborationKey(id ?? 0),
    enabled: id !== null,
  });
}

/** The Generate form filled from a collaboration. */
export function useDocumentPrefill(id: number | null) {
  return useQuery<DocumentPrefill>({ queryKey: prefillKey(id ?? 0), enabled: id !== null });
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
    mutationFn: (request: CreateCollaborationRequest) =>
      apiPost<CollaborationDetail>(collaborations.create.path, request),
    onSuccess: (detail) => storeDetail(queryClient, detail),
  });
}

export function useUpdateCollaboration(id: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (request: UpdateCollaborationRequest) =>
      apiPatch<CollaborationDetail>(endpointPath(collaborations.update.path, { id }), request),
    onSuccess: (detail) => storeDetail(queryClient, detail),
  });
}
