/**
 * The other editors' carets and selections, with their names and colours, from the Yjs awareness.
 * y-tiptap's cursor plugin, wrapped as a TipTap extension: what @tiptap/extension-collaboration-caret
 * does, whose newest release pins an older @tiptap/core than ours.
 */
import { Extension } from '@tiptap/core';
import { yCursorPlugin } from '@tiptap/y-tiptap';
import type { Awareness } from 'y-protocols/awareness';

interface CaretUser {
  name: string;
  color: string;
}

function caret(user: CaretUser): HTMLElement {
  const mark = document.createElement('span');
  mark.className = 'collaboration-caret';
  // The names are in the presence list; read aloud inside the text they would garble it.
  mark.setAttribute('aria-hidden', 'true');
  mark.style.borderColor = user.color;
  const label = document.createElement('span');
  label.className = 'collaboration-caret__label';
  label.style.backgroundColor = user.color;
  label.textContent = user.name;
  mark.append(label);
  return mark;
}

const selection = (user: CaretUser) => ({
  class: 'collaboration-selection',
  style: `background-color: ${user.color}33`,
});

export const CollaborationCaret = Extension.create<{ awareness: Awareness | null }>({
  name: 'collaborationCaret',
  addOptions: () => ({ awareness: null }),
  addProseMirrorPlugins() {
    const { awareness } = this.options;
    if (!awareness) return [];
    return [yCursorPlugin(awareness, { cursorBuilder: caret, selectionBuilder: selection })];
  },
});
