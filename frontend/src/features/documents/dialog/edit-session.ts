/**
 * The Edit tab's state against the server's copy, as pure transitions: what the edits started
 * from (the version a save must carry), whether there are unsaved edits, and whether someone
 * else has saved a newer version meanwhile (a save would be refused with 409).
 */
import type { LegalDocumentDetail } from '@labbridge/shared-types';

export interface EditSession {
  /** The version the edits started from: PATCH carries it. */
  baseVersion: number;
  baseTitle: string;
  /** The editor's own HTML for the loaded content, once it has read it (its clean state). */
  baselineHtml: string | null;
  /** The editor's current HTML; null until it is ready. */
  html: string | null;
  title: string;
  /** Changes to remount the editor on fresh content. */
  editorKey: number;
  /** A version newer than baseVersion exists and these edits are unsaved. */
  conflict: boolean;
}

type Doc = Pick<LegalDocumentDetail, 'version' | 'title'>;

export const startSession = (doc: Doc, editorKey = 0): EditSession => ({
  baseVersion: doc.version,
  baseTitle: doc.title,
  baselineHtml: null,
  html: null,
  title: doc.title,
  editorKey,
  conflict: false,
});

export const isDirty = (s: EditSession): boolean =>
  s.title !== s.baseTitle ||
  (s.html !== null && s.baselineHtml !== null && s.html !== s.baselineHtml);

/** The editor has read the content: what it produced is the clean state. */
export const editorReady = (s: EditSession, html: string): EditSession => ({
  ...s,
  baselineHtml: html,
  html,
});

export const edited = (s: EditSession, patch: { html?: string; title?: string }): EditSession => ({
  ...s,
  ...patch,
});

/**
 * The server's copy changed (another party saved, or it moved on): without unsaved edits the
 * editor quietly starts again from it; with some, the user is told before anything is lost.
 */
export function documentChanged(s: EditSession, doc: Doc): EditSession {
  if (doc.version <= s.baseVersion) return s;
  if (!isDirty(s)) return startSession(doc, s.editorKey + 1);
  return s.conflict ? s : { ...s, conflict: true };
}

/** My save went through: what I sent is the new clean state, at the version it made. */
export const saved = (s: EditSession, doc: Doc): EditSession => ({
  ...s,
  baseVersion: doc.version,
  baseTitle: s.title,
  baselineHtml: s.html,
  conflict: false,
});

/** The server refused the save as stale (409). */
export const conflicted = (s: EditSession): EditSession => ({ ...s, conflict: true });

/** Drops my edits and starts again from the server's latest copy. */
export const reloaded = (s: EditSession, doc: Doc): EditSession =>
  startSession(doc, s.editorKey + 1);
