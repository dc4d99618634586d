import {
  DOCUMENT_STATUS_LABELS,
  DOCUMENT_TYPE_LABELS,
  type LegalDocumentSummary,
} from '@labbridge/shared-types';
import { FileText } from 'lucide-react';
import { Link } from 'react-router-dom';
import { errorText } from '../../lib/api';
import { usePageTitle } from '../../lib/use-page-title';
import { Badge, type BadgeTone } from '../../ui/badge';
import { Button, buttonClasses } from '../../ui/button';
import { Card } from '../../ui/card';
import { EmptyState } from '../../ui/empty-state';
import { Skeleton } from '../../ui/skeleton';
import { useDocuments } from './documents-data';

const STATUS_TONES: Record<LegalDocumentSummary['status'], BadgeTone> = {
  draft: 'gray',
  pending_signatures: 'yellow',
  fully_executed: 'green',
  cancelled: 'red',
};

const dateFormat = new Intl.DateTimeFormat('en-US', { dateStyle: 'medium' });

function DocumentRow({ document }: { document: LegalDocumentSummary }) {
  return (
    <li className="flex flex-col gap-2 p-4 sm:flex-row sm:items-center sm:justify-between">
      <div className="flex min-w-0 items-start gap-3">
        <FileText className="mt-0.5 h-5 w-5 shrink-0 text-brand-700" aria-hidden="true" />
        <div className="min-w-0">
          <p className="truncate font-medium text-slate-900">{document.title}</p>
          <p className="text-sm text-slate-600">
            {DOCUMENT_TYPE_LABELS[document.documentType]} · Created{' '}
            <time dateTime={document.createdAt}>
              {dateFormat.format(new Date(document.createdAt))}
            </time>
          </p>
        </div>
      </div>
      <Badge tone={STATUS_TONES[document.status]} className="self-start sm:self-center">
        {DOCUMENT_STATUS_LABELS[document.status]}
      </Badge>
    </li>
  );
}

/** /documents: the legal documents the user is a party to. */
export default function DocumentsPage() {
  usePageTitle('Legal Documents');
  const { data, isPending, isError, error, refetch } = useDocuments();

  return (
    <div className="mx-auto flex max-w-5xl flex-col gap-6">
      <header>
        <h1 className="text-2xl font-bold text-slate-900 sm:text-3xl">Legal Documents</h1>
        <p className="mt-1 text-slate-600">
          Agreements between you and your partners. Generated documents need legal review before
          execution.
        </p>
      </header>

      {isPending ? (
        <Card className="flex flex-col gap-3 p-4" aria-busy="true">
          <p role="status" className="sr-only">
            Loading documents...
          </p>
          <Skeleton className="h-12 w-full" />
          <Skeleton className="h-12 w-full" />
          <Skeleton className="h-12 w-full" />
        </Card>
      ) : isError ? (
        <EmptyState
          icon={FileText}
          title="Documents could not be loaded"
          description={errorText(error, 'Please try again.')}
          action={<Button onClick={() => refetch()}>Try again</Button>}
        />
      ) : data.documents.length === 0 ? (
        <EmptyState
          icon={FileText}
          title="No documents generated yet"
          description="Documents are generated from a collaboration with a partner, once you have agreed to work together."
          action={
            <Link to="/projects" className={buttonClasses({ variant: 'outline' })}>
              Browse Research Projects
            </Link>
          }
        />
      ) : (
        <Card>
          <ul aria-label="Documents" className="divide-y divide-slate-100">
            {data.documents.map((document) => (
              <DocumentRow key={document.id} document={document} />
            ))}
          </ul>
        </Card>
      )}
    </div>
  );
}
