/**
 * What the documents page reads from its URL (tab, filters, the open document, the type chosen
 * for Generate) and how it groups documents on the Signatures tab. Pure, so it is tested alone.
 */
import {
  DOCUMENT_STATUSES,
  DOCUMENT_TYPES,
  type DocumentStatus,
  type DocumentType,
  type LegalDocumentSummary,
} from '@labbridge/shared-types';
import { oneOf } from '../../lib/one-of';

export const DOCUMENT_TABS = ['documents', 'signatures', 'vesting', 'generate'] as const;
export type DocumentsTab = (typeof DOCUMENT_TABS)[number];

export interface DocumentFilters {
  status?: DocumentStatus;
  type?: DocumentType;
}

const positiveId = (raw: string | null): number | null =>
  raw && /^\d{1,10}$/.test(raw) && Number(raw) > 0 ? Number(raw) : null;

/** The page's state as its URL holds it; anything unknown falls back to the default. */
export interface DocumentsLocation {
  tab: DocumentsTab;
  filters: DocumentFilters;
  /** The document whose dialog is open (`documentPath`: ?document=<id>). */
  documentId: number | null;
  /** Generate tab: the type chosen (the dashboard tiles) and the collaboration it comes from. */
  generateType: DocumentType | undefined;
  collaborationId: number | null;
}

export function readDocumentsLocation(params: URLSearchParams): DocumentsLocation {
  const generateType = oneOf(DOCUMENT_TYPES, params.get('type'));
  const collaborationId = positiveId(params.get('collaboration'));
  const tab =
    oneOf(DOCUMENT_TABS, params.get('tab')) ??
    (collaborationId !== null ? 'generate' : 'documents');
  return {
    tab,
    filters: {
      status: oneOf(DOCUMENT_STATUSES, params.get('status')),
      type: tab === 'documents' ? generateType : undefined,
    },
    documentId: positiveId(params.get('document')),
    generateType: tab === 'generate' ? generateType : undefined,
    collaborationId: tab === 'generate' ? collaborationId : null,
  };
}

/**
 * The search string for a change of state: `patch` values replace the current ones, undefined
 * or null removes them, and the default tab is left out so /documents stays clean.
 */
export function documentsSearch(
  params: URLSearchParams,
  patch: Record<string, string | number | null | undefined>,
): URLSearchParams {
  const next = new URLSearchParams(params);
  for (const [key, value] of Object.entries(patch)) {
    if (value === undefined || value === null || value === '') next.delete(key);
    else next.set(key, String(value));
  }
  if (next.get('tab') === 'documents') next.delete('tab');
  return next;
}

/** Where the dashboard tiles and the collaboration page send the user to generate a document. */
export const generatePath = (type?: DocumentType, collaborationId?: number) => {
  const params = new URLSearchParams({ tab: 'generate' });
  if (type) params.set('type', type);
  if (collaborationId !== undefined) params.set('collaboration', String(collaborationId));
  return `/documents?${params}`;
};

export interface SignatureGroups {
  /** Pending signatures and mine is missing. */
  awaitingMe: LegalDocumentSummary[];
  /** I have signed; the other party has not yet. */
  signedByMe: LegalDocumentSummary[];
  fullyExecuted: LegalDocumentSummary[];
}

/** The Signatures tab's three lists; drafts and cancelled documents belong to none. */
export function signatureGroups(
  documents: readonly LegalDocumentSummary[],
  me: string,
): SignatureGroups {
  const groups: SignatureGroups = { awaitingMe: [], signedByMe: [], fullyExecuted: [] };
  for (const doc of documents) {
    if (doc.status === 'fully_executed') groups.fullyExecuted.push(doc);
    else if (doc.status !== 'pending_signatures') continue;
    else if (doc.awaitingMySignature) groups.awaitingMe.push(doc);
    else if (doc.signedBy.includes(me)) groups.signedByMe.push(doc);
  }
  return groups;
}
