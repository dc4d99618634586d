import { DOCUMENT_STATUS_LABELS, type LegalDocumentDetail, LIMITS } from '@labbridge/shared-types';
import { AlertTriangle, Save } from 'lucide-react';
import { type KeyboardEvent, lazy, Suspense } from 'react';
import { isApiError } from '../../../lib/api';
import { Button } from '../../../ui/button';
import { Field } from '../../../ui/field';
import { Input } from '../../../ui/input';
import { Skeleton } from '../../../ui/skeleton';
import { toast } from '../../../ui/toast';
import type { useDocumentSteps } from '../queries';
import { conflicted, type EditSession, edited, editorReady, isDirty, saved } from './edit-session';

/** TipTap stays out of every bundle but this tab's. */
const DocumentEditor = lazy(() => import('../editor/document-editor'));

interface EditPanelProps {
  doc: LegalDocumentDetail;
  session: EditSession;
  update: (change: (s: EditSession) => EditSession) => void;
  save: ReturnType<typeof useDocumentSteps>['save'];
  /** Drops the edits and starts again from the server's latest copy. */
  onReload: () => void;
  /** True while a save is under way: the dialog ignores the server's copy moving meanwhile. */
  savingRef: { current: boolean };
}

/** Edit: the title and the rich text of a draft, saved with the version they started from. */
export function EditPanel({ doc, session, update, save, onReload, savingRef }: EditPanelProps) {
  if (!doc.allowedActions.includes('edit')) {
    return (
      <p className="rounded-lg border border-slate-200 bg-slate-50 p-4 text-sm text-slate-700">
        Only drafts can be edited, by their parties. This document is{' '}
        {DOCUMENT_STATUS_LABELS[doc.status].toLowerCase()}.
      </p>
    );
  }

  const dirty = isDirty(session);
  const submit = async () => {
    if (!dirty || save.isPending || session.html === null) return;
    savingRef.current = true;
    try {
      const next = await save.mutateAsync({
        version: session.baseVersion,
        content: session.html,
        ...(session.title !== session.baseTitle && { title: session.title }),
      });
      update((s) => saved(s, next));
      toast({ title: 'Document Saved', description: 'Your changes have been saved.' });
    } catch (err) {
      if (isApiError(err) && err.status === 409) {
        update(conflicted);
        toast({
          title: 'Save Failed',
          description: 'Someone else saved this document since you opened it. Reload to see it.',
          variant: 'destructive',
        });
      } else {
        toast({
          title: 'Save Failed',
          description: 'Unable to save document changes. Please try again.',
          variant: 'destructive',
        });
      }
    } finally {
      savingRef.current = false;
    }
  };

  const onKeyDown = (event: KeyboardEvent) => {
    if ((event.ctrlKey || event.metaKey) && event.key.toLowerCase() === 's') {
      event.preventDefault();
      void submit();
    }
  };

  return (
    // biome-ignore lint/a11y/noStaticElementInteractions: catches Ctrl+S from the fields inside
    <div className="flex flex-col gap-4" onKeyDown={onKeyDown}>
      {session.conflict && (
        <div
          role="alert"
          className="flex flex-col gap-3 rounded-lg border border-amber-300 bg-amber-50 p-4 text-sm text-amber-900 sm:flex-row sm:items-center"
        >
          <AlertTriangle className="h-5 w-5 shrink-0" aria-hidden="true" />
          <p className="flex-1">
            Someone else saved a newer version while you were editing. Reload it to continue; your
            unsaved changes will be lost.
          </p>
          <Button variant="outline" size="sm" onClick={onReload}>
            Reload latest version
          </Button>
        </div>
      )}
      <Field label="Title">
        {(control) => (
          <Input
            {...control}
            value={session.title}
            onChange={(event) => update((s) => edited(s, { title: event.target.value }))}
            maxLength={LIMITS.documentTitleMaxLength}
          />
        )}
      </Field>
      <Suspense
        fallback={
          <div aria-busy="true">
            <p role="status" className="sr-only">
              Loading the editor...
            </p>
            <Skeleton className="h-96 w-full" />
          </div>
        }
      >
        <DocumentEditor
          key={session.editorKey}
          initialHtml={doc.content}
          label="Document text"
          onReady={(html) => update((s) => editorReady(s, html))}
          onChange={(html) => update((s) => edited(s, { html }))}
        />
      </Suspense>
      <div className="flex flex-col-reverse gap-2 sm:flex-row sm:items-center sm:justify-end">
        <p className="text-sm text-slate-600 sm:mr-auto" aria-live="polite">
          {dirty ? 'Unsaved changes' : 'All changes saved'}
        </p>
        <Button
          onClick={() => void submit()}
          disabled={!dirty || save.isPending || session.conflict}
          aria-keyshortcuts="Control+S"
        >
          <Save className="h-4 w-4" aria-hidden="true" />
          {save.isPending ? 'Saving...' : 'Save Changes'}
        </Button>
      </div>
    </div>
  );
}
