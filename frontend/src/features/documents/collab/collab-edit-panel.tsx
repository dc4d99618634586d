/**
 * The Edit tab, live: who is here, the connection and save state, the shared editor, the comment
 * threads beside it and the version history. Loaded on demand with TipTap and Yjs, so no other
 * page carries them; mounted only while the tab is open, so only then am I "in the document".
 */
import { DOCUMENT_STATUS_LABELS, type LegalDocumentDetail } from '@labbridge/shared-types';
import { History } from 'lucide-react';
import { useEffect, useState } from 'react';
import { useSignedInUser } from '../../../app/auth';
import { Button } from '../../../ui/button';
import { LoadingStatus, Skeleton } from '../../../ui/skeleton';
import { CommentsPanel } from '../comments/comments-panel';
import { useCommentThreads } from '../comments/queries';
import CollaborativeEditor from '../editor/collaborative-editor';
import type { CommentTarget } from '../editor/comment-anchors';
import { VersionHistory } from '../versions/version-history';
import { CollabStatus } from './collab-status';
import { EditorsPresent } from './editors-present';
import { TitleField } from './title-field';
import { useCollabDoc } from './use-collab-doc';

export interface CollabEditPanelProps {
  doc: LegalDocumentDetail;
  /** Told whether some of my changes are not yet stored (the dialog asks before closing). */
  onUnsavedChange: (unsaved: boolean) => void;
}

export default function CollabEditPanel({ doc, onUnsavedChange }: CollabEditPanelProps) {
  const me = useSignedInUser();
  const { provider, state } = useCollabDoc(doc.id, me);
  const threads = useCommentThreads(doc.id);
  const [draft, setDraft] = useState<CommentTarget | null>(null);
  const [activeThreadId, setActiveThreadId] = useState<number | null>(null);
  const [historyOpen, setHistoryOpen] = useState(false);
  const isDraft = doc.allowedActions.includes('edit');
  const editable = isDraft && !state.readOnly && state.synced && state.error === null;

  useEffect(() => onUnsavedChange(!state.saved), [state.saved, onUnsavedChange]);
  useEffect(() => () => onUnsavedChange(false), [onUnsavedChange]);

  const open = (threads.data?.threads ?? []).filter((t) => !t.resolved);

  return (
    <div className="flex flex-col gap-3">
      <div className="flex flex-wrap items-center justify-between gap-x-4 gap-y-2">
        {provider ? <EditorsPresent awareness={provider.awareness} /> : <span />}
        <div className="flex flex-wrap items-center gap-3">
          <CollabStatus state={state} />
          <Button variant="outline" size="sm" onClick={() => setHistoryOpen(true)} icon={History}>
            Version history
          </Button>
        </div>
      </div>
      {!isDraft && (
        <p className="rounded-lg border border-slate-200 bg-slate-50 p-3 text-sm text-slate-700">
          This document is {DOCUMENT_STATUS_LABELS[doc.status].toLowerCase()}: it can be read but no
          longer edited.
        </p>
      )}
      {editable && <TitleField doc={doc} />}
      {state.error && isDraft && (
        <p
          role="alert"
          className="rounded-lg border border-amber-300 bg-amber-50 p-3 text-sm text-amber-900"
        >
          {state.error.error.message}
        </p>
      )}
      <div className="grid min-h-0 gap-4 lg:grid-cols-[minmax(0,1fr)_18rem]">
        {provider && state.synced ? (
          <CollaborativeEditor
            provider={provider}
            editable={editable}
            label="Document text"
            threads={open}
            activeThreadId={activeThreadId}
            onComment={(anchor) => setDraft(anchor)}
            onSelectThread={setActiveThreadId}
          />
        ) : (
          <div aria-busy="true">
            <LoadingStatus>Loading the document...</LoadingStatus>
            <Skeleton className="h-96 w-full" />
          </div>
        )}
        <CommentsPanel
          documentId={doc.id}
          threads={threads}
          draft={draft}
          onDraftDone={() => setDraft(null)}
          activeThreadId={activeThreadId}
          onSelectThread={setActiveThreadId}
          canComment={isDraft}
        />
      </div>
      {historyOpen && (
        <VersionHistory
          documentId={doc.id}
          canRestore={editable}
          onClose={() => setHistoryOpen(false)}
        />
      )}
    </div>
  );
}
