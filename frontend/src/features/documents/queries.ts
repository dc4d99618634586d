/**
 * Legal documents, their steps and the vesting schedules they carry. A step answers with the
 * fresh detail, which goes straight into the cache; lists, schedules, the dashboard counters and
 * the linked collaboration are refetched behind it (as they are when the other party acts).
 */
import {
  API,
  type CancelDocumentRequest,
  type GenerateDocumentRequest,
  type LegalDocumentDetail,
  type SignDocumentRequest,
  type VestingListQuery,
} from '@labbridge/shared-types';
import { type QueryClient, useMutation, useQueryClient } from '@tanstack/react-query';
import { apiKey, callApi } from '../../lib/api-client';
import { useApiQuery } from '../../lib/use-api-query';
import { collaborationKey, HOME_SUMMARY_KEY } from '../collaborations/queries';
import type { DocumentFilters } from './document-lists';
import { useRefetchAtNextUnlock } from './vesting/next-unlock';

const { documents, vesting } = API;
export const documentKey = (id: number) => apiKey(documents.detail, { params: { id } });
/** Every legal read (documents, their details, comments, versions, schedules) lives under it. */
const LEGAL_PREFIX = documents.list.path.slice(0, documents.list.path.lastIndexOf('/') + 1);

/** The documents I am a party to, newest first, filtered on the server. */
export function useDocuments(filters: DocumentFilters = {}) {
  return useApiQuery(documents.list, { query: filters });
}

export function useDocument(id: number | null) {
  return useApiQuery(documents.detail, { params: { id: id ?? 0 } }, { enabled: id !== null });
}

/**
 * My fully executed equity agreements' schedules: every one (Vesting tab), or `active`, those not
 * yet fully vested (the dashboard), as the server decides; asked again as the next tranche unlocks.
 */
export function useVestingSchedules(query: VestingListQuery = {}) {
  const result = useApiQuery(vesting.list, { query });
  useRefetchAtNextUnlock(result.data?.schedules, result);
  return result;
}

/** Everything a document change can move: every legal list and detail, counters, the deal. */
export function refreshDocumentViews(queryClient: QueryClient, collaborationId: number | null) {
  void queryClient.invalidateQueries({
    predicate: ({ queryKey: [path] }) => typeof path === 'string' && path.startsWith(LEGAL_PREFIX),
  });
  void queryClient.invalidateQueries({ queryKey: HOME_SUMMARY_KEY });
  if (collaborationId !== null) {
    void queryClient.invalidateQueries({ queryKey: collaborationKey(collaborationId) });
  }
}

export function useGenerateDocument() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: GenerateDocumentRequest) => callApi(documents.generate, { body }),
    onSuccess: (_, request) => refreshDocumentViews(queryClient, request.collaborationId ?? null),
  });
}

/** The steps on one document; each answers with its fresh detail. */
export function useDocumentSteps(id: number) {
  const queryClient = useQueryClient();
  const params = { id };
  const onSuccess = (detail: LegalDocumentDetail) => {
    queryClient.setQueryData(documentKey(id), detail);
    refreshDocumentViews(queryClient, detail.collaborationId);
  };
  return {
    /** Renames the document (the text itself is co-edited live, not saved through here). */
    rename: useMutation({
      mutationFn: (body: { version: number; title: string }) =>
        callApi(documents.update, { params, body }),
      // It carries the version it was made on: retrying it blindly could only conflict.
      retry: false,
      onSuccess,
    }),
    finalize: useMutation({
      mutationFn: () => callApi(documents.finalize, { params }),
      onSuccess,
    }),
    sign: useMutation({
      mutationFn: (body: SignDocumentRequest) => callApi(documents.sign, { params, body }),
      onSuccess,
    }),
    cancel: useMutation({
      mutationFn: (body: CancelDocumentRequest) => callApi(documents.cancel, { params, body }),
      onSuccess,
    }),
  };
}

/** Marks a milestone of a vesting schedule complete on my side. */
export function useCompleteMilestone() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ documentId, index }: { documentId: number; index: number }) =>
      callApi(vesting.completeMilestone, { params: { id: documentId, index } }),
    onSuccess: (schedule) => refreshDocumentViews(queryClient, schedule.collaborationId),
  });
}
