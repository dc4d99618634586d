import type { LegalDocumentSummary } from '@labbridge/shared-types';
import { useSignedInUser } from '../../app/auth';
import { CountBadge } from '../../ui/badge';
import { signatureGroups } from './document-lists';
import { DocumentList, DocumentsQueryState, NoDocumentsYet } from './documents-tab';
import { useDocuments } from './queries';

function Group({
  title,
  empty,
  documents,
  count,
}: {
  title: string;
  empty: string;
  documents: LegalDocumentSummary[];
  /** Shown as a badge: what needs me. */
  count?: number;
}) {
  return (
    <section className="flex flex-col gap-2">
      <h2 className="flex items-center gap-2 text-lg font-semibold text-slate-900">
        {title}
        {count !== undefined && <CountBadge count={count} label="documents" />}
      </h2>
      {documents.length === 0 ? (
        <p className="rounded-lg border border-dashed border-slate-300 bg-white px-4 py-3 text-sm text-slate-600">
          {empty}
        </p>
      ) : (
        <DocumentList label={title} documents={documents} />
      )}
    </section>
  );
}

/** What needs my signature, what I signed and waits for the other party, what is executed. */
export function SignaturesTab() {
  const me = useSignedInUser();
  const query = useDocuments();
  return (
    <DocumentsQueryState query={query}>
      {(documents) => {
        if (documents.length === 0) return <NoDocumentsYet />;
        const groups = signatureGroups(documents, me.id);
        return (
          <div className="flex flex-col gap-6">
            <Group
              title="Awaiting my signature"
              empty="Nothing waits for your signature."
              documents={groups.awaitingMe}
              count={groups.awaitingMe.length}
            />
            <Group
              title="Signed by me"
              empty="No document you signed is waiting for the other party."
              documents={groups.signedByMe}
            />
            <Group
              title="Fully executed"
              empty="No document has been signed by both parties yet."
              documents={groups.fullyExecuted}
            />
          </div>
        );
      }}
    </DocumentsQueryState>
  );
}
