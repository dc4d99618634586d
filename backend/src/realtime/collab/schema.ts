import { DOCUMENT_FRAGMENT, documentExtensions } from '@labbridge/shared-types/editor';
import { getSchema } from '@tiptap/core';
import { DOMParser, DOMSerializer, type Node as PmNode } from '@tiptap/pm/model';
import {
  initProseMirrorDoc,
  prosemirrorToYXmlFragment,
  updateYFragment,
  yXmlFragmentToProseMirrorRootNode,
} from '@tiptap/y-tiptap';
import * as Y from 'yjs';
import {
  MAX_NESTING_DEPTH,
  sanitizeDocumentHtml,
  withinNestingLimit,
} from '../../modules/documents/sanitize';
import { whyNotFitting } from './fits-schema';

/**
 * The editor's own schema (shared-types/editor), on the server: HTML is parsed into it when a
 * document's Yjs state is first seeded, and the stored HTML is derived from the Yjs state through
 * it. Whatever a client put into the Y.Doc, only the schema's nodes, marks and attributes come
 * out; sanitize-html then runs over the result as a second, independent net.
 */
export const documentSchema = getSchema(documentExtensions);

/** The editor's text in a Y.Doc. */
export const documentFragment = (doc: Y.Doc) => doc.getXmlFragment(DOCUMENT_FRAGMENT);

/** Why a transaction on a live document leaves text the schema cannot hold (fits-schema.ts). */
export const whyEditDoesNotFit = (transaction: Y.Transaction) =>
  whyNotFitting(documentSchema, documentFragment(transaction.doc), transaction, MAX_NESTING_DEPTH);

type PmDocument = NonNullable<Parameters<DOMSerializer['serializeFragment']>[1]>['document'];
type DomDocument = InstanceType<typeof import('happy-dom').Window>['document'];

/**
 * A DOM for ProseMirror's parser and serializer (the server has no browser), loaded on first use:
 * happy-dom is a large import that start-up need not wait for.
 */
let dom: Promise<DomDocument> | null = null;
const domDocument = () => {
  dom ??= import('happy-dom').then(({ Window }) => new Window().document);
  return dom;
};

/** Stored HTML as the schema's document; nesting past the limit arrives flattened. */
export const htmlToNode = async (html: string): Promise<PmNode> => {
  const container = (await domDocument()).createElement('div');
  container.innerHTML = sanitizeDocumentHtml(withinNestingLimit(html));
  return DOMParser.fromSchema(documentSchema).parse(
    container as unknown as Parameters<DOMParser['parse']>[0],
  );
};

export const nodeToHtml = async (node: PmNode): Promise<string> => {
  const document = await domDocument();
  const container = document.createElement('div');
  const fragment = DOMSerializer.fromSchema(documentSchema).serializeFragment(node.content, {
    document: document as unknown as PmDocument,
  });
  container.appendChild(fragment as unknown as Parameters<typeof container.appendChild>[0]);
  return sanitizeDocumentHtml(container.innerHTML);
};

/**
 * The text of a Y.Doc as a ProseMirror document. Read from a copy: the conversion drops (deletes)
 * elements the schema does not know, and the live document must change only through edits.
 */
export const yDocToNode = (state: Uint8Array): PmNode => {
  const copy = new Y.Doc();
  Y.applyUpdate(copy, state);
  const node = yXmlFragmentToProseMirrorRootNode(
    copy.getXmlFragment(DOCUMENT_FRAGMENT),
    documentSchema,
  );
  copy.destroy();
  return node;
};

/** The HTML a Yjs state stands for: preview, list, PDF, search and the hash at finalize. */
export const yStateToHtml = (state: Uint8Array) => nodeToHtml(yDocToNode(state));

/** A first Yjs state holding the given HTML, for a document that has never been co-edited. */
export const htmlToYState = async (html: string): Promise<Uint8Array> => {
  const node = await htmlToNode(html);
  const doc = new Y.Doc();
  prosemirrorToYXmlFragment(node, doc.getXmlFragment(DOCUMENT_FRAGMENT));
  const state = Y.encodeStateAsUpdate(doc);
  doc.destroy();
  return state;
};

/**
 * Makes the live Y.Doc's text equal `node` as one edit (restore, a PATCH of the HTML): the
 * smallest change Yjs's ProseMirror binding finds, so concurrent typing elsewhere survives.
 */
export const replaceText = (doc: Y.Doc, node: PmNode, origin: unknown) => {
  const fragment = doc.getXmlFragment(DOCUMENT_FRAGMENT);
  doc.transact(() => {
    const { meta } = initProseMirrorDoc(fragment, documentSchema);
    updateYFragment(doc, fragment, node, meta);
  }, origin);
};

/**
 * Applies a server-side edit to a stored state: the update it makes (null when nothing changed,
 * to be stored and relayed) and the state after it.
 */
export const editState = (state: Uint8Array, edit: (doc: Y.Doc, origin: symbol) => void) => {
  const doc = new Y.Doc();
  Y.applyUpdate(doc, state);
  const origin = Symbol('server edit');
  const made: Uint8Array[] = [];
  doc.on('update', (update: Uint8Array, from: unknown) => {
    if (from === origin) made.push(update);
  });
  edit(doc, origin);
  const after = Y.encodeStateAsUpdate(doc);
  doc.destroy();
  return { update: made.length === 0 ? null : Y.mergeUpdates(made), state: after };
};
