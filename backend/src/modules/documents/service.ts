import {
  type DocumentTerms,
  type LegalDocumentDetail,
  LIMITS,
  type updateLegalDocumentRequestSchema,
} from '@labbridge/shared-types';
import type { Node as PmNode } from '@tiptap/pm/model';
import { and, eq, sql } from 'drizzle-orm';
import type { z } from 'zod';
import { businessRule, conflict, validationError } from '../../core/errors';
import { type Emit, withTx } from '../../core/tx';
import type { Tx } from '../../db/client';
import { documentVersions, legalDocuments } from '../../db/schema';
import type { Deps } from '../../deps';
import { documentConverter } from '../../realtime/collab/derive';
import { loadDocumentSchema } from '../../realtime/collab/load-schema';
import { insertUpdate, loadStateIn, lockDocument } from '../../realtime/collab/store';
import { viewerDayKey } from '../analytics/dedupe-key';
import { writeStoredText } from '../document-collab/stored-text';
import { recordFinalizeVersion, withCurrentText } from '../document-collab/versions';
import { displayName } from '../users/parties';
import type { UserRow } from '../users/present';
import { assertDocumentAccess, type DocumentRow } from './access';
import { announceDocument } from './announce';
import { type RequestMeta, recordAudit } from './audit';
import { assertCollaborationStands } from './collaboration';
import { contentHash } from './hash';
import { documentDetail, findDocument } from './queries';
import { MAX_NESTING_DEPTH, nestsDeeperThan, plainText, sanitizeDocumentHtml } from './sanitize';
import { resolveTerms } from './templates/context';
import { textUnderTerms } from './terms-text';

type UpdateInput = z.output<typeof updateLegalDocumentRequestSchema>;

const STATUS_WORDS: Record<DocumentRow['status'], string> = {
  draft: 'a draft',
  pending_signatures: 'awaiting signatures',
  fully_executed: 'fully executed',
  cancelled: 'cancelled',
};

const notDraft = (row: DocumentRow, what: string) =>
  businessRule(`This document is ${STATUS_WORDS[row.status]}: ${what}`, 409, {
    status: [`Not allowed while the document is ${STATUS_WORDS[row.status]}`],
  });

/** Equity and vesting terms belong to equity agreements only (spec §5), on PATCH as at generation. */
const mergeTerms = (row: DocumentRow, patch: UpdateInput['terms']): DocumentTerms => {
  if (!patch) return row.terms;
  if (row.documentType !== 'equity_agreement') {
    for (const key of ['equityDistribution', 'vestingSchedule'] as const) {
      if (patch[key] !== undefined) {
        throw validationError('Only equity agreements carry equity and vesting terms', {
          [`terms.${key}`]: ['Only equity agreements carry equity and vesting terms'],
        });
      }
    }
  }
  return resolveTerms(row.documentType, { ...row.terms, ...patch });
};

/**
 * Moves a document on only from the row it was read as (same version): a concurrent change makes
 * this one fail instead of overwriting it.
 */
const advance = async (
  tx: Tx,
  row: DocumentRow,
  set: Partial<typeof legalDocuments.$inferInsert>,
) => {
  const [updated] = await tx
    .update(legalDocuments)
    .set({ ...set, version: row.version + 1, updatedAt: sql`now()` })
    .where(and(eq(legalDocuments.id, row.id), eq(legalDocuments.version, row.version)))
    .returning();
  if (!updated) {
    throw conflict(
      'This document was changed by someone else. Reload it to see the latest version.',
      {
        version: ['The document has a newer version'],
      },
    );
  }
  return updated;
};

const staleVersion = (row: DocumentRow) =>
  conflict(
    'This document was changed by someone else since you opened it. Reload it to see the latest version.',
    { version: [`The latest version is ${row.version}`] },
  );

/**
 * A PATCH names the version it was made on. One of the text must name the current version: any
 * change since may be text (live edits, a restore) it would replace unseen. One of only the title
 * or terms must name one no older than their last change: co-editing the text meanwhile is no
 * conflict, so a rename works while the others type.
 */
const assertFresh = (row: DocumentRow, input: UpdateInput) => {
  const since = input.content === undefined ? row.fieldsVersion : row.version;
  if (input.version < since || input.version > row.version) throw staleVersion(row);
};

/**
 * Whether co-editors' edits are in the Yjs state but not yet in the stored text (its flush comes
 * a moment after them), in which case that text is written now as a new version: the PATCH that
 * found them was made without them and is refused, and its caller, reloading, gets them.
 */
