import { isDeepStrictEqual } from 'node:util';
import type { DocumentTerms } from '@labbridge/shared-types';
import type { Node as PmNode } from '@tiptap/pm/model';
import { diffArrays } from 'diff';
import { eq } from 'drizzle-orm';
import { businessRule } from '../../core/errors';
import type { Tx } from '../../db/client';
import { legalDocuments } from '../../db/schema';
import { loadDocumentSchema } from '../../realtime/collab/load-schema';
import { stateForEdit } from '../../realtime/collab/store';
import type { DocumentRow } from './access';
import { sanitizeDocumentHtml } from './sanitize';
import { agreementContext, type ResolvedTerms, resolveTerms } from './templates/context';
import { renderAgreement } from './templates/render';

/**
 * A run of the generated text's top-level blocks that states terms: `before` as the template
 * words it under the old terms, `after` under the new, and the section it is in, for telling the
 * parties which passage they reworded.
 */
interface Passage {
  before: PmNode[];
  after: PmNode[];
  section: string | null;
}

const blocks = (doc: PmNode) => {
  const list: PmNode[] = [];
  doc.forEach((node) => {
    list.push(node);
  });
  return list;
};

/**
 * The passages that differ between the template rendered under the old terms and under the new
 * ones: everything else in it is the same text either way. A passage that only adds blocks (the
 * milestone list appearing) takes the block before it along, which it keeps, so it has a place.
 */
export const termPassages = (oldText: PmNode, newText: PmNode): Passage[] => {
  const passages: (Passage & { anchor: PmNode | null })[] = [];
  let open: (typeof passages)[number] | null = null;
  let anchor: PmNode | null = null;
  let section: string | null = null;
  const parts = diffArrays(blocks(oldText), blocks(newText), { comparator: (a, b) => a.eq(b) });
  for (const part of parts) {
    if (!part.added && !part.removed) {
      open = null;
      for (const node of part.value) {
        if (node.type.name === 'heading') section = node.textContent;
        anchor = node;
      }
      continue;
    }
    if (!open) {
      open = { before: [], after: [], section, anchor };
      passages.push(open);
    }
    (part.removed ? open.before : open.after).push(...part.value);
  }
  return passages.map(({ anchor: kept, ...passage }) =>
    passage.before.length > 0 || !kept
      ? passage
      : { ...passage, before: [kept], after: [kept, ...passage.after] },
  );
};

/** Where `run` stands, block for block, in `text`; null unless exactly once. */
const findOnce = (text: PmNode[], run: PmNode[]) => {
  const at: number[] = [];
  for (let i = 0; i + run.length <= text.length; i += 1) {
    if (run.every((node, j) => node.eq(text[i + j]!))) at.push(i);
  }
  return run.length > 0 && at.length === 1 ? at[0]! : null;
};

/**
 * `current` with each passage replaced by its new wording, or the sections of the passages that
 * are no longer in it as generated (reworded, removed, or there twice): those are the parties'
 * to reword, never guessed at.
 */
export const reword = (
  current: PmNode,
  passages: Passage[],
): { text: PmNode } | { edited: string[] } => {
  const text = blocks(current);
  const found = passages.map((p) => ({ ...p, at: findOnce(text, p.before) }));
  const edited = found.filter((p) => p.at === null).map((p) => p.section ?? 'the text');
  if (edited.length > 0) return { edited };
  const ordered = found.sort((a, b) => a.at! - b.at!);
  const result: PmNode[] = [];
  let next = 0;
  for (const p of ordered) {
    // Two passages over one block: the text has one where the template has two.
    if (p.at! < next) return { edited: [p.section ?? 'the text'] };
    result.push(...text.slice(next, p.at!), ...p.after);
    next = p.at! + p.before.length;
  }
  result.push(...text.slice(next));
  return { text: current.type.create(current.attrs, result) };
};

/**
 * The text of a draft under a change of its terms (a PATCH of terms without text), inside the
 * PATCH's transaction holding lockDocument: null when the text needs no change, else the text to
 * make it, as a document of the editor's schema, read from and to be applied to `state`.
 *
 * The text was rendered from the template with the old terms, so the passages stating terms are
 * those that differ from the template rendered with the new ones. (The project-specific clauses
 * read the same in both, and state no terms: their model is not given them.) Each still in the text as
 * generated (once, unchanged: co-editors' edits elsewhere, unflushed ones included, do not
 * matter) is replaced by its new wording. One the parties reworded is not: the change is refused
 * (409, nothing saved) naming its section, and they reword it themselves, sending the text with
 * the terms. A draft whose template inputs were never kept (made before they were) cannot follow
 * at all, and is refused the same way: either way the text never silently states other terms
 * than those recorded, and no edit of the parties is lost.
 */
export const textUnderTerms = async (
  tx: Tx,
  row: DocumentRow,
  newTerms: DocumentTerms,
): Promise<{ state: Uint8Array; text: PmNode } | null> => {
  const old = resolveTerms(row.documentType, row.terms);
  const terms = resolveTerms(row.documentType, newTerms);
  if (isDeepStrictEqual(old, terms)) return null;
  const [kept] = await tx
    .select({ inputs: legalDocuments.templateContext })
    .from(legalDocuments)
    .where(eq(legalDocuments.id, row.id));
  const inputs = kept?.inputs;
  if (!inputs) {
    throw businessRule(
      'This document’s text cannot follow a change of its terms by itself: send the text, worded for the new terms, with them',
      409,
      { terms: ['The template this text was generated from was not kept'] },
    );
  }
  const { htmlToNode, yDocToNode } = await loadDocumentSchema();
  const render = (under: ResolvedTerms) =>
    htmlToNode(
      sanitizeDocumentHtml(renderAgreement(agreementContext(row.documentType, inputs, under))),
    );
  const passages = termPassages(await render(old), await render(terms));
  if (passages.length === 0) return null;
  const state = await stateForEdit(tx, row.id, row.content);
  const result = reword(yDocToNode(state), passages);
  if ('edited' in result) {
    const sections = [...new Set(result.edited)].map((s) => `“${s}”`);
    throw businessRule(
      `The wording of ${sections.join(', ')} was edited since it was generated, so it cannot follow the new terms by itself: reword it and send the text with the terms`,
      409,
      { terms: sections.map((s) => `${s} no longer reads as generated`) },
    );
  }
  return { state, text: result.text };
};
