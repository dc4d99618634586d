import {
  collaborationPath,
  DOCUMENT_TYPE_LABELS,
  type LegalDocumentSummary,
  partyName,
} from '@labbridge/shared-types';
import { FileText } from 'lucide-react';
import { Link, useSearchParams } from 'react-router-dom';
import { formatDate } from '../../lib/format';
import { Badge, StatusBadge } from '../../ui/badge';
import { LinkRow } from '../../ui/link-row';
import { documentsSearch } from './document-lists';
import { DOCUMENT_BADGES } from './status-badges';

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
    <LinkRow
      icon={FileText}
      to={{ search: documentsSearch(params, { document: doc.id }).toString() }}
      title={doc.title}
      details={
        <>
          {DOCUMENT_TYPE_LABELS[doc.documentType]} · {counterpartText(doc)} · Created{' '}
          <time dateTime={doc.createdAt}>{formatDate(doc.createdAt)}</time>
        </>
      }
      aside={
        <>
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
          <StatusBadge status={doc.status} scheme={DOCUMENT_BADGES} />
        </>
      }
    />
  );
}
