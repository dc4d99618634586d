import {
  type CollaborationHistoryEntry,
  DECLINE_REASON_LABELS,
  partyName,
} from '@labbridge/shared-types';
import { formatDateTime } from '../../lib/format';
import { STEP_STYLES } from './steps';

/** The status history, oldest first: who took each step, when, and why. */
export function CollaborationHistory({ history }: { history: CollaborationHistoryEntry[] }) {
  return (
    <ol className="flex flex-col gap-4" aria-label="Status history">
      {history.map((entry) => {
        const step = STEP_STYLES[entry.step];
        const Icon = step.icon;
        return (
          <li key={entry.id} className="flex gap-3">
            <span
              className={`flex h-8 w-8 shrink-0 items-center justify-center rounded-full ${step.tone}`}
            >
              <Icon className="h-4 w-4" aria-hidden="true" />
            </span>
            <div className="flex min-w-0 flex-col gap-0.5">
              <p className="text-sm text-slate-900">
                <span className="font-medium">{step.verb}</span>
                {entry.actor && <> by {partyName(entry.actor)}</>}
              </p>
              <time dateTime={entry.createdAt} className="text-xs text-slate-600">
                {formatDateTime(entry.createdAt)}
              </time>
              {entry.reason && (
                <p className="text-sm text-slate-700">
                  Reason: {DECLINE_REASON_LABELS[entry.reason]}
                </p>
              )}
              {entry.note && (
                <p className="text-sm break-words whitespace-pre-line text-slate-700">
                  “{entry.note}”
                </p>
              )}
            </div>
          </li>
        );
      })}
    </ol>
  );
}
