import {
  collaborationPath,
  DOCUMENT_TYPE_LABELS,
  type LegalDocumentSummary,
  partyName,
} from '@labbridge/shared-types';
import { FileText } from 'lucide-react';
import { Link, useSearchParams } from 'react-router-dom';
import { formatDate } from '../../lib/format';
import { Badge } from '../../ui/badge';
import { documentsSearch } from './document-lists';
import { DocumentStatusBadge } from './status-badge';

/** The other party's name, from my side (both names for a superadmin looking on). */
export function counterpartText(doc: LegalDocumentSummary): string {
  const { researcher, industry } = doc.parties;
  if (doc.myRole === 'researcher') return `with ${partyName(industry)}`;
  if (doc.myRole === 'industry') return `with ${partyName(researcher)}`;
  return `${partyName(researcher)} and ${partyName(industry)}`;
}

/** One document in a list; opens its dialog (?document=<id>) on this page. */
export function DocumentRow({ document: doc }: { document: LegalDocumentSummary }) {
  const [params] = useSearchParams();
  return (
    <li className="relative flex flex-col gap-2 p-4 hover:bg-slate-50 sm:flex-row sm:items-center sm:justify-between">
      <div className="flex min-w-0 items-start gap-3">
        <FileText className="mt-0.5 h-5 w-5 shrink-0 text-brand-700" aria-hidden="true" />
        <div className="min-w-0">
          <Link
            to={{ search: documentsSearch(params, { document: doc.id }).toString() }}
            className="line-clamp-2 font-medium sm:truncate text-slate-900 after:absolute after:inset-0 hover:underline"
          >
            {doc.title}
          </Link>
          <p className="text-sm text-slate-600">
            {DOCUMENT_TYPE_LABELS[doc.documentType]} · {counterpartText(doc)} · Created{' '}
            <time dateTime={doc.createdAt}>{formatDate(doc.createdAt)}</time>
          </p>
        </div>
      </div>
      <div className="flex shrink-0 flex-wrap items-center gap-2 self-start pl-8 sm:self-center sm:pl-0">
        {doc.collaborationId !== null && (
          // Above the row's stretched link, so both stay clickable.
          <Link
            to={collaborationPath(doc.collaborationId)}
            className="relative z-10 text-sm font-medium text-brand-800 hover:underline"
          >
            Collaboration<span className="sr-only"> of {doc.title}</span>
          </Link>
        )}
        {doc.awaitingMySignature && <Badge tone="orange">Awaiting your signature</Badge>}
        <DocumentStatusBadge status={doc.status} />
      </div>
    </li>
  );
}
