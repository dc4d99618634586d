/** How an editor appears to the others: a display name and a stable colour from their id. */
import type { User } from '@labbridge/shared-types';

/** Dark enough for white text on it and readable as a caret on white (WCAG AA for the labels). */
const PALETTE = ['#1d4ed8', '#b91c1c', '#047857', '#7c3aed', '#b45309', '#0e7490', '#be185d'];

export function colorFor(userId: string): string {
  let hash = 0;
  for (const char of userId) hash = (hash * 31 + char.charCodeAt(0)) | 0;
  return PALETTE[Math.abs(hash) % PALETTE.length] ?? '#1d4ed8';
}

export function displayName(user: Pick<User, 'firstName' | 'lastName' | 'email'>): string {
  const name = [user.firstName, user.lastName].filter(Boolean).join(' ').trim();
  return name || user.email;
}

/** Someone in the document, as their awareness state carries them. */
export interface PresentEditor {
  clientId: number;
  id: string;
  name: string;
  color: string;
}

/** The people in a document, one entry per person however many tabs they have open. */
export function presentEditors(
  states: Map<number, Record<string, unknown>>,
  myClientId: number,
): { me: PresentEditor | null; others: PresentEditor[] } {
  const byUser = new Map<string, PresentEditor>();
  let me: PresentEditor | null = null;
  for (const [clientId, state] of states) {
    const user = state.user as Partial<PresentEditor> | undefined;
    if (!user?.id || !user.name || !user.color) continue;
    const editor = { clientId, id: user.id, name: user.name, color: user.color };
    if (clientId === myClientId) me = editor;
    else if (!byUser.has(user.id)) byUser.set(user.id, editor);
  }
  if (me) byUser.delete(me.id);
  return { me, others: [...byUser.values()] };
}
