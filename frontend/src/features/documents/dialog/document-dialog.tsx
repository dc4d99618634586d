import {
  collaborationPath,
  DOCUMENT_TYPE_LABELS,
  type LegalDocumentDetail,
} from '@labbridge/shared-types';
import { FileWarning } from 'lucide-react';
import { lazy, Suspense, useCallback, useRef, useState } from 'react';
import { Link } from 'react-router-dom';
import { errorText, isApiError } from '../../../lib/api';
import { loadChunk } from '../../../lib/load-chunk';
import { StatusBadge } from '../../../ui/badge';
import { Button } from '../../../ui/button';
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFrame,
  DialogHeader,
  DialogTitle,
} from '../../../ui/dialog';
import { EmptyState } from '../../../ui/empty-state';
import { LoadingStatus, Skeleton } from '../../../ui/skeleton';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '../../../ui/tabs';
import { UnsavedChangesGuard } from '../../projects/editor/unsaved-changes';
import { TermAdvicePanel } from '../advice/term-advice-panel';
import { useDocument, useDocumentSteps } from '../queries';
import { DOCUMENT_BADGES } from '../status-badges';
import { DocumentPreview } from './document-preview';
import { RecordedTerms } from './recorded-terms';
import { SignaturesPanel } from './signatures-panel';

type DialogTab = 'preview' | 'edit' | 'signatures';

function DiscardDialog({
  open,
  onStay,
  onDiscard,
}: {
  open: boolean;
  onStay: () => void;
  onDiscard: () => void;
}) {
  return (
    <DialogFrame
      open={open}
      onOpenChange={(o) => !o && onStay()}
      title="Discard unsaved changes?"
      description="Some of your edits have not reached the server yet (the connection is down). Closing now loses them."
      footer={
        <>
          <Button variant="outline" onClick={onStay}>
            Keep editing
          </Button>
          <Button variant="destructive" onClick={onDiscard}>
            Discard changes
          </Button>
        </>
      }
    />
  );
}

/** The live Edit tab, with TipTap and Yjs, loads only when the tab is first opened. */
const CollabEditPanel = lazy(() => loadChunk(() => import('../collab/collab-edit-panel')));

function EditTab({
  doc,
  onUnsavedChange,
}: {
  doc: LegalDocumentDetail;
  onUnsavedChange: (unsaved: boolean) => void;
}) {
  if (doc.status === 'cancelled') {
    return (
      <p className="rounded-lg border border-slate-200 bg-slate-50 p-4 text-sm text-slate-700">
        This document was cancelled: it can no longer be opened for editing.
      </p>
    );
  }
  return (
    <Suspense
      fallback={
        <div aria-busy="true">
          <LoadingStatus>Loading the editor...</LoadingStatus>
          <Skeleton className="h-96 w-full" />
        </div>
      }
    >
      <CollabEditPanel doc={doc} onUnsavedChange={onUnsavedChange} />
    </Suspense>
  );
}

