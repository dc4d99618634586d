/** The avatars of who is in the document right now, me first; each with their name. */
import { useSyncExternalStore } from 'react';
import type { Awareness } from 'y-protocols/awareness';
import { type PresentEditor, presentEditors } from './editor-identity';

function useAwarenessStates(awareness: Awareness) {
  return useSyncExternalStore(
    (onChange) => {
      awareness.on('change', onChange);
      return () => awareness.off('change', onChange);
    },
    // getStates() is the same Map mutated in place: a key of its contents tells React it moved.
    () => JSON.stringify([...awareness.getStates()].map(([id, s]) => [id, s.user])),
  );
}

const initials = (name: string) =>
  name
    .split(/\s+/)
    .filter(Boolean)
    .slice(0, 2)
    .map((part) => part.charAt(0).toUpperCase())
    .join('');

function Avatar({ editor, me }: { editor: PresentEditor; me?: boolean }) {
  return (
    <li
      className="-ml-1 first:ml-0"
      title={me ? `${editor.name} (you)` : editor.name}
      data-testid="present-editor"
    >
      <span
        className="inline-flex h-8 w-8 items-center justify-center rounded-full text-xs font-semibold text-white ring-2 ring-white"
        style={{ backgroundColor: editor.color }}
        aria-hidden="true"
      >
        {initials(editor.name)}
      </span>
      <span className="sr-only">{me ? `${editor.name} (you)` : editor.name}</span>
    </li>
  );
}

export function EditorsPresent({ awareness }: { awareness: Awareness }) {
  useAwarenessStates(awareness);
  const { me, others } = presentEditors(
    awareness.getStates() as Map<number, Record<string, unknown>>,
    awareness.clientID,
  );
  return (
    <div className="flex items-center gap-2">
      <ul className="flex items-center" aria-label="In this document">
        {me && <Avatar editor={me} me />}
        {others.map((editor) => (
          <Avatar key={editor.id} editor={editor} />
        ))}
      </ul>
      <span className="text-sm text-slate-600">
        {others.length === 0
          ? 'Only you are here'
          : `${others.map((o) => o.name).join(', ')} ${others.length === 1 ? 'is' : 'are'} editing`}
      </span>
    </div>
  );
}
