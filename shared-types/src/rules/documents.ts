import type { CollaborationStatus, DocumentStatus } from '../constants';

/** The viewer's relation to a legal document. */
export type DocumentRole = 'researcher' | 'industry' | 'admin' | null;

export type DocumentAction = 'edit' | 'finalize' | 'sign' | 'cancel';

/**
 * A declined or withdrawn proposal never bound its parties: its documents go no further towards
 * signature (they may still be edited as drafts, or cancelled).
 */
export const collaborationNeverAgreed = (status: CollaborationStatus | null) =>
  status === 'declined' || status === 'withdrawn';

/**
 * What the viewer may do to a document now: its two parties edit and finalise a draft, sign
 * once while it awaits signatures, and cancel it until it is fully executed; a superadmin may
 * read and edit a draft but neither signs nor decides for the parties. `collaboration` is the
 * status of the collaboration the document belongs to, if any.
 */
export const allowedDocumentActions = (
  status: DocumentStatus,
  role: DocumentRole,
  hasSigned: boolean,
  collaboration: CollaborationStatus | null = null,
): DocumentAction[] => {
  const isParty = role === 'researcher' || role === 'industry';
  const goesOn = !collaborationNeverAgreed(collaboration);
  const actions: DocumentAction[] = [];
  if (status === 'draft' && (isParty || role === 'admin')) actions.push('edit');
  if (status === 'draft' && isParty && goesOn) actions.push('finalize');
  if (status === 'pending_signatures' && isParty && !hasSigned && goesOn) actions.push('sign');
  if ((status === 'draft' || status === 'pending_signatures') && isParty) actions.push('cancel');
  return actions;
};

/** IP assets as the Generate form takes them (spec §5): comma-separated, trimmed, empties dropped. */
export const parseIpAssets = (text: string): string[] =>
  text
    .split(',')
    .map((s) => s.trim())
    .filter(Boolean);
