import {
  collaborationPath,
  DOCUMENT_TYPE_LABELS,
  type LegalDocumentDetail,
} from '@labbridge/shared-types';
import { FileWarning } from 'lucide-react';
import { useEffect, useRef, useState } from 'react';
import { Link } from 'react-router-dom';
import { errorText, isApiError } from '../../../lib/api';
import { Button } from '../../../ui/button';
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from '../../../ui/dialog';
import { EmptyState } from '../../../ui/empty-state';
import { Skeleton } from '../../../ui/skeleton';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '../../../ui/tabs';
import { UnsavedChangesGuard } from '../../projects/editor/unsaved-changes';
import { TermAdvicePanel } from '../advice/term-advice-panel';
import { useDocument, useDocumentSteps } from '../queries';
import { DocumentStatusBadge } from '../status-badge';
import { DocumentPreview } from './document-preview';
import { EditPanel } from './edit-panel';
import { documentChanged, type EditSession, isDirty, reloaded, startSession } from './edit-session';
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
    <Dialog open={open} onOpenChange={(o) => !o && onStay()}>
      <DialogContent>
        <DialogHeader>
          <DialogTitle>Discard unsaved changes?</DialogTitle>
          <DialogDescription>Your edits to this document have not been saved.</DialogDescription>
        </DialogHeader>
        <DialogFooter>
          <Button variant="outline" onClick={onStay}>
            Keep editing
          </Button>
          <Button variant="destructive" onClick={onDiscard}>
            Discard changes
          </Button>
        </DialogFooter>
      </DialogContent>
    </Dialog>
  );
}

function Loaded({
  doc,
  refetch,
  onDirtyChange,
}: {
  doc: LegalDocumentDetail;
  refetch: () => Promise<{ data?: LegalDocumentDetail }>;
  onDirtyChange: (dirty: boolean) => void;
}) {
  const [tab, setTab] = useState<DialogTab>('preview');
  const [session, setSession] = useState<EditSession>(() => startSession(doc));
  const steps = useDocumentSteps(doc.id);
  const savingRef = useRef(false);
  const dirty = isDirty(session);

  // The server's copy moved (the other party, a live event): follow it or flag the conflict.
  useEffect(() => {
    if (!savingRef.current) setSession((s) => documentChanged(s, doc));
  }, [doc]);
  useEffect(() => onDirtyChange(dirty), [dirty, onDirtyChange]);

  const reload = async () => {
    const { data } = await refetch();
    if (data) setSession((s) => reloaded(s, data));
  };

  return (
    <>
      <DialogHeader>
        <div className="flex flex-wrap items-center gap-2">
          <DocumentStatusBadge status={doc.status} />
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
      <Tabs value={tab} onValueChange={(v) => setTab(v as DialogTab)} className="min-h-0">
        <TabsList aria-label="Document views">
          <TabsTrigger value="preview">Preview</TabsTrigger>
          <TabsTrigger value="edit">
            Edit
            {dirty && <span className="sr-only"> (unsaved changes)</span>}
            {dirty && <span className="h-2 w-2 rounded-full bg-amber-500" aria-hidden="true" />}
          </TabsTrigger>
          <TabsTrigger value="signatures">Signatures</TabsTrigger>
        </TabsList>
        <TabsContent value="preview">
          <DocumentPreview html={doc.content} label={`${doc.title}, preview`} />
        </TabsContent>
        {/* Kept mounted while hidden, so switching tabs never loses the editor's state. */}
        <TabsContent value="edit" forceMount className="data-[state=inactive]:hidden">
          <div className="flex flex-col gap-4 lg:flex-row lg:items-start">
            <div className="min-w-0 flex-1">
              <EditPanel
                doc={doc}
                session={session}
                update={setSession}
                save={steps.save}
                onReload={() => void reload()}
                savingRef={savingRef}
              />
            </div>
            <TermAdvicePanel doc={doc} />
          </div>
        </TabsContent>
        <TabsContent value="signatures">
          <SignaturesPanel doc={doc} steps={steps} hasUnsavedEdits={dirty} />
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
  const { data: doc, isPending, isError, error, refetch } = useDocument(id);
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
            <Loaded doc={doc} refetch={refetch} onDirtyChange={setDirty} />
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
        description="Your edits to this document have not been saved and will be lost."
      />
    </>
  );
}
