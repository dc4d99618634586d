import type {
  DocumentVersionDetail,
  DocumentVersionKind,
  DocumentVersionSummary,
  TextChange,
} from '@labbridge/shared-types';
import { diffWordsWithSpace } from 'diff';
import { and, desc, eq, lt } from 'drizzle-orm';
import { businessRule, notFound } from '../../core/errors';
import { type Emit, type TxDeps, withTx } from '../../core/tx';
import type { DbOrTx, Tx } from '../../db/client';
import { documentVersions } from '../../db/schema';
import type { Deps } from '../../deps';
import { documentConverter } from '../../realtime/collab/derive';
import { loadDocumentSchema } from '../../realtime/collab/load-schema';
import { insertUpdate, loadStateIn, lockDocument, stateForEdit } from '../../realtime/collab/store';
import { assertDocumentAccess, type DocumentRow } from '../documents/access';
import { announceDocument } from '../documents/announce';
import { findDocument } from '../documents/queries';
import { loadUsers, partyOf } from '../users/parties';
import type { UserRow } from '../users/present';
import { writeStoredText } from './stored-text';

type VersionRow = typeof documentVersions.$inferSelect;

const present = (row: VersionRow, users: Map<string, UserRow>): DocumentVersionSummary => ({
  id: row.id,
  kind: row.kind,
  name: row.name,
  author: partyOf(users, row.createdById),
  createdAt: row.createdAt.toISOString(),
  restoredFromId: row.restoredFromId,
});

const presentOne = async (db: DbOrTx, row: VersionRow) =>
  present(row, await loadUsers(db, [row.createdById]));

/** The writes of co-editing's REST half need a draft, as the socket's updates do. */
export const assertDraft = (row: DocumentRow) => {
  if (row.status !== 'draft') {
    throw businessRule('This document is no longer a draft: its text is frozen', 409, {
      status: ['Not allowed once the document has been sent for signatures'],
    });
  }
};

const latestVersion = async (db: DbOrTx, documentId: number) => {
  const [row] = await db
    .select()
    .from(documentVersions)
    .where(eq(documentVersions.documentId, documentId))
    .orderBy(desc(documentVersions.id))
    .limit(1);
  return row ?? null;
};

const insertVersion = async (
  tx: DbOrTx,
  doc: Pick<DocumentRow, 'id' | 'version' | 'title'>,
  content: string,
  kind: DocumentVersionKind,
  createdById: string | null,
  extra: { name?: string; restoredFromId?: number } = {},
) => {
  const [row] = await tx
    .insert(documentVersions)
    .values({
      documentId: doc.id,
      version: doc.version,
      title: doc.title,
      content,
      kind,
      createdById,
      name: extra.name ?? null,
      restoredFromId: extra.restoredFromId ?? null,
    })
    .returning();
  return row!;
};

/**
 * The document with the HTML of its current Yjs state as its text, written (as a new version) if
 * the co-editing flush had not written it yet; inside a transaction holding lockDocument. A
 * document never co-edited keeps the HTML it has.
 */
export const withCurrentText = async (tx: Tx, row: DocumentRow): Promise<DocumentRow> => {
  const state = await loadStateIn(tx, row.id);
  if (!state) return row;
  return (await writeStoredText(tx, row.id, await documentConverter.html(state))) ?? row;
};

/** A snapshot of the text as finalize froze it, in finalize's own transaction. */
export const recordFinalizeVersion = (tx: Tx, row: DocumentRow, html: string, actorId: string) =>
  insertVersion(tx, row, html, 'finalize', actorId);

const announce = (emit: Emit, row: VersionRow, actorId: string | null) =>
  emit('document:versions', {
    event: { documentId: row.documentId, versionId: row.id, kind: row.kind, actorId },
  });

/**
 * After a quiet period: a version of the stored HTML if the draft changed since the last one,
 * announced to the document's editors with no actor (nobody asked for it). Null when there was
 * nothing new (or it is no longer a draft).
 */
export const recordAutoVersion = (deps: TxDeps, documentId: number, authorId: string | null) =>
  withTx(deps, async (tx, emit) => {
    const row = await lockDocument(tx, documentId);
    if (row.status !== 'draft') return null;
    const latest = await latestVersion(tx, documentId);
    if (latest && latest.content === row.content) return null;
    const version = await insertVersion(tx, row, row.content, 'auto', authorId);
    announce(emit, version, null);
    return version;
  });

