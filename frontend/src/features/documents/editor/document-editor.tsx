/**
 * The legal document's rich-text editor (TipTap). Loaded on demand by the Edit tab, so no other
 * page carries TipTap. One editor at a time for now; the collaborative version (Yjs) will add
 * its extension here and drop the local undo history in favour of Yjs's own.
 */
import { EditorContent, useEditor } from '@tiptap/react';
import StarterKit from '@tiptap/starter-kit';
import { EditorToolbar } from './editor-toolbar';

export interface DocumentEditorProps {
  /** The HTML to start from; the editor is remounted (new key) to start from another. */
  initialHtml: string;
  /** Called once the editor has read initialHtml: its own HTML for it, the clean baseline. */
  onReady: (html: string) => void;
  onChange: (html: string) => void;
  label: string;
}

export default function DocumentEditor({
  initialHtml,
  onReady,
  onChange,
  label,
}: DocumentEditorProps) {
  const editor = useEditor({
    extensions: [
      StarterKit.configure({
        heading: { levels: [1, 2, 3, 4] },
        link: { openOnClick: false, autolink: true },
        codeBlock: false,
      }),
    ],
    content: initialHtml,
    editorProps: {
      attributes: {
        role: 'textbox',
        'aria-multiline': 'true',
        'aria-label': label,
        class: 'legal-document min-h-[16rem] px-4 py-3 focus:outline-none sm:px-6',
      },
    },
    onCreate: ({ editor: e }) => onReady(e.getHTML()),
    onUpdate: ({ editor: e }) => onChange(e.getHTML()),
  });

  return (
    <div className="flex min-h-0 flex-col rounded-lg border border-slate-300 bg-white focus-within:border-brand-600">
      {editor && <EditorToolbar editor={editor} />}
      <EditorContent editor={editor} className="max-h-[55vh] min-h-0 flex-1 overflow-y-auto" />
    </div>
  );
}
