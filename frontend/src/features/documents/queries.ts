/**
 * Legal documents, their steps and the vesting schedules they carry. A step answers with the
 * fresh detail, which goes straight into the cache; lists, schedules, the dashboard counters and
 * the linked collaboration are refetched behind it (as they are when the other party acts).
 */
import type {
  CancelDocumentRequest,
  GenerateDocumentRequest,
  GenerateDocumentResponse,
  LegalDocumentDetail,
  LegalDocumentListResponse,
  SignDocumentRequest,
  UpdateLegalDocumentRequest,
  VestingListResponse,
  VestingScheduleView,
} from '@labbridge/shared-types';
import { type QueryClient, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiPatch, apiPost } from '../../lib/api';
import { collaborationKey, HOME_SUMMARY_KEY } from '../collaborations/queries';
import type { DocumentFilters } from './document-lists';

export const DOCUMENTS_KEY = ['/api/legal/documents'] as const;
export const VESTING_KEY = ['/api/legal/vesting'] as const;
export const documentKey = (id: number) => [`/api/legal/documents/${id}`] as const;
/** Where the PDF downloads from when the document does not name its own pdfUrl. */
export const pdfPath = (id: number) => `${documentKey(id)[0]}/pdf`;

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
    predicate: ({ queryKey: [path] }) => typeof path === 'string' && path.startsWith('/api/legal/'),
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
      apiPost<GenerateDocumentResponse>('/api/legal/generate-document', request),
    onSuccess: (_, request) => refreshDocumentViews(queryClient, request.collaborationId ?? null),
  });
}

/** The steps on one document; each answers with its fresh detail. */
export function useDocumentSteps(id: number) {
  const queryClient = useQueryClient();
  const path = documentKey(id)[0];
  const onSuccess = (detail: LegalDocumentDetail) => {
    queryClient.setQueryData(documentKey(id), detail);
    refreshDocumentViews(queryClient, detail.collaborationId);
  };
  return {
    save: useMutation({
      mutationFn: (body: UpdateLegalDocumentRequest) => apiPatch<LegalDocumentDetail>(path, body),
      // A save carries the version it started from: retrying it blindly could only conflict.
      retry: false,
      onSuccess,
    }),
    finalize: useMutation({
      mutationFn: () => apiPost<LegalDocumentDetail>(`${path}/finalize`),
      onSuccess,
    }),
    sign: useMutation({
      mutationFn: (body: SignDocumentRequest) => apiPost<LegalDocumentDetail>(`${path}/sign`, body),
      onSuccess,
    }),
    cancel: useMutation({
      mutationFn: (body: CancelDocumentRequest) =>
        apiPost<LegalDocumentDetail>(`${path}/cancel`, body),
      onSuccess,
    }),
  };
}

/** Marks a milestone of a vesting schedule complete on my side. */
export function useCompleteMilestone() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ documentId, index }: { documentId: number; index: number }) =>
      apiPost<VestingScheduleView>(`${documentKey(documentId)[0]}/milestones/${index}/complete`),
    onSuccess: (schedule) => refreshDocumentViews(queryClient, schedule.collaborationId),
  });
}
