import { Lock, SearchX } from 'lucide-react';
import { useParams } from 'react-router-dom';
import { useSignedInUser } from '../../../app/auth';
import { errorText, isApiError } from '../../../lib/api';
import { usePageTitle } from '../../../lib/use-page-title';
import { ButtonLink } from '../../../ui/button';
import { EmptyState } from '../../../ui/empty-state';
import { PageSpinner } from '../../../ui/spinner';
import { parseProjectId } from '../detail/project-detail-page';
import { canCreateProjects } from '../permissions';
import { useProjectDetail } from '../queries';
import { emptyDraft, toDraft } from './draft';
import { ListingEditor } from './listing-editor';

const backToProjects = <ButtonLink to="/projects">Back to Projects</ButtonLink>;

function EditListing({ id }: { id: number }) {
  const { data: project, isPending, isError, error } = useProjectDetail(id);
  usePageTitle('Edit Listing');
  if (isPending) return <PageSpinner label="Loading listing..." />;
  if (isError) {
    const missing = isApiError(error) && error.status === 404;
    return (
      <EmptyState
        icon={SearchX}
        title={
          missing
            ? 'Project not found'
            : `Error loading project: ${errorText(error, 'Something unexpected happened. Please try again.')}`
        }
        action={backToProjects}
      />
    );
  }
  if (!project.canEdit) {
    return (
      <EmptyState
        icon={Lock}
        title="You can’t edit this listing"
        description="Only its owner and platform administrators can change it."
        action={backToProjects}
      />
    );
  }
  // A fresh editor per listing, so moving between listings never mixes drafts.
  return <ListingEditor key={project.id} initial={toDraft(project)} saved={project} />;
}

function CreateListing() {
  const user = useSignedInUser();
  usePageTitle('Create Listing');
  if (!canCreateProjects(user)) {
    return (
      <EmptyState
        icon={Lock}
        title="Only researchers can create listings"
        description="Industry accounts browse and contact researchers; listings come from research teams."
        action={backToProjects}
      />
    );
  }
  return <ListingEditor initial={emptyDraft()} />;
}

/** /projects/new and /projects/:id/edit. */
export default function EditorPage() {
  const raw = useParams().id;
  if (raw === undefined) return <CreateListing />;
  const id = parseProjectId(raw);
  if (id === null)
    return <EmptyState icon={SearchX} title="Project not found" action={backToProjects} />;
  return <EditListing id={id} />;
}
