import {
  DOCUMENT_STATUS_LABELS,
  DOCUMENT_STATUSES,
  DOCUMENT_TYPE_LABELS,
  DOCUMENT_TYPES,
  type LegalDocumentSummary,
} from '@labbridge/shared-types';
import { FilePlus2, FileText, SearchX } from 'lucide-react';
import type { ReactNode } from 'react';
import { Button, ButtonLink } from '../../ui/button';
import { Card } from '../../ui/card';
import { EmptyState, LoadError } from '../../ui/empty-state';
import { choices, SelectField } from '../../ui/field';
import { ListSkeleton } from '../../ui/skeleton';
import { type DocumentFilters, generatePath } from './document-lists';
import { DocumentRow } from './document-row';
import { useDocuments } from './queries';

export function DocumentList({
  label,
  documents,
}: {
  label: string;
  documents: LegalDocumentSummary[];
}) {
  return (
    <Card>
      <ul aria-label={label} className="divide-y divide-slate-100">
        {documents.map((doc) => (
          <DocumentRow key={doc.id} document={doc} />
        ))}
      </ul>
    </Card>
  );
}

/** Loading, failure and empty states around a loaded list, the same on every tab. */
export function DocumentsQueryState({
  query,
  children,
}: {
  query: ReturnType<typeof useDocuments>;
  children: (documents: LegalDocumentSummary[]) => ReactNode;
}) {
  if (query.isPending) return <ListSkeleton label="Loading documents..." />;
  if (query.isError) {
    return <LoadError icon={FileText} title="Documents could not be loaded" query={query} />;
  }
  return <>{children(query.data.documents)}</>;
}

export function NoDocumentsYet() {
  return (
    <EmptyState
      icon={FileText}
      title="No documents generated yet"
      description="Generate an NDA, a letter of intent or an agreement, on its own or from a collaboration with a partner."
      action={
        <ButtonLink to={generatePath()} icon={FilePlus2}>
          Generate Document
        </ButtonLink>
      }
    />
  );
}

interface DocumentsTabProps {
  filters: DocumentFilters;
  onFiltersChange: (filters: DocumentFilters) => void;
}

const STATUS_OPTIONS = [
  ['', 'All statuses'],
  ...choices(DOCUMENT_STATUSES, DOCUMENT_STATUS_LABELS),
] as const;
const TYPE_OPTIONS = [['', 'All types'], ...choices(DOCUMENT_TYPES, DOCUMENT_TYPE_LABELS)] as const;

/** Every document I am a party to, filtered by status and type on the server. */
export function DocumentsTab({ filters, onFiltersChange }: DocumentsTabProps) {
  const query = useDocuments(filters);
  const filtered = filters.status !== undefined || filters.type !== undefined;
  return (
    <div className="flex flex-col gap-4">
      <div className="grid gap-3 sm:grid-cols-2 lg:max-w-xl">
        <SelectField
          label="Status"
          value={filters.status ?? ''}
          onValueChange={(status) => onFiltersChange({ ...filters, status: status || undefined })}
          options={STATUS_OPTIONS}
        />
        <SelectField
          label="Type"
          value={filters.type ?? ''}
          onValueChange={(type) => onFiltersChange({ ...filters, type: type || undefined })}
          options={TYPE_OPTIONS}
        />
      </div>
      <DocumentsQueryState query={query}>
        {(documents) =>
          documents.length > 0 ? (
            <DocumentList label="Documents" documents={documents} />
          ) : filtered ? (
            <EmptyState
              icon={SearchX}
              title="No documents match these filters"
              action={
                <Button variant="outline" onClick={() => onFiltersChange({})}>
                  Clear filters
                </Button>
              }
            />
          ) : (
            <NoDocumentsYet />
          )
        }
      </DocumentsQueryState>
    </div>
  );
}
