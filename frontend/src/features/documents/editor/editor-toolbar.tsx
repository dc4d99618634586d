import { type Editor, useEditorState } from '@tiptap/react';
import {
  Bold,
  Heading1,
  Heading2,
  Heading3,
  Italic,
  List,
  ListOrdered,
  type LucideIcon,
  Redo2,
  Undo2,
} from 'lucide-react';
import { type KeyboardEvent, type ReactNode, useRef } from 'react';
import { cn } from '../../../lib/cn';

interface Tool {
  label: string;
  shortcut?: string;
  icon: LucideIcon;
  run: (editor: Editor) => void;
  /** A toggle reports whether it is on at the cursor. */
  active?: (editor: Editor) => boolean;
  enabled?: (editor: Editor) => boolean;
}

const TOOLS: Tool[][] = [
  [
    {
      label: 'Heading 1',
      icon: Heading1,
      run: (e) => e.chain().focus().toggleHeading({ level: 1 }).run(),
      active: (e) => e.isActive('heading', { level: 1 }),
    },
    {
      label: 'Heading 2',
      icon: Heading2,
      run: (e) => e.chain().focus().toggleHeading({ level: 2 }).run(),
      active: (e) => e.isActive('heading', { level: 2 }),
    },
    {
      label: 'Heading 3',
      icon: Heading3,
      run: (e) => e.chain().focus().toggleHeading({ level: 3 }).run(),
      active: (e) => e.isActive('heading', { level: 3 }),
    },
  ],
  [
    {
      label: 'Bold',
      shortcut: 'Control+B',
      icon: Bold,
      run: (e) => e.chain().focus().toggleBold().run(),
      active: (e) => e.isActive('bold'),
    },
    {
      label: 'Italic',
      shortcut: 'Control+I',
      icon: Italic,
      run: (e) => e.chain().focus().toggleItalic().run(),
      active: (e) => e.isActive('italic'),
    },
  ],
  [
    {
      label: 'Bulleted list',
      icon: List,
      run: (e) => e.chain().focus().toggleBulletList().run(),
      active: (e) => e.isActive('bulletList'),
    },
    {
      label: 'Numbered list',
      icon: ListOrdered,
      run: (e) => e.chain().focus().toggleOrderedList().run(),
      active: (e) => e.isActive('orderedList'),
    },
  ],
  [
    {
      label: 'Undo',
      shortcut: 'Control+Z',
      icon: Undo2,
      run: (e) => e.chain().focus().undo().run(),
      enabled: (e) => e.can().undo(),
    },
    {
      label: 'Redo',
      shortcut: 'Control+Shift+Z',
      icon: Redo2,
      run: (e) => e.chain().focus().redo().run(),
      enabled: (e) => e.can().redo(),
    },
  ],
];
const FLAT = TOOLS.flat();

/**
 * Formatting buttons as one ARIA toolbar: Tab enters it once, arrow keys move between buttons,
 * toggles report aria-pressed.
 */
export function EditorToolbar({ editor, children }: { editor: Editor; children?: ReactNode }) {
  const state = useEditorState({
    editor,
    selector: ({ editor: e }) =>
      FLAT.map((tool) => ({
        active: tool.active?.(e) ?? null,
        enabled: tool.enabled?.(e) ?? true,
      })),
    equalityFn: (a, b) =>
      b !== null &&
      a.length === b.length &&
      a.every((s, i) => s.active === b[i]?.active && s.enabled === b[i]?.enabled),
  });
  const bar = useRef<HTMLDivElement>(null);

  const onKeyDown = (event: KeyboardEvent) => {
    const step = { ArrowRight: 1, ArrowLeft: -1 }[event.key];
    if (!step || !bar.current) return;
    const buttons = [...bar.current.querySelectorAll<HTMLButtonElement>('button:not(:disabled)')];
    const at = buttons.indexOf(document.activeElement as HTMLButtonElement);
    buttons[(at + step + buttons.length) % buttons.length]?.focus();
    event.preventDefault();
  };

  let index = -1;
  return (
    <div
      ref={bar}
      role="toolbar"
      aria-label="Formatting"
      onKeyDown={onKeyDown}
      className="flex flex-wrap items-center gap-1 border-b border-slate-200 px-2 py-1.5"
    >
      {TOOLS.map((group, g) => (
        <div
          // biome-ignore lint/suspicious/noArrayIndexKey: the groups are a fixed list
          key={g}
          className={cn('flex items-center gap-0.5', g > 0 && 'border-l border-slate-200 pl-1')}
        >
          {group.map((tool) => {
            index += 1;
            const s = state[index] ?? { active: null, enabled: true };
            const Icon = tool.icon;
            return (
              <button
                key={tool.label}
                type="button"
                aria-label={tool.label}
                title={tool.shortcut ? `${tool.label} (${tool.shortcut})` : tool.label}
                aria-keyshortcuts={tool.shortcut}
                aria-pressed={s.active ?? undefined}
                disabled={!s.enabled}
                // The first button is the toolbar's one Tab stop.
                tabIndex={index === 0 ? 0 : -1}
                onClick={() => tool.run(editor)}
                className={cn(
                  'inline-flex h-8 w-8 items-center justify-center rounded-md text-slate-700 hover:bg-slate-100',
                  'disabled:cursor-not-allowed disabled:opacity-40',
                  s.active && 'bg-brand-50 text-brand-800',
                )}
              >
                <Icon className="h-4 w-4" aria-hidden="true" />
              </button>
            );
          })}
        </div>
      ))}
      {children}
    </div>
  );
}
