/**
 * The document's title, renamed through PATCH with the version it was read at (the text is
 * co-edited live; the title is not): a stale version is refused, and the field takes the newer
 * title so the user can rename again on top of it.
 */
import { type LegalDocumentDetail, LIMITS } from '@labbridge/shared-types';
import { type FormEvent, useEffect, useId, useState } from 'react';
import { isApiError } from '../../../lib/api';
import { Button } from '../../../ui/button';
import { Input } from '../../../ui/input';
import { toast } from '../../../ui/toast';
import { useDocumentSteps } from '../queries';

export function TitleField({ doc }: { doc: LegalDocumentDetail }) {
  const id = useId();
  const { rename } = useDocumentSteps(doc.id);
  const [title, setTitle] = useState(doc.title);
  const changed = title.trim() !== doc.title && title.trim() !== '';

  // Someone renamed it meanwhile: follow, unless I am in the middle of my own rename.
  useEffect(() => {
    if (!rename.isPending) setTitle(doc.title);
  }, [doc.title, rename.isPending]);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!changed) return;
    rename.mutate(
      { version: doc.version, title: title.trim() },
      {
        onSuccess: () => toast({ title: 'Document Saved', description: 'The title is changed.' }),
        onError: (err) =>
          toast({
            title: 'Save Failed',
            description:
              isApiError(err) && err.status === 409
                ? 'The document changed since you opened it. Check the title and try again.'
                : 'Unable to save document changes. Please try again.',
            variant: 'destructive',
          }),
      },
    );
  };

  return (
    <form onSubmit={submit} className="flex flex-col gap-1 sm:flex-row sm:items-end sm:gap-2">
      <div className="flex flex-1 flex-col gap-1">
        <label htmlFor={id} className="text-sm font-medium text-slate-800">
          Title
        </label>
        <Input
          id={id}
          value={title}
          maxLength={LIMITS.documentTitleMaxLength}
          onChange={(e) => setTitle(e.target.value)}
        />
      </div>
      <Button type="submit" variant="outline" disabled={!changed || rename.isPending}>
        {rename.isPending ? 'Saving...' : 'Rename'}
      </Button>
    </form>
  );
}
