/**
 * How a co-editor appears to the others (their awareness state's `user`): a display name and a
 * stable colour from their id. The editor sets it, and the server sets it again from the socket's
 * own account, so no one can appear as someone else.
 */
import type { User } from './user';

/** Dark enough for white text on it and readable as a caret on white (WCAG AA for the labels). */
const PALETTE = ['#1d4ed8', '#b91c1c', '#047857', '#7c3aed', '#b45309', '#0e7490', '#be185d'];

export function editorColor(userId: string): string {
  let hash = 0;
  for (const char of userId) hash = (hash * 31 + char.charCodeAt(0)) | 0;
  return PALETTE[Math.abs(hash) % PALETTE.length] ?? '#1d4ed8';
}

export function editorName(user: Pick<User, 'firstName' | 'lastName' | 'email'>): string {
  const name = [user.firstName, user.lastName].filter(Boolean).join(' ').trim();
  return name || user.email;
}
