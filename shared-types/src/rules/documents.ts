import type { DocumentStatus } from '../constants';

/** The viewer's relation to a legal document. */
export type DocumentRole = 'researcher' | 'industry' | 'admin' | null;

export type DocumentAction = 'edit' | 'finalize' | 'sign' | 'cancel';

/**
 * What the viewer may do to a document now: its two parties edit and finalise a draft, sign
 * once while it awaits signatures, and cancel it until it is fully executed; a superadmin may
 * read and edit a draft but neither signs nor decides for the parties.
 */
export const allowedDocumentActions = (
  status: DocumentStatus,
  role: DocumentRole,
  hasSigned: boolean,
): DocumentAction[] => {
  const isParty = role === 'researcher' || role === 'industry';
  const actions: DocumentAction[] = [];
  if (status === 'draft' && (isParty || role === 'admin')) actions.push('edit');
  if (status === 'draft' && isParty) actions.push('finalize');
  if (status === 'pending_signatures' && isParty && !hasSigned) actions.push('sign');
  if ((status === 'draft' || status === 'pending_signatures') && isParty) actions.push('cancel');
  return actions;
};

/** IP assets as the Generate form takes them (spec §5): comma-separated, trimmed, empties dropped. */
export const parseIpAssets = (text: string): string[] =>
  text
    .split(',')
    .map((s) => s.trim())
    .filter(Boolean);
