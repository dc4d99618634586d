import { projectPath } from '@labbridge/shared-types';
import { MessageCircle, SearchX, Share2 } from 'lucide-react';
import type { ReactNode } from 'react';
import { useParams } from 'react-router-dom';
import { useCurrentUser } from '../../../app/auth';
import { signInPath } from '../../../app/return-to';
import { errorText, isApiError } from '../../../lib/api';
import { fullName } from '../../../lib/format';
import { usePageTitle } from '../../../lib/use-page-title';
import { BackLink } from '../../../ui/back-link';
import { Button, ButtonLink } from '../../../ui/button';
import { EmptyState } from '../../../ui/empty-state';
import { LoadingStatus, Skeleton } from '../../../ui/skeleton';
import {
  CollaborationEntry,
  ProjectCollaborations,
} from '../../collaborations/project-collaborations';
import { SendMessageDialog } from '../../messages/send-message-dialog';
import { FollowButton } from '../card/follow-button';
import { ShareDialog } from '../card/share-dialog';
import { PageFrame } from '../page-frame';
import { useProjectDetail } from '../queries';
import { OwnerActions } from './owner-actions';
import { ProjectDetailView } from './project-detail-view';
import { OwnerNotices } from './review-status';

/** Project ids are positive integers (spec §2); anything else is a listing that does not exist. */
export const parseProjectId = (raw: string | undefined): number | null =>
  raw && /^\d{1,10}$/.test(raw) && Number(raw) > 0 ? Number(raw) : null;

/** A project's page, loaded or not: the way back to the catalogue, then what there is to show. */
function ProjectFrame({ children }: { children: ReactNode }) {
  return (
    <PageFrame>
      <BackLink to="/projects">Back to Projects</BackLink>
      {children}
    </PageFrame>
  );
}

function NotFound() {
  return (
    <EmptyState
      icon={SearchX}
      title="Project not found"
      description="It may have been removed, or it is not shared with you."
      action={<ButtonLink to="/projects">Browse projects</ButtonLink>}
    />
  );
}

/** /projects/:id: the listing with the viewer's actions. */
export default function ProjectDetailPage() {
  const id = parseProjectId(useParams().id);
  const { data: project, isPending, isError, error, refetch } = useProjectDetail(id);
  const { data: user } = useCurrentUser();
  usePageTitle(project?.title ?? 'Project');

  if (id === null) {
    return (
      <ProjectFrame>
        <NotFound />
      </ProjectFrame>
    );
  }

  if (isPending) {
    return (
      <ProjectFrame>
        <LoadingStatus>Loading project...</LoadingStatus>
        <Skeleton className="h-8 w-2/3" />
        <Skeleton className="aspect-video w-full max-w-3xl" />
        <Skeleton className="h-24 w-full max-w-3xl" />
      </ProjectFrame>
    );
  }

  if (isError) {
    if (isApiError(error) && error.status === 404) {
      return (
        <ProjectFrame>
          <NotFound />
        </ProjectFrame>
      );
    }
    return (
      <ProjectFrame>
        <EmptyState
          icon={SearchX}
          title={`Error loading project: ${errorText(error, 'Something unexpected happened. Please try again.')}`}
          action={<Button onClick={() => refetch()}>Try again</Button>}
        />
      </ProjectFrame>
    );
  }

  const ownerName = fullName(project.owner ?? {}, 'the researcher');
  const actions = (
    <div className="flex flex-wrap items-center gap-2">
      {project.canEdit && <OwnerActions project={project} />}
      <ShareDialog
        projectId={project.id}
        title={project.title}
        trigger={
          <Button variant="outline" size="sm" icon={Share2}>
            Refer
          </Button>
        }
      />
      {!user && (
        // Visitors must sign up to chat (spec §1); registration and onboarding come back here.
        <ButtonLink
          to={signInPath(projectPath(project.id), 'register')}
          size="sm"
          icon={MessageCircle}
        >
          Sign up to chat
        </ButtonLink>
      )}
      {user && !project.isOwner && (
        <>
          <SendMessageDialog
            receiverId={project.userId}
            receiverName={ownerName}
            projectId={project.id}
            projectTitle={project.title}
            variant="outline"
          />
          {project.canPropose && (
            <CollaborationEntry
              projectId={project.id}
              projectTitle={project.title}
              ownerName={ownerName}
            />
          )}
        </>
      )}
      {!project.isOwner && (
        <FollowButton
          projectId={project.id}
          title={project.title}
          isFollowing={project.isFollowing}
        />
      )}
    </div>
  );

  return (
    <ProjectFrame>
      <ProjectDetailView
        project={project}
        isOwner={project.isOwner}
        actions={actions}
        aside={
          <>
            {project.canEdit && <OwnerNotices project={project} />}
            {user && <ProjectCollaborations projectId={project.id} />}
          </>
        }
        followerCount={project.followerCount}
      />
    </ProjectFrame>
  );
}
