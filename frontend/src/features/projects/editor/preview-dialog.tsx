import type { Project } from '@labbridge/shared-types';
import { Eye } from 'lucide-react';
import { Button } from '../../../ui/button';
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogHeader,
  DialogTitle,
  DialogTrigger,
} from '../../../ui/dialog';
import { ProjectCard } from '../card/project-card';
import { ProjectDetailView } from '../detail/project-detail-view';

/** Preview: the card and the page exactly as visitors will see them, from the unsaved draft. */
export function PreviewDialog({ build }: { build: () => Project }) {
  return (
    <Dialog>
      <DialogTrigger asChild>
        <Button variant="outline" icon={Eye}>
          Preview
        </Button>
      </DialogTrigger>
      <DialogContent className="max-w-6xl bg-slate-50">
        <PreviewBody project={build()} />
      </DialogContent>
    </Dialog>
  );
}

function PreviewBody({ project }: { project: Project }) {
  return (
    <>
      <DialogHeader>
        <DialogTitle>Preview</DialogTitle>
        <DialogDescription>
          This is how visitors will see your listing. Scores are recalculated when you save.
        </DialogDescription>
      </DialogHeader>
      <section aria-label="Card preview" className="max-w-sm" inert>
        <ProjectCard project={project} asVisitor />
      </section>
      <section aria-label="Page preview" className="rounded-xl bg-white p-4 sm:p-6">
        <ProjectDetailView project={project} isOwner={false} />
      </section>
    </>
  );
}
