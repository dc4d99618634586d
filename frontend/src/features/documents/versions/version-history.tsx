/**
 * Version history: every snapshot with who and when, naming the current state ("Sent to
 * counterparty"), one version shown with what changed since the one before it, and restoring a
 * version (the server applies it as a new edit, so the other party sees it arrive live).
 */
import { Eye, RotateCcw, Tag } from 'lucide-react';
import { type FormEvent, useId, useMemo, useState } from 'react';
import { errorText } from '../../../lib/api';
import { cn } from '../../../lib/cn';
import { timeAgo } from '../../../lib/format';
import { Button } from '../../../ui/button';
import { DialogFrame } from '../../../ui/dialog';
import { Input } from '../../../ui/input';
import { Skeleton } from '../../../ui/skeleton';
import { toast } from '../../../ui/toast';
import { DocumentPreview } from '../dialog/document-preview';
import {
  type DocumentVersionSummary,
  useDocumentVersion,
  useDocumentVersions,
  useVersionActions,
} from './queries';
import { changesToHtml, countChanges } from './version-changes';

const KIND_LABELS: Record<DocumentVersionSummary['kind'], string> = {
  edit: 'Saved edit',
  auto: 'Autosaved',
  named: 'Named version',
  finalize: 'Sent for signatures',
  restore: 'Restored version',
};

const authorName = (v: DocumentVersionSummary) =>
  v.author
    ? [v.author.firstName, v.author.lastName].filter(Boolean).join(' ') || 'Someone'
    : 'LabBridge';

const titleOf = (v: DocumentVersionSummary) => v.name ?? KIND_LABELS[v.kind];

function NameVersionForm({ documentId }: { documentId: number }) {
  const id = useId();
  const [name, setName] = useState('');
  const { create } = useVersionActions(documentId);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!name.trim()) return;
    create.mutate(name.trim(), {
      onSuccess: () => {
        setName('');
        toast({ title: 'Version saved', description: `“${name.trim()}” is in the history.` });
      },
      onError: (err) =>
        toast({
          title: 'Version not saved',
          description: errorText(err, 'Please try again.'),
          variant: 'destructive',
        }),
    });
  };
  return (
    <form onSubmit={submit} className="flex flex-col gap-2 sm:flex-row sm:items-end">
      <div className="flex flex-1 flex-col gap-1">
        <label htmlFor={id} className="text-sm font-medium text-slate-800">
          Name the current version
        </label>
        <Input
          id={id}
          value={name}
          maxLength={120}
          placeholder="Sent to counterparty"
          onChange={(e) => setName(e.target.value)}
        />
      </div>
      <Button type="submit" disabled={!name.trim() || create.isPending} icon={Tag}>
        {create.isPending ? 'Saving...' : 'Save version'}
      </Button>
    </form>
  );
}

function VersionChanges({
  documentId,
  version,
}: {
  documentId: number;
  version: DocumentVersionSummary;
}) {
  const detail = useDocumentVersion(documentId, version.id);
  const html = useMemo(
    () => (detail.data ? changesToHtml(detail.data.changes) : null),
    [detail.data],
  );

  if (detail.isError) {
    return <p className="text-sm text-red-700">This version could not be loaded.</p>;
  }
  if (!detail.data || html === null) return <Skeleton className="h-64 w-full" />;
  const { inserted, deleted } = countChanges(detail.data.changes);
  return (
    <div className="flex flex-col gap-2">
      <p className="text-sm text-slate-700">
        {detail.data.previousId === null
          ? 'The first version: all of its text is new.'
          : `Compared with the version before it: ${inserted} words inserted, ${deleted} deleted.`}{' '}
        <ins className="bg-emerald-100 text-emerald-900">Insertions</ins> and{' '}
        <del className="bg-rose-100 text-rose-900">deletions</del> are marked.
      </p>
      <DocumentPreview html={html} label={`${titleOf(version)}, changes`} />
    </div>
  );
}

export function VersionHistory({
  documentId,
  canRestore,
  onClose,
}: {
  documentId: number;
  canRestore: boolean;
  onClose: () => void;
}) {
  const versions = useDocumentVersions(documentId);
  const { restore } = useVersionActions(documentId);
  const [selectedId, setSelectedId] = useState<number | null>(null);
  // Newest first, as the server lists them.
  const list = versions.data?.versions ?? [];
  const selected = list.find((v) => v.id === selectedId) ?? null;

  const doRestore = (version: DocumentVersionSummary) =>
    restore.mutate(version.id, {
      onSuccess: () => {
        toast({
          title: 'Version restored',
          description: `The document is back to “${titleOf(version)}”.`,
        });
        onClose();
      },
      onError: (err) =>
        toast({
          title: 'Restore failed',
          description: errorText(err, 'Please try again.'),
          variant: 'destructive',
        }),
    });

  return (
    <DialogFrame
      open
      onOpenChange={(open) => !open && onClose()}
      className="max-h-[90vh] max-w-4xl overflow-y-auto"
      title="Version history"
      description="Snapshots of this document: named ones, automatic ones after quiet periods, and the one sent for signatures."
    >
      {canRestore && <NameVersionForm documentId={documentId} />}
      <div className="grid gap-4 md:grid-cols-[16rem_minmax(0,1fr)]">
        {versions.isPending ? (
          <Skeleton className="h-40 w-full" />
        ) : versions.isError ? (
          <p className="text-sm text-red-700">
            {errorText(versions.error, 'The history could not be loaded.')}
          </p>
        ) : list.length === 0 ? (
          <p className="text-sm text-slate-600">No versions yet.</p>
        ) : (
          <ol className="flex flex-col gap-2" aria-label="Versions">
            {list.map((version) => (
              <li
                key={version.id}
                className={cn(
                  'rounded-lg border p-3 text-sm',
                  version.id === selectedId ? 'border-brand-600 bg-brand-50' : 'border-slate-200',
                )}
              >
                <p className="font-medium text-slate-900">{titleOf(version)}</p>
                <p className="text-slate-600">
                  {authorName(version)} ·{' '}
                  <time
                    dateTime={version.createdAt}
                    title={new Date(version.createdAt).toLocaleString()}
                  >
                    {timeAgo(version.createdAt)}
                  </time>
                </p>
                <div className="mt-2 flex flex-wrap gap-2">
                  <Button
                    variant="outline"
                    size="sm"
                    aria-label={`View ${titleOf(version)}`}
                    aria-pressed={version.id === selectedId}
                    onClick={() => setSelectedId(version.id)}
                    icon={Eye}
                  >
                    View
                  </Button>
                  {canRestore && (
                    <Button
                      variant="outline"
                      size="sm"
                      aria-label={`Restore ${titleOf(version)}`}
                      disabled={restore.isPending}
                      onClick={() => doRestore(version)}
                      icon={RotateCcw}
                    >
                      Restore
                    </Button>
                  )}
                </div>
              </li>
            ))}
          </ol>
        )}
        <div className="min-w-0">
          {selected ? (
            <VersionChanges documentId={documentId} version={selected} />
          ) : (
            <p className="text-sm text-slate-600">Choose a version to see what changed in it.</p>
          )}
        </div>
      </div>
    </DialogFrame>
  );
}
