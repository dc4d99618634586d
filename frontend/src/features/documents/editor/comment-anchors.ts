/**
 * Comment threads anchored to the text by Yjs relative positions: they follow the text through
 * everyone's edits, and an anchor whose text was deleted collapses instead of pointing elsewhere.
 * The plugin marks the open threads' ranges; the editor passes it the threads to show.
 */

import { COMMENT_QUOTE_MAX_LENGTH, type CommentAnchor } from '@labbridge/shared-types';
import { Extension } from '@tiptap/core';
import type { Node as PmNode } from '@tiptap/pm/model';
import type { EditorState } from '@tiptap/pm/state';
import { Plugin, PluginKey } from '@tiptap/pm/state';
import { Decoration, DecorationSet } from '@tiptap/pm/view';
import {
  absolutePositionToRelativePosition,
  relativePositionToAbsolutePosition,
  ySyncPluginKey,
} from '@tiptap/y-tiptap';
import { fromBase64, toBase64 } from 'lib0/buffer';
import * as Y from 'yjs';

export interface HighlightedThread {
  id: number;
  anchor: CommentAnchor;
}

const encode = (position: Y.RelativePosition) => toBase64(Y.encodeRelativePosition(position));
const decode = (text: string): Y.RelativePosition | null => {
  try {
    return Y.decodeRelativePosition(fromBase64(text));
  } catch {
    return null;
  }
};

function binding(state: EditorState) {
  const sync = ySyncPluginKey.getState(state);
  return sync?.binding
    ? { doc: sync.doc as Y.Doc, type: sync.type, mapping: sync.binding.mapping }
    : null;
}

/** A selection to comment on: where it is anchored and the text it quotes. */
export interface CommentTarget {
  anchor: CommentAnchor;
  quote: string;
}

/**
 * The text between two positions as a one-line quote: blocks and hard breaks (Shift+Enter) become
 * spaces, so the words on either side of a break stay apart.
 */
export const quoteOf = (doc: PmNode, from: number, to: number) =>
  doc.textBetween(from, to, ' ', ' ').slice(0, COMMENT_QUOTE_MAX_LENGTH);

/** The current selection as an anchor, with its text; null for an empty selection. */
export function anchorSelection(state: EditorState): CommentTarget | null {
  const { from, to, empty } = state.selection;
  const b = binding(state);
  if (empty || !b) return null;
  return {
    anchor: {
      start: encode(absolutePositionToRelativePosition(from, b.type, b.mapping)),
      end: encode(absolutePositionToRelativePosition(to, b.type, b.mapping)),
    },
    quote: quoteOf(state.doc, from, to),
  };
}

/** Where an anchor is in the text now, or null when its text is gone. */
export function resolveAnchor(state: EditorState, anchor: CommentAnchor) {
  const b = binding(state);
  const start = decode(anchor.start);
  const end = decode(anchor.end);
  if (!b || !start || !end) return null;
  const from = relativePositionToAbsolutePosition(b.doc, b.type, start, b.mapping);
  const to = relativePositionToAbsolutePosition(b.doc, b.type, end, b.mapping);
  if (from === null || to === null || to <= from) return null;
  return { from, to };
}

export const commentAnchorsKey = new PluginKey<null>('commentAnchors');

export interface CommentAnchorsOptions {
  /** Read on each redraw: the open threads, and the one the list has selected. */
  getThreads: () => { threads: HighlightedThread[]; activeId: number | null };
}

export const CommentAnchors = Extension.create<CommentAnchorsOptions>({
  name: 'commentAnchors',
  addOptions: () => ({ getThreads: () => ({ threads: [], activeId: null }) }),
  addProseMirrorPlugins() {
    const { getThreads } = this.options;
    return [
      new Plugin({
        key: commentAnchorsKey,
        props: {
          decorations(state) {
            const { threads, activeId } = getThreads();
            const marks = threads.flatMap((thread) => {
              const range = resolveAnchor(state, thread.anchor);
              if (!range) return [];
              return [
                Decoration.inline(range.from, range.to, {
                  class:
                    thread.id === activeId
                      ? 'comment-anchor comment-anchor--active'
                      : 'comment-anchor',
                  'data-thread-id': String(thread.id),
                }),
              ];
            });
            return DecorationSet.create(state.doc, marks);
          },
        },
      }),
    ];
  },
});
