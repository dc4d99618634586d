import { and, count, eq, isNull, lte, sql } from 'drizzle-orm';
import * as Y from 'yjs';
import { notFound } from '../../core/errors';
import { type Db, type DbOrTx, queryRows } from '../../db/client';
import { documentYjsUpdates, legalDocuments } from '../../db/schema';
import { documentColumns, findDocument } from '../../modules/documents/queries';
import { documentConverter } from './derive';

/**
 * PostgreSQL is the co-editing source of truth: a document's Yjs state is legal_documents.yjs_state
 * plus the rows of document_yjs_updates after it. An update is appended before anyone is told of it;
 * compaction folds the log into the state so a load reads one state and a short tail.
 */

/** Log rows a document may gather before compaction folds them into its state. */
export const COMPACT_AFTER_ROWS = 200;

/**
 * The stored state (or, while there is none, the HTML to seed it from) and the log after it,
 * oldest first. One statement, so one snapshot without a transaction: on the embedded database a
 * transaction holds the whole database across its round trips. The document's row comes first (no
 * log id). Once there is a state the HTML is not read: for a long-edited document it is a quarter
 * as large again, and nothing here needs it.
 */
const readState = async (db: DbOrTx, documentId: number) => {
  const [doc, ...log] = await queryRows<{
    id: number | null;
    data: Uint8Array | null;
    content: string | null;
  }>(
    db,
    sql`select null::integer as id, d.yjs_state as data,
               case when d.yjs_state is null then d.content end as content
          from ${legalDocuments} d where d.id = ${documentId}
        union all
        select u.id, u.data, null from ${documentYjsUpdates} u where u.document_id = ${documentId}
        order by id nulls first`,
  );
  if (!doc || doc.id !== null) throw notFound('Document not found');
  return {
    doc: { yjsState: doc.data, content: doc.content ?? '' },
    rows: log.map((row) => ({ id: row.id!, data: row.data! })),
  };
};

const merge = (state: Uint8Array | null, rows: { data: Uint8Array }[]) => {
  const parts = [...(state ? [state] : []), ...rows.map((r) => r.data)];
  return parts.length === 1 ? parts[0]! : Y.mergeUpdates(parts);
};

/**
 * A document's whole Yjs state as one update, and how many log rows it merged (`tail`: the
 * caller compacts a long one). A document never co-edited before is seeded from its HTML first,
 * once: the conditional write makes a second process's seed lose the race, and both then read the
 * same state (two seeds would duplicate the text).
 */
export const loadState = async (
  db: Db,
  documentId: number,
): Promise<{ state: Uint8Array; tail: number }> => {
  const first = await readState(db, documentId);
  if (first.doc.yjsState || first.rows.length > 0) {
    return { state: merge(first.doc.yjsState, first.rows), tail: first.rows.length };
  }
  await db
    .update(legalDocuments)
    .set({ yjsState: await documentConverter.yState(first.doc.content) })
    .where(and(eq(legalDocuments.id, documentId), isNull(legalDocuments.yjsState)));
  return loadState(db, documentId);
};

/**
 * The stored state and the id of the last log row in it (0 when the log is empty), read in one
 * statement without locking: for deriving the HTML, whose write is skipped if the log grew since.
 * Null for a document never co-edited.
 */
export const loadStateUpTo = async (db: DbOrTx, documentId: number) => {
  const { doc, rows } = await readState(db, documentId);
  if (!doc.yjsState && rows.length === 0) return null;
  return { state: merge(doc.yjsState, rows), lastLogId: rows.at(-1)?.id ?? 0 };
};

/** The state inside a transaction that already holds the document's row (finalize, restore). */
export const loadStateIn = async (tx: DbOrTx, documentId: number) => {
  const { doc, rows } = await readState(tx, documentId);
  if (!doc.yjsState && rows.length === 0) return null;
  return merge(doc.yjsState, rows);
};

/**
 * Appends an update if the document is still a draft; false (nothing stored) when it is not. The
 * share lock orders it with finalize, which locks the row for update and reads the log: an update
 * either lands before finalize reads, or waits and then finds the document frozen (the status is
 * checked again on the row finalize left). One statement, no transaction around it: on the
 * embedded database a transaction holds the whole database across its round trips to the main
 * thread, and a keystroke is the most frequent write there is.
 */