const caughtUpWithLiveEdits = async (
  tx: Tx,
  emit: Emit,
  row: DocumentRow,
  state: Uint8Array | null,
  actorId: string,
) => {
  if (!state) return false;
  const html = await documentConverter.html(state);
  if (html === row.content) return false;
  // A state only seeded from the stored HTML (opened, never edited) differs from it by form alone.
  const seeded = await documentConverter.html(await documentConverter.yState(row.content));
  if (html === seeded) return false;
  const written = await writeStoredText(tx, row.id, html);
  if (written) await announceDocument(tx, emit, written, 'edited', actorId);
  return written !== null;
};

/**
 * Makes the Yjs state's text `target` as one edit, stored and relayed to open editors once this
 * commits; the HTML the state then derives to, to store.
 */
const applyText = async (
  tx: Tx,
  emit: Emit,
  documentId: number,
  stored: Uint8Array,
  target: PmNode,
  userId: string,
) => {
  const { editState, replaceText } = await loadDocumentSchema();
  const { update, state } = editState(stored, (doc, origin) => replaceText(doc, target, origin));
  if (update) {
    await insertUpdate(tx, documentId, update, userId);
    emit('document:live-edit', { documentId, update });
  }
  return await documentConverter.html(state);
};

/**
 * A PATCH of a draft's HTML. Once the document has been co-edited (or is being), its Yjs state
 * (`stored`, read under the document's lock) is the text: the HTML is applied to it as one edit
 * that open editors receive live, and what is stored is what that state derives to. Otherwise it
 * is only sanitised, and seeds co-editing later.
 */
const saveContent = async (
  tx: Tx,
  emit: Emit,
  row: DocumentRow,
  stored: Uint8Array | null,
  html: string,
  userId: string,
) => {
  // Measured before sanitising: sanitize-html itself slows with the square of the depth.
  if (nestsDeeperThan(html)) {
    const message = `Elements may nest at most ${MAX_NESTING_DEPTH} levels deep`;
    throw validationError('The document is nested too deeply', { content: [message] });
  }
  const clean = sanitizeDocumentHtml(html);
  if (!stored) return clean;
  const { htmlToNode } = await loadDocumentSchema();
  return applyText(tx, emit, row.id, stored, await htmlToNode(clean), userId);
};

/**
 * A PATCH of terms alone: the text's passages stating them follow (terms-text.ts), as one edit
 * of its Yjs state that open editors receive live, as a restore's; or it stays as it is.
 */
const followTerms = async (
  tx: Tx,
  emit: Emit,
  row: DocumentRow,
  terms: DocumentTerms,
  userId: string,
) => {
  const under = await textUnderTerms(tx, row, terms);
  return under ? applyText(tx, emit, row.id, under.state, under.text, userId) : row.content;
};