/** Paragraphs as blank-line-separated plain text, for a word-by-word comparison. */
const plainText = async (html: string) => {
  const { htmlToNode } = await loadDocumentSchema();
  const node = await htmlToNode(html);
  return node.textBetween(0, node.content.size, '\n\n', '\n');
};

const compare = async (before: string, after: string): Promise<TextChange[]> =>
  diffWordsWithSpace(await plainText(before), await plainText(after)).map((part) => ({
    type: part.added ? 'insert' : part.removed ? 'delete' : 'equal',
    text: part.value,
  }));

export const createVersionService = (deps: Deps) => {
  const { db } = deps;

  const readable = async (user: UserRow, documentId: number) => {
    const row = await findDocument(db, documentId);
    assertDocumentAccess(user, row, true);
    return row;
  };

  const versionOf = async (db: DbOrTx, documentId: number, versionId: number) => {
    const [row] = await db
      .select()
      .from(documentVersions)
      .where(and(eq(documentVersions.id, versionId), eq(documentVersions.documentId, documentId)));
    if (!row) throw notFound('Version not found');
    return row;
  };

  return {
    async list(user: UserRow, documentId: number) {
      await readable(user, documentId);
      const rows = await db
        .select()
        .from(documentVersions)
        .where(eq(documentVersions.documentId, documentId))
        .orderBy(desc(documentVersions.id));
      const users = await loadUsers(
        db,
        rows.map((r) => r.createdById),
      );
      return { versions: rows.map((r) => present(r, users)) };
    },

    async detail(user: UserRow, documentId: number, versionId: number) {
      await readable(user, documentId);
      const row = await versionOf(db, documentId, versionId);
      const [previous] = await db
        .select()
        .from(documentVersions)
        .where(and(eq(documentVersions.documentId, documentId), lt(documentVersions.id, row.id)))
        .orderBy(desc(documentVersions.id))
        .limit(1);
      const { htmlToNode, nodeToHtml } = await loadDocumentSchema();
      return {
        version: await presentOne(db, row),
        title: row.title,
        // Versions saved before co-editing hold HTML the schema never saw: shown through it.
        html: await nodeToHtml(await htmlToNode(row.content)),
        previousId: previous?.id ?? null,
        changes: await compare(previous?.content ?? '', row.content),
      } satisfies DocumentVersionDetail;
    },

    /** Names the text as it is now ('Sent to counterparty'). */
    create: (user: UserRow, documentId: number, name: string) =>
      withTx(deps, async (tx, emit) => {
        const locked = await lockDocument(tx, documentId);
        assertDocumentAccess(user, locked, true);
        assertDraft(locked);
        const row = await withCurrentText(tx, locked);
        if (row !== locked) await announceDocument(tx, emit, row, 'edited', user.id);
        const version = await insertVersion(tx, row, row.content, 'named', user.id, { name });
        announce(emit, version, user.id);
        return presentOne(tx, version);
      }),

    /** The version's text becomes the document's, as one edit every open editor receives live. */
    restore: (user: UserRow, documentId: number, versionId: number) =>
      withTx(deps, async (tx, emit) => {
        const row = await lockDocument(tx, documentId);
        assertDocumentAccess(user, row, true);
        assertDraft(row);
        const source = await versionOf(tx, documentId, versionId);
        const before = await stateForEdit(tx, documentId, row.content);
        const { editState, htmlToNode, replaceText } = await loadDocumentSchema();
        const target = await htmlToNode(source.content);
        const { update, state } = editState(before, (doc, origin) =>
          replaceText(doc, target, origin),
        );
        if (update) {
          await insertUpdate(tx, documentId, update, user.id);
          emit('document:live-edit', { documentId, update });
        }
        const html = await documentConverter.html(state);
        const written = await writeStoredText(tx, documentId, html);
        if (written) await announceDocument(tx, emit, written, 'edited', user.id);
        const version = await insertVersion(tx, written ?? row, html, 'restore', user.id, {
          restoredFromId: source.id,
        });
        announce(emit, version, user.id);
        return { version: await presentOne(tx, version) };
      }),
  };
};