export const appendUpdate = async (
  db: Db,
  documentId: number,
  data: Uint8Array,
  userId: string | null,
): Promise<boolean> => {
  const appended = await queryRows<{ id: number }>(
    db,
    sql`insert into ${documentYjsUpdates} (document_id, data, user_id)
        select d.id, ${data}, ${userId} from ${legalDocuments} d
         where d.id = ${documentId} and d.status = 'draft'
         for share
        returning id`,
  );
  if (appended.length > 0) return true;
  // Nothing appended: a 404 when there is no such document, else it is no longer a draft.
  await findDocument(db, documentId);
  return false;
};

/** Appends without checks, for a transaction that has already locked and checked the document. */
export const insertUpdate = async (
  tx: DbOrTx,
  documentId: number,
  data: Uint8Array,
  userId: string | null,
) => {
  await tx.insert(documentYjsUpdates).values({ documentId, data, userId });
};

/**
 * What doc:join decides on: the document's status and parties, without the HTML findDocument
 * reads (the joiner gets the text from the Yjs state). 404 when there is none.
 */
export const findJoinable = async (db: Db, documentId: number) => {
  const [row] = await db
    .select({
      status: legalDocuments.status,
      researcherUserId: legalDocuments.researcherUserId,
      industryUserId: legalDocuments.industryUserId,
    })
    .from(legalDocuments)
    .where(eq(legalDocuments.id, documentId));
  if (!row) throw notFound('Document not found');
  return row;
};

export const logLength = async (db: DbOrTx, documentId: number) => {
  const [row] = await db
    .select({ n: count() })
    .from(documentYjsUpdates)
    .where(eq(documentYjsUpdates.documentId, documentId));
  return row?.n ?? 0;
};

/**
 * Folds the log into the stored state: loaded into a Y.Doc, so deleted text is garbage-collected
 * rather than carried along. Rows appended meanwhile have higher ids and stay in the log.
 */
export const compact = async (db: Db, documentId: number) =>
  db.transaction(async (tx) => {
    await tx
      .select({ id: legalDocuments.id })
      .from(legalDocuments)
      .where(eq(legalDocuments.id, documentId))
      .for('update');
    const { doc, rows } = await readState(tx, documentId);
    if (rows.length === 0) return 0;
    const ydoc = new Y.Doc();
    if (doc.yjsState) Y.applyUpdate(ydoc, doc.yjsState);
    for (const row of rows) Y.applyUpdate(ydoc, row.data);
    const state = Y.encodeStateAsUpdate(ydoc);
    ydoc.destroy();
    await tx
      .update(legalDocuments)
      .set({ yjsState: state })
      .where(eq(legalDocuments.id, documentId));
    await tx
      .delete(documentYjsUpdates)
      .where(
        and(
          eq(documentYjsUpdates.documentId, documentId),
          lte(documentYjsUpdates.id, rows.at(-1)!.id),
        ),
      );
    return rows.length;
  });

/**
 * The document row, locked for update until the transaction ends: appends wait (their share
 * lock), so the state read after this is the state as of the request. 404 when there is none.
 */
export const lockDocument = async (tx: DbOrTx, documentId: number) => {
  const [row] = await tx
    .select(documentColumns)
    .from(legalDocuments)
    .where(eq(legalDocuments.id, documentId))
    .for('update');
  if (!row) throw notFound('Document not found');
  return row;
};

/**
 * The state for a server-side edit, in a transaction holding lockDocument: the stored one, or
 * for a document never co-edited, a first one from its HTML, stored as the base the edit builds on.
 */
export const stateForEdit = async (tx: DbOrTx, documentId: number, html: string) => {
  const stored = await loadStateIn(tx, documentId);
  if (stored) return stored;
  const seed = await documentConverter.yState(html);
  await tx.update(legalDocuments).set({ yjsState: seed }).where(eq(legalDocuments.id, documentId));
  return seed;
};