export const createDocumentService = (deps: Deps) => {
  const { db } = deps;

  /** Runs a change in one transaction and answers with the document as the actor now sees it. */
  const change = async (
    user: UserRow,
    id: number,
    work: (tx: Tx, emit: Emit, row: DocumentRow) => Promise<unknown>,
  ): Promise<LegalDocumentDetail> => {
    await withTx(deps, async (tx, emit) => work(tx, emit, await findDocument(tx, id)));
    return documentDetail(db, user, await findDocument(db, id));
  };

  return {
    /** The document dialog's data; opening it is written to the audit trail once a day per viewer. */
    async open(user: UserRow, id: number, meta: RequestMeta) {
      const row = await findDocument(db, id);
      assertDocumentAccess(user, row, true);
      // The key's day and the stored time are one instant, so the view is listed on the day it
      // was counted for even when the insert lands after midnight.
      const at = new Date();
      await recordAudit(db, {
        documentId: id,
        action: 'viewed',
        actorId: user.id,
        meta,
        dedupeKey: viewerDayKey('viewed', id, user.id, at),
        at,
      });
      return documentDetail(db, user, row);
    },

    /**
     * Saves a draft's title, HTML (sanitised) and terms, if `version` is fresh enough for them
     * (assertFresh). Under the document's lock: co-editors' updates wait, so the text checked is
     * the text replaced. Terms sent without text reword the passages of the text stating them, or
     * are refused when the parties reworded those (followTerms).
     */
    async update(user: UserRow, id: number, input: UpdateInput, meta: RequestMeta) {
      const saved = await withTx(deps, async (tx, emit) => {
        const row = await lockDocument(tx, id);
        assertDocumentAccess(user, row, true);
        if (row.status !== 'draft') throw notDraft(row, 'its text is frozen');
        const stored = input.content === undefined ? null : await loadStateIn(tx, id);
        // Committed although the PATCH is refused, so a reload shows those edits.
        if (await caughtUpWithLiveEdits(tx, emit, row, stored, user.id)) return false;
        assertFresh(row, input);
        const terms = mergeTerms(row, input.terms);
        // Text sent with terms is the caller's wording of them, saved as sent.
        const content =
          input.content !== undefined
            ? await saveContent(tx, emit, row, stored, input.content, user.id)
            : input.terms !== undefined
              ? await followTerms(tx, emit, row, terms, user.id)
              : row.content;
        if (content.length > LIMITS.documentContentMaxLength) {
          throw validationError('The document is too long', {
            content: ['The document is too long'],
          });
        }
        const fieldsChanged = input.title !== undefined || input.terms !== undefined;
        const updated = await advance(tx, row, {
          title: input.title === undefined ? row.title : plainText(input.title) || row.title,
          content,
          terms,
          fieldsVersion: fieldsChanged ? row.version + 1 : row.fieldsVersion,
        });
        await tx.insert(documentVersions).values({
          documentId: id,
          version: updated.version,
          title: updated.title,
          content: updated.content,
          createdById: user.id,
        });
        // The text changed with the terms is recorded as changed too.
        const fields = (['title', 'content', 'terms'] as const).filter((f) =>
          f === 'content'
            ? content !== row.content || input.content !== undefined
            : input[f] !== undefined,
        );
        await recordAudit(tx, {
          documentId: id,
          action: 'edited',
          actorId: user.id,
          meta,
          detail: `Changed ${fields.join(', ')} (version ${updated.version})`,
        });
        await announceDocument(tx, emit, updated, 'edited', user.id);
        return true;
      });
      if (!saved) throw staleVersion(await findDocument(db, id));
      return documentDetail(db, user, await findDocument(db, id));
    },

    /** 'Send for Signatures': the text is frozen and its SHA-256 recorded. */
    finalize: (user: UserRow, id: number, meta: RequestMeta) =>
      change(user, id, async (tx, emit, found) => {
        // Locked: co-editors' updates wait, so the text frozen is the text as of this request.
        const locked = await lockDocument(tx, found.id);
        assertDocumentAccess(user, locked, false);
        if (locked.status !== 'draft') {
          throw notDraft(locked, 'only a draft can be sent for signatures');
        }
        if (!locked.researcherUserId || !locked.industryUserId) {
          throw businessRule('Both parties need an account to sign this document', 409);
        }
        await assertCollaborationStands(tx, locked, 'sent for signatures');
        const row = await withCurrentText(tx, locked);
        const hash = contentHash(row);
        // Frozen, the text is never re-rendered: what it was filled from need not be kept.
        const updated = await advance(tx, row, {
          status: 'pending_signatures',
          finalizedAt: new Date(),
          contentHash: hash,
          templateContext: null,
        });
        const version = await recordFinalizeVersion(tx, updated, row.content, user.id);
        emit('document:versions', {
          event: { documentId: id, versionId: version.id, kind: 'finalize', actorId: user.id },
        });
        await recordAudit(tx, {
          documentId: id,
          action: 'finalized',
          actorId: user.id,
          meta,
          detail: `SHA-256 ${hash}`,
        });
        await announceDocument(tx, emit, updated, 'finalized', user.id, {
          title: 'Document ready for signature',
          message: `${displayName(user)} sent “${row.title}” for signatures.`,
        });
      }),

    /** Ends a draft or a document awaiting signatures, with the reason given. */
    cancel: (user: UserRow, id: number, reason: string, meta: RequestMeta) =>
      change(user, id, async (tx, emit, found) => {
        // Locked: a co-editing flush (a new version) waits instead of making this a conflict.
        const row = await lockDocument(tx, found.id);
        assertDocumentAccess(user, row, false);
        if (row.status !== 'draft' && row.status !== 'pending_signatures') {
          throw businessRule(`A ${STATUS_WORDS[row.status]} document cannot be cancelled`, 409, {
            status: [`Not allowed while the document is ${STATUS_WORDS[row.status]}`],
          });
        }
        const updated = await advance(tx, row, {
          status: 'cancelled',
          cancelledAt: new Date(),
          cancelReason: reason,
          templateContext: null,
        });
        await recordAudit(tx, {
          documentId: id,
          action: 'cancelled',
          actorId: user.id,
          meta,
          detail: reason,
        });
        await announceDocument(tx, emit, updated, 'cancelled', user.id, {
          title: 'Document cancelled',
          message: `${displayName(user)} cancelled “${row.title}”: ${reason}`,
        });
      }),
  };
};

export type DocumentService = ReturnType<typeof createDocumentService>;
