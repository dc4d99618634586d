/**
 * Legal documents, their steps and the vesting schedules they carry. A step answers with the
 * fresh detail, which goes straight into the cache; lists, schedules, the dashboard counters and
 * the linked collaboration are refetched behind it (as they are when the other party acts).
 */
import {
  API,
  type CancelDocumentRequest,
  endpointPath,
  type GenerateDocumentRequest,
  type GenerateDocumentResponse,
  type LegalDocumentDetail,
  type LegalDocumentListResponse,
  type SignDocumentRequest,
  type VestingListResponse,
  type VestingScheduleView,
} from '@labbridge/shared-types';
import { type QueryClient, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiPost } from '../../lib/api';
import { callApi } from '../../lib/api-client';
import { collaborationKey, HOME_SUMMARY_KEY } from '../collaborations/queries';
import type { DocumentFilters } from './document-lists';

const { documents, vesting } = API;
export const DOCUMENTS_KEY = [documents.list.path] as const;
export const VESTING_KEY = [vesting.list.path] as const;
export const documentKey = (id: number) => [endpointPath(documents.detail.path, { id })] as const;
/** Every legal read (documents, their details, schedules) lives under this prefix. */
const LEGAL_PREFIX = '/api/legal/';

/** The documents I am a party to, newest first, filtered on the server. */
export function useDocuments(filters: DocumentFilters = {}) {
  return useQuery<LegalDocumentListResponse>({ queryKey: [DOCUMENTS_KEY[0], filters] });
}

export function useDocument(id: number | null) {
  return useQuery<LegalDocumentDetail>({ queryKey: documentKey(id ?? 0), enabled: id !== null });
}

/** My fully executed equity agreements' schedules (Vesting tab, dashboard). */
export function useVestingSchedules() {
  return useQuery<VestingListResponse>({ queryKey: VESTING_KEY });
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
    mutationFn: (request: GenerateDocumentRequest) =>
      apiPost<GenerateDocumentResponse>(documents.generate.path, request),
    onSuccess: (_, request) => refreshDocumentViews(queryClient, request.collaborationId ?? null),
  });
}

/** The steps on one document; each answers with its fresh detail. */
export function useDocumentSteps(id: number) {
  const queryClient = useQueryClient();
  const at = (path: string) => endpointPath(path, { id });
  const onSuccess = (detail: LegalDocumentDetail) => {
    queryClient.setQueryData(documentKey(id), detail);
    refreshDocumentViews(queryClient, detail.collaborationId);
  };
  return {
    /** Renames the document (the text itself is co-edited live, not saved through here). */
    rename: useMutation({
      mutationFn: (body: { version: number; title: string }) =>
        callApi(documents.update, { params: { id }, body }),
      // It carries the version it was made on: retrying it blindly could only conflict.
      retry: false,
      onSuccess,
    }),
    finalize: useMutation({
      mutationFn: () => apiPost<LegalDocumentDetail>(at(documents.finalize.path)),
      onSuccess,
    }),
    sign: useMutation({
      mutationFn: (body: SignDocumentRequest) =>
        apiPost<LegalDocumentDetail>(at(documents.sign.path), body),
      onSuccess,
    }),
    cancel: useMutation({
      mutationFn: (body: CancelDocumentRequest) =>
        apiPost<LegalDocumentDetail>(at(documents.cancel.path), body),
      onSuccess,
    }),
  };
}

/** Marks a milestone of a vesting schedule complete on my side. */
export function useCompleteMilestone() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ documentId, index }: { documentId: number; index: number }) =>
      apiPost<VestingScheduleView>(
        endpointPath(vesting.completeMilestone.path, { id: documentId, index }),
      ),
    onSuccess: (schedule) => refreshDocumentViews(queryClient, schedule.collaborationId),
  });
}
