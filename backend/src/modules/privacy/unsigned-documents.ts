import { DELETED_USER_NAME } from '@labbridge/shared-types';
import { and, eq, inArray, ne } from 'drizzle-orm';
import type { Tx } from '../../db/client';
import {
  documentAuditEvents,
  documentCommentThreads,
  documentSignatures,
  documentVersions,
  documentYjsUpdates,
  legalDocuments,
} from '../../db/schema';
import { documentsOfParty } from '../documents/access';
import { escapeHtml } from '../documents/sanitize';
import type { UserRow } from '../users/present';

/**
 * A party's signature block as templates/render.ts writes it, once stored: which side (the
 * Researcher, or the Industry Partner or Partner who proposed), then the name, organisation and
 * email that were typed into the generation request (they need not be the account's own).
 */
const SIGNATURE_BLOCK =
  /<strong>For the (Researcher|Industry Partner|Partner)<\/strong><br ?\/?>Name: (.*?)<br ?\/?>Role: .*?<br ?\/?>Organisation: (.*?)<br ?\/?>Email: (.*?)<br/g;

const ENTITIES: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"', '#39': "'" };
const decode = (html: string) => html.replace(/&(amp|lt|gt|quot|#39);/g, (_, e) => ENTITIES[e]!);

type Swap = [from: string, to: string];

/** The user's details as the agreement text wrote them, from every stored copy of it. */
const typedDetails = (side: 'researcher' | 'partner', htmls: string[]): Swap[] =>
  htmls.flatMap((html) =>
    [...html.matchAll(SIGNATURE_BLOCK)]
      .filter((m) => (m[1] === 'Researcher' ? 'researcher' : 'partner') === side)
      .flatMap((m): Swap[] => [
        [decode(m[2]!), DELETED_USER_NAME],
        [decode(m[3]!), ''],
        [decode(m[4]!), ''],
      ]),
  );

/**
 * Every form the text may hold each detail in (as typed, and escaped as the template writes it
 * into HTML), longest first so an email goes before a name inside it; empty ones dropped.
 */
const expand = (swaps: Swap[]): Swap[] => {
  const all = new Map<string, string>();
  for (const [from, to] of swaps) {
    if (from.trim() === '' || from === to) continue;
    all.set(from, to);
    all.set(escapeHtml(from), escapeHtml(to));
  }
  return [...all].sort(([a], [b]) => b.length - a.length);
};

const scrub = (text: string, swaps: Swap[]) =>
  swaps.reduce((out, [from, to]) => out.split(from).join(to), text);

/** Scrubs one text column of `rows` and saves each row whose text it changed. */
const rewrite = async <Row>(
  rows: Row[],
  text: (row: Row) => string | null,
  swaps: Swap[],
  save: (row: Row, text: string) => Promise<unknown>,
) => {
  for (const row of rows) {
    const before = text(row);
    if (before === null) continue;
    const after = scrub(before, swaps);
    if (after !== before) await save(row, after);
  }
};

/**
 * Anonymises the user in every document they are a party to that was never fully executed (by
 * now all cancelled): their name, organisation and email in the text, its versions and comment
 * quotes, their typed signature name, and the address and browser of their audit entries. The
 * Yjs state and update log are dropped: nobody can open a cancelled document to co-edit it, and
 * were it loaded it is seeded again from the scrubbed HTML (realtime/collab/store.ts loadState).
 * So are the template's inputs of the drafts this deletion cancelled, which hold the parties as
 * typed: a cancelled text is never re-rendered.
 * Executed documents are the signed record and stay as they are.
 */
export const anonymiseUnsignedDocuments = async (tx: Tx, user: UserRow) => {
  const docs = await tx
    .select({
      id: legalDocuments.id,
      content: legalDocuments.content,
      researcherUserId: legalDocuments.researcherUserId,
    })
    .from(legalDocuments)
    .where(and(documentsOfParty(user.id), ne(legalDocuments.status, 'fully_executed')));
  if (docs.length === 0) return;
  const ids = docs.map((d) => d.id);
  const versions = await tx
    .select({
      id: documentVersions.id,
      documentId: documentVersions.documentId,
      content: documentVersions.content,
    })
    .from(documentVersions)
    .where(inArray(documentVersions.documentId, ids));
  const threads = await tx
    .select({ id: documentCommentThreads.id, quote: documentCommentThreads.quote })
    .from(documentCommentThreads)
    .where(inArray(documentCommentThreads.documentId, ids));
  const signatures = await tx
    .select({ name: documentSignatures.signatureName })
    .from(documentSignatures)
    .where(
      and(inArray(documentSignatures.documentId, ids), eq(documentSignatures.userId, user.id)),
    );
  const audit = await tx
    .select({ id: documentAuditEvents.id, detail: documentAuditEvents.detail })
    .from(documentAuditEvents)
    .where(inArray(documentAuditEvents.documentId, ids));
  const swaps = expand([
    [[user.firstName, user.lastName].filter(Boolean).join(' '), DELETED_USER_NAME],
    [user.organization ?? '', ''],
    [user.email, ''],
    ...signatures.map((s): Swap => [s.name, DELETED_USER_NAME]),
    ...docs.flatMap((d) =>
      typedDetails(d.researcherUserId === user.id ? 'researcher' : 'partner', [
        d.content,
        ...versions.filter((v) => v.documentId === d.id).map((v) => v.content),
      ]),
    ),
  ]);
  await rewrite(
    docs,
    (d) => d.content,
    swaps,
    (row, content) =>
      tx.update(legalDocuments).set({ content }).where(eq(legalDocuments.id, row.id)),
  );
  await rewrite(
    versions,
    (v) => v.content,
    swaps,
    (row, content) =>
      tx.update(documentVersions).set({ content }).where(eq(documentVersions.id, row.id)),
  );
  await rewrite(
    threads,
    (t) => t.quote,
    swaps,
    (row, quote) =>
      tx.update(documentCommentThreads).set({ quote }).where(eq(documentCommentThreads.id, row.id)),
  );
  await rewrite(
    audit,
    (e) => e.detail,
    swaps,
    (row, detail) =>
      tx.update(documentAuditEvents).set({ detail }).where(eq(documentAuditEvents.id, row.id)),
  );
  await tx
    .update(documentSignatures)
    .set({ signatureName: DELETED_USER_NAME, ipAddress: null, userAgent: null })
    .where(
      and(inArray(documentSignatures.documentId, ids), eq(documentSignatures.userId, user.id)),
    );
  await tx
    .update(documentAuditEvents)
    .set({ ipAddress: null, userAgent: null })
    .where(
      and(inArray(documentAuditEvents.documentId, ids), eq(documentAuditEvents.actorId, user.id)),
    );
  await tx
    .update(legalDocuments)
    .set({ yjsState: null, templateContext: null })
    .where(inArray(legalDocuments.id, ids));
  await tx.delete(documentYjsUpdates).where(inArray(documentYjsUpdates.documentId, ids));
};
