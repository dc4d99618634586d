/**
 * The legal document's shared editor: TipTap on the Y.Doc's 'default' fragment with the schema
 * the server derives the stored HTML with, the other editors' carets, and the comment anchors.
 * Undo and redo are Yjs's: they take back my own changes only.
 */
import { DOCUMENT_FRAGMENT, documentExtensions } from '@labbridge/shared-types/editor';
import Collaboration from '@tiptap/extension-collaboration';
import { type Editor, EditorContent, useEditor, useEditorState } from '@tiptap/react';
import { MessageSquarePlus } from 'lucide-react';
import { useEffect, useRef } from 'react';
import type { DocProvider } from '../collab/doc-provider';
import { CollaborationCaret } from './collaboration-caret';
import {
  anchorSelection,
  CommentAnchors,
  type CommentTarget,
  commentAnchorsKey,
  type HighlightedThread,
  resolveAnchor,
} from './comment-anchors';
import { EditorToolbar } from './editor-toolbar';

export interface CollaborativeEditorProps {
  provider: DocProvider;
  editable: boolean;
  label: string;
  /** The open threads to mark in the text, and the one selected in the list. */
  threads: HighlightedThread[];
  activeThreadId: number | null;
  /** "Comment" on a selection: where it is anchored and what it says. */
  onComment: (target: CommentTarget) => void;
  /** A click on a marked range selects its thread. */
  onSelectThread: (id: number) => void;
}

/** Comments on the selected text; the last group of the toolbar, reached with the arrow keys. */
function CommentButton({
  editor,
  onComment,
}: {
  editor: Editor;
  onComment: CollaborativeEditorProps['onComment'];
}) {
  const empty = useEditorState({ editor, selector: ({ editor: e }) => e.state.selection.empty });
  return (
    <div className="flex items-center border-l border-slate-200 pl-1">
      <button
        type="button"
        tabIndex={-1}
        aria-label="Comment on selection"
        aria-keyshortcuts="Control+Alt+M"
        title="Comment on the selected text (Ctrl+Alt+M)"
        disabled={empty}
        onClick={() => {
          const anchor = anchorSelection(editor.state);
          if (anchor) onComment(anchor);
        }}
        className="inline-flex h-8 items-center gap-1 rounded-md px-2 text-sm text-slate-700 hover:bg-slate-100 disabled:cursor-not-allowed disabled:opacity-40"
      >
        <MessageSquarePlus className="h-4 w-4" aria-hidden="true" />
        Comment
      </button>
    </div>
  );
}

export default function CollaborativeEditor({
  provider,
  editable,
  label,
  threads,
  activeThreadId,
  onComment,
  onSelectThread,
}: CollaborativeEditorProps) {
  // The plugin reads the latest threads on each redraw, without rebuilding the editor.
  const marks = useRef({ threads, activeId: activeThreadId });
  marks.current = { threads, activeId: activeThreadId };

  const editor = useEditor(
    {
      extensions: [
        ...documentExtensions,
        Collaboration.configure({ document: provider.doc, field: DOCUMENT_FRAGMENT }),
        CollaborationCaret.configure({ awareness: provider.awareness }),
        CommentAnchors.configure({ getThreads: () => marks.current }),
      ],
      editable,
      editorProps: {
        attributes: {
          role: 'textbox',
          'aria-multiline': 'true',
          'aria-label': label,
          'aria-readonly': String(!editable),
          class: 'legal-document min-h-[16rem] px-4 py-3 focus:outline-none sm:px-6',
        },
        // Ctrl+Alt+M comments on the selection, as in the common document editors.
        handleKeyDown: (view, event) => {
          if (!(event.ctrlKey || event.metaKey) || !event.altKey || event.code !== 'KeyM') {
            return false;
          }
          const target = anchorSelection(view.state);
          if (target && view.editable) onComment(target);
          return true;
        },
        handleClickOn: (_view, _pos, _node, _nodePos, event) => {
          const target = (event.target as HTMLElement).closest('[data-thread-id]');
          if (target) onSelectThread(Number(target.getAttribute('data-thread-id')));
          return false;
        },
      },
    },
    [provider],
  );

  useEffect(() => {
    editor?.setEditable(editable);
  }, [editor, editable]);

  // Redraw the anchors when the threads change (the text moving redraws them on its own).
  // biome-ignore lint/correctness/useExhaustiveDependencies: the plugin reads them through `marks`
  useEffect(() => {
    if (editor && !editor.isDestroyed) {
      editor.view.dispatch(editor.state.tr.setMeta(commentAnchorsKey, true));
    }
  }, [editor, threads, activeThreadId]);

  // Selecting a thread in the list shows its text.
  useEffect(() => {
    if (!editor || activeThreadId === null) return;
    const thread = marks.current.threads.find((t) => t.id === activeThreadId);
    const range = thread && resolveAnchor(editor.state, thread.anchor);
    if (!range) return;
    const at = editor.view.domAtPos(range.from).node;
    (at instanceof Element ? at : at.parentElement)?.scrollIntoView({ block: 'nearest' });
  }, [editor, activeThreadId]);

  return (
    <div className="flex min-h-0 flex-col rounded-lg border border-slate-300 bg-white focus-within:border-brand-600">
      {editor && editable && (
        <EditorToolbar editor={editor}>
          <CommentButton editor={editor} onComment={onComment} />
        </EditorToolbar>
      )}
      <EditorContent editor={editor} className="max-h-[55vh] min-h-0 flex-1 overflow-y-auto" />
    </div>
  );
}
