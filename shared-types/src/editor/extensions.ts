/**
 * The legal documents' TipTap schema, one list for both sides: the browser's collaborative editor
 * builds its editor from it, and the server derives the stored HTML (preview, list, PDF, search)
 * from the Yjs state with it, so what is stored is exactly what the editor allows. Its own
 * subpath (`@labbridge/shared-types/editor`) keeps TipTap out of every bundle but the editor's.
 */
import type { AnyExtension } from '@tiptap/core';
import StarterKit from '@tiptap/starter-kit';

/** The Y.Doc's XML fragment that holds the text: TipTap's default, so any Yjs client can join. */
export const DOCUMENT_FRAGMENT = 'default';

export const documentExtensions: AnyExtension[] = [
  StarterKit.configure({
    heading: { levels: [1, 2, 3, 4] },
    link: { openOnClick: false, autolink: true },
    codeBlock: false,
    // Collaboration brings Yjs's own undo; ProseMirror's history would undo the other party too.
    undoRedo: false,
  }),
];
