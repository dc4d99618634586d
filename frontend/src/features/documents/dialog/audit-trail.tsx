import {
  type DocumentAuditAction,
  type DocumentAuditEvent,
  partyName,
} from '@labbridge/shared-types';
import { formatDateTime } from '../../../lib/format';

const ACTIONS: Record<DocumentAuditAction, string> = {
  created: 'Created',
  edited: 'Edited',
  finalized: 'Sent for signatures',
  viewed: 'Viewed',
  signed: 'Signed',
  executed: 'Fully executed',
  cancelled: 'Cancelled',
};

/** Who did what to the document, when and from where; oldest first, as the server keeps it. */
export function AuditTrail({ events }: { events: DocumentAuditEvent[] }) {
  if (events.length === 0) return <p className="text-sm text-slate-600">No events recorded.</p>;
  return (
    <ol className="flex flex-col divide-y divide-slate-100 text-sm" aria-label="Audit trail">
      {events.map((event) => (
        <li key={event.id} className="flex flex-col gap-0.5 py-2 sm:flex-row sm:gap-4">
          <time dateTime={event.createdAt} className="shrink-0 text-slate-600 sm:w-44">
            {formatDateTime(event.createdAt)}
          </time>
          <div className="min-w-0">
            <p className="text-slate-900">
              <span className="font-medium">{ACTIONS[event.action]}</span>
              {event.actor && <> by {partyName(event.actor)}</>}
            </p>
            {event.detail && <p className="break-words text-slate-700">{event.detail}</p>}
            {(event.ipAddress || event.userAgent) && (
              <p className="truncate text-xs text-slate-600" title={event.userAgent ?? undefined}>
                {[event.ipAddress && `IP ${event.ipAddress}`, event.userAgent]
                  .filter(Boolean)
                  .join(' · ')}
              </p>
            )}
          </div>
        </li>
      ))}
    </ol>
  );
}
