import type { LegalDocumentListResponse } from '@labbridge/shared-types';
import { useQuery } from '@tanstack/react-query';

/** The documents the user is a party to (every document for a superadmin), newest first. */
export function useDocuments() {
  return useQuery<LegalDocumentListResponse>({ queryKey: ['/api/legal/documents'] });
}
