/**
 * Where the live session stands, said in words (and announced politely): Connected,
 * Reconnecting or Offline, and whether every change is stored on the server.
 */
import { CheckCircle2, CloudOff, Loader2, RefreshCw } from 'lucide-react';
import type { CollabState } from './doc-provider';

const LABELS = {
  connecting: 'Connecting...',
  connected: 'Connected',
  reconnecting: 'Reconnecting...',
  offline: 'Offline',
} as const;

export function CollabStatus({ state }: { state: CollabState }) {
  const Icon =
    state.status === 'connected'
      ? CheckCircle2
      : state.status === 'offline'
        ? CloudOff
        : state.status === 'reconnecting'
          ? RefreshCw
          : Loader2;
  const saving = state.saved
    ? 'All changes saved'
    : state.status === 'connected'
      ? 'Saving...'
      : 'Unsaved changes (sent once reconnected)';
  return (
    <p
      className="flex flex-wrap items-center gap-x-2 gap-y-1 text-sm text-slate-700"
      aria-live="polite"
      data-testid="collab-status"
    >
      <span
        className={
          state.status === 'connected'
            ? 'inline-flex items-center gap-1 font-medium text-emerald-800'
            : 'inline-flex items-center gap-1 font-medium text-amber-800'
        }
      >
        <Icon className="h-4 w-4" aria-hidden="true" />
        {LABELS[state.status]}
      </span>
      <span aria-hidden="true">·</span>
      <span>{saving}</span>
    </p>
  );
}
