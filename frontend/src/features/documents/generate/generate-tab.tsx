import type { DocumentType } from '@labbridge/shared-types';
import { FilePlus2 } from 'lucide-react';
import { useSignedInUser } from '../../../app/auth';
import { errorText } from '../../../lib/api';
import { Button } from '../../../ui/button';
import { EmptyState } from '../../../ui/empty-state';
import { Skeleton } from '../../../ui/skeleton';
import { useDocumentPrefill } from '../../collaborations/queries';
import { draftFromPrefill, newDraft } from './generate-draft';
import { GenerateForm } from './generate-form';

interface GenerateTabProps {
  /** The type chosen by a dashboard tile or a link; NDA otherwise. */
  documentType: DocumentType | undefined;
  /** Generating from a collaboration: the form is pre-filled from it and the document linked. */
  collaborationId: number | null;
  onGenerated: (documentId: number) => void;
}

export function GenerateTab({
  documentType = 'NDA',
  collaborationId,
  onGenerated,
}: GenerateTabProps) {
  const me = useSignedInUser();
  const prefill = useDocumentPrefill(collaborationId);

  if (collaborationId !== null && prefill.isPending) {
    return (
      <div className="flex flex-col gap-4" aria-busy="true">
        <p role="status" className="sr-only">
          Loading the collaboration...
        </p>
        <Skeleton className="h-20 w-full" />
        <Skeleton className="h-64 w-full" />
      </div>
    );
  }
  if (collaborationId !== null && prefill.isError) {
    return (
      <EmptyState
        icon={FilePlus2}
        title="The collaboration could not be loaded"
        description={errorText(prefill.error, 'Please try again.')}
        action={<Button onClick={() => prefill.refetch()}>Try again</Button>}
      />
    );
  }
  const initial = prefill.data
    ? draftFromPrefill(prefill.data, documentType)
    : newDraft(documentType, me);
  return (
    <GenerateForm
      // A tile or a collaboration chosen while the tab is open starts a fresh form.
      key={`${documentType}-${collaborationId}`}
      initial={initial}
      onGenerated={onGenerated}
    />
  );
}
