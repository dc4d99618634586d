import type { ProjectDetail } from '@labbridge/shared-types';
import { Archive, ArchiveRestore, Pencil } from 'lucide-react';
import { useState } from 'react';
import { errorText } from '../../../lib/api';
import { Button, ButtonLink } from '../../../ui/button';
import { DialogClose, DialogFrame } from '../../../ui/dialog';
import { toast } from '../../../ui/toast';
import { useSetProjectActive } from '../queries';

/** Edit Project and archive/restore, for the owner and superadmins only. */
export function OwnerActions({ project }: { project: ProjectDetail }) {
  const [open, setOpen] = useState(false);
  const setActive = useSetProjectActive(project.id);
  const archive = project.isActive;

  const confirm = () =>
    setActive.mutate(!archive, {
      onSuccess: () => {
        setOpen(false);
        toast(
          archive
            ? { title: 'Listing Archived', description: 'It no longer appears in the catalogue.' }
            : { title: 'Listing Restored', description: 'It is visible again.' },
        );
      },
      onError: (err) =>
        toast({
          title: 'Update Failed',
          description: errorText(err, 'Failed to update the listing. Please try again.'),
          variant: 'destructive',
        }),
    });

  return (
    <>
      <ButtonLink to={`/projects/${project.id}/edit`} size="sm" icon={Pencil}>
        Edit Project
      </ButtonLink>
      <DialogFrame
        open={open}
        onOpenChange={setOpen}
        trigger={
          <Button variant="outline" size="sm">
            {archive ? (
              <Archive className="h-4 w-4" aria-hidden="true" />
            ) : (
              <ArchiveRestore className="h-4 w-4" aria-hidden="true" />
            )}
            {archive ? 'Archive' : 'Restore'}
          </Button>
        }
        title={archive ? 'Archive this listing?' : 'Restore this listing?'}
        description={
          archive
            ? 'It leaves the catalogue and only you and administrators can open it. You can restore it later.'
            : 'It returns to the catalogue with its current visibility.'
        }
        footer={
          <>
            <DialogClose asChild>
              <Button variant="outline">Cancel</Button>
            </DialogClose>
            <Button
              onClick={confirm}
              disabled={setActive.isPending}
              variant={archive ? 'destructive' : 'primary'}
            >
              {setActive.isPending ? 'Saving...' : archive ? 'Archive' : 'Restore'}
            </Button>
          </>
        }
      />
    </>
  );
}