function Loaded({
  doc,
  onUnsavedChange,
}: {
  doc: LegalDocumentDetail;
  onUnsavedChange: (unsaved: boolean) => void;
}) {
  const [tab, setTab] = useState<DialogTab>('preview');
  // Once opened, the editor stays mounted (hidden) on the other tabs: edits not yet stored
  // (offline) live in its Y.Doc and must not be dropped by a tab switch.
  const [editOpened, setEditOpened] = useState(false);
  const [unsaved, setUnsaved] = useState(false);
  const steps = useDocumentSteps(doc.id);

  const onUnsaved = useCallback(
    (value: boolean) => {
      setUnsaved(value);
      onUnsavedChange(value);
    },
    [onUnsavedChange],
  );

  return (
    <>
      <DialogHeader>
        <div className="flex flex-wrap items-center gap-2">
          <StatusBadge status={doc.status} scheme={DOCUMENT_BADGES} />
          <span className="text-sm text-slate-600">{DOCUMENT_TYPE_LABELS[doc.documentType]}</span>
        </div>
        <DialogTitle className="text-xl">{doc.title}</DialogTitle>
        <DialogDescription>
          {doc.project ? <>For {doc.project.title}. </> : null}
          {doc.collaborationId !== null && (
            <Link to={collaborationPath(doc.collaborationId)} className="text-brand-800 underline">
              View collaboration
            </Link>
          )}
        </DialogDescription>
      </DialogHeader>
      <Tabs
        value={tab}
        onValueChange={(v) => {
          setTab(v as DialogTab);
          if (v === 'edit') setEditOpened(true);
        }}
        className="min-h-0"
      >
        <TabsList aria-label="Document views">
          <TabsTrigger value="preview">Preview</TabsTrigger>
          <TabsTrigger value="edit">
            Edit
            {unsaved && <span className="sr-only"> (unsaved changes)</span>}
            {unsaved && <span className="h-2 w-2 rounded-full bg-amber-500" aria-hidden="true" />}
          </TabsTrigger>
          <TabsTrigger value="signatures">Signatures</TabsTrigger>
        </TabsList>
        <TabsContent value="preview" className="flex flex-col gap-4">
          <DocumentPreview html={doc.content} label={`${doc.title}, preview`} />
          {/* After the text, as in the PDF: the terms the platform holds are part of what is signed. */}
          <RecordedTerms doc={doc} />
        </TabsContent>
        <TabsContent
          value="edit"
          forceMount={editOpened || undefined}
          className="data-[state=inactive]:hidden"
        >
          {editOpened && (
            <div className="flex flex-col gap-4">
              <EditTab doc={doc} onUnsavedChange={onUnsaved} />
              {/* Advice on the terms, under the text and its comments: it never blocks an edit. */}
              <TermAdvicePanel doc={doc} />
            </div>
          )}
        </TabsContent>
        <TabsContent value="signatures">
          <SignaturesPanel doc={doc} steps={steps} hasUnsavedEdits={unsaved} />
        </TabsContent>
      </Tabs>
    </>
  );
}

/**
 * A document with its Preview, Edit and Signatures tabs, opened from any list by its URL
 * (documentPath: /documents?document=<id>). Closing it, or leaving the page, with unsaved edits
 * asks first.
 */
export function DocumentDialog({ id, onClose }: { id: number; onClose: () => void }) {
  const { data: doc, isPending, isError, error } = useDocument(id);
  const [dirty, setDirty] = useState(false);
  const [confirming, setConfirming] = useState(false);
  const allowLeave = useRef(false);

  const requestClose = () => (dirty ? setConfirming(true) : onClose());

  return (
    <>
      <Dialog open onOpenChange={(open) => !open && requestClose()}>
        <DialogContent className="h-[90vh] max-w-4xl sm:p-8">
          {isPending ? (
            <div className="flex flex-col gap-3" aria-busy="true">
              <DialogTitle>Loading document...</DialogTitle>
              <Skeleton className="h-8 w-2/3" />
              <Skeleton className="h-96 w-full" />
            </div>
          ) : isError ? (
            <>
              <DialogTitle className="sr-only">Document unavailable</DialogTitle>
              <EmptyState
                icon={FileWarning}
                title={
                  isApiError(error) && (error.status === 404 || error.status === 403)
                    ? 'Document not found'
                    : 'The document could not be loaded'
                }
                description={
                  isApiError(error) && (error.status === 404 || error.status === 403)
                    ? 'It may not exist, or you are not one of its parties.'
                    : errorText(error, 'Please try again.')
                }
                action={<Button onClick={onClose}>Back to documents</Button>}
              />
            </>
          ) : (
            <Loaded doc={doc} onUnsavedChange={setDirty} />
          )}
        </DialogContent>
      </Dialog>
      <DiscardDialog
        open={confirming}
        onStay={() => setConfirming(false)}
        onDiscard={() => {
          setConfirming(false);
          onClose();
        }}
      />
      <UnsavedChangesGuard
        dirty={dirty}
        allowLeave={allowLeave}
        description="Some of your edits have not reached the server yet and will be lost."
      />
    </>
  );
}
