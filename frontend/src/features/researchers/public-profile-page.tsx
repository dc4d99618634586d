import { API, USER_TYPE_LABELS } from '@labbridge/shared-types';
import { Building2, Lock, UserX } from 'lucide-react';
import { useParams } from 'react-router-dom';
import { errorText, isApiError } from '../../lib/api';
import { fullName } from '../../lib/format';
import { useApiQuery } from '../../lib/use-api-query';
import { usePageTitle } from '../../lib/use-page-title';
import { AvatarInitials } from '../../ui/avatar-initials';
import { Badge } from '../../ui/badge';
import { Button, ButtonLink } from '../../ui/button';
import { Card } from '../../ui/card';
import { EmptyState } from '../../ui/empty-state';
import { ExternalLink } from '../../ui/external-link';
import { SkeletonStack } from '../../ui/skeleton';
import { ProjectCard } from '../projects/card/project-card';
import { HeaderBanner } from '../projects/detail/header-banner';
import { PageFrame } from '../projects/page-frame';

function ProfilePhoto({
  url,
  firstName,
  lastName,
}: {
  url: string | null;
  firstName: string | null;
  lastName: string | null;
}) {
  if (url)
    return (
      <img
        src={url}
        alt=""
        className="h-20 w-20 shrink-0 rounded-full object-cover ring-4 ring-white"
      />
    );
  return (
    <AvatarInitials
      firstName={firstName}
      lastName={lastName}
      size="lg"
      className="h-20 w-20 ring-4 ring-white"
    />
  );
}

/** /profile/:id: a researcher's public profile and public listings; a private one shows only the name. */
export default function PublicProfilePage() {
  const id = useParams().id ?? '';
  const { data, isPending, isError, error, refetch } = useApiQuery(API.users.profile, {
    params: { id },
  });
  const name = data ? fullName(data.user, 'LabBridge member') : undefined;
  usePageTitle(name ?? 'Profile');

  if (isPending) {
    return (
      <PageFrame>
        <SkeletonStack
          label="Loading profile..."
          className="gap-6"
          sizes={['h-40 w-full', 'h-8 w-1/3', 'h-20 w-2/3']}
        />
      </PageFrame>
    );
  }
  if (isError) {
    const missing = isApiError(error) && error.status === 404;
    return (
      <PageFrame>
        <EmptyState
          icon={UserX}
          title={missing ? 'Profile not found' : 'The profile could not be loaded'}
          description={
            missing
              ? 'This person is not on LabBridge, or the link is wrong.'
              : errorText(error, 'Please try again.')
          }
          action={
            missing ? (
              <ButtonLink to="/projects">Browse projects</ButtonLink>
            ) : (
              <Button onClick={() => refetch()}>Try again</Button>
            )
          }
        />
      </PageFrame>
    );
  }

  const { user, projects } = data;
  const role = user.userType ? USER_TYPE_LABELS[user.userType] : null;

  return (
    <PageFrame>
      <HeaderBanner
        imageUrl={user.headerImageUrl ?? null}
        videoUrl={user.headerVideoUrl ?? null}
        text={user.customHeaderText ?? null}
      />
      <section
        aria-labelledby="profile-name"
        className="flex flex-col gap-4 sm:flex-row sm:items-start"
      >
        <ProfilePhoto
          url={user.profileImageUrl ?? null}
          firstName={user.firstName}
          lastName={user.lastName}
        />
        <div className="flex min-w-0 flex-col gap-2">
          <h1 id="profile-name" className="text-3xl font-bold tracking-tight text-slate-900">
            {name}
          </h1>
          {!user.isPrivate && (
            <>
              <div className="flex flex-wrap items-center gap-2 text-slate-700">
                {user.position && <span className="font-medium">{user.position}</span>}
                {user.organization && (
                  <span className="inline-flex items-center gap-1">
                    <Building2 className="h-4 w-4" aria-hidden="true" />
                    {user.organization}
                  </span>
                )}
              </div>
              <div className="flex flex-wrap gap-2">
                {role && <Badge tone="brand">{role}</Badge>}
                {user.isVerified && <Badge tone="green">Verified</Badge>}
              </div>
            </>
          )}
        </div>
      </section>

      {user.isPrivate ? (
        <EmptyState
          icon={Lock}
          title="This profile is private"
          description="Only the name is shown to others."
        />
      ) : (
        <div className="grid gap-6 lg:grid-cols-3">
          <div className="flex flex-col gap-6 lg:col-span-2">
            {user.bio && (
              <section className="flex flex-col gap-2">
                <h2 className="text-lg font-semibold text-slate-900">About</h2>
                <p className="whitespace-pre-line text-slate-800">{user.bio}</p>
              </section>
            )}
            <section className="flex flex-col gap-3" aria-labelledby="profile-projects">
              <h2 id="profile-projects" className="text-lg font-semibold text-slate-900">
                Research projects ({projects.length})
              </h2>
              {projects.length === 0 ? (
                <p className="text-sm text-slate-600">No public listings yet.</p>
              ) : (
                <ul className="grid gap-6 md:grid-cols-2">
                  {projects.map((project) => (
                    <li key={project.id}>
                      <ProjectCard project={project} />
                    </li>
                  ))}
                </ul>
              )}
            </section>
          </div>
          <div className="flex flex-col gap-6">
            {user.expertise && user.expertise.length > 0 && (
              <Card className="flex flex-col gap-3 p-5">
                <h2 className="text-lg font-semibold text-slate-900">Expertise</h2>
                <ul className="flex flex-wrap gap-2">
                  {user.expertise.map((tag) => (
                    <li key={tag}>
                      <Badge tone="brand">{tag}</Badge>
                    </li>
                  ))}
                </ul>
              </Card>
            )}
            {user.socialLinks && user.socialLinks.length > 0 && (
              <Card className="flex flex-col gap-3 p-5">
                <h2 className="text-lg font-semibold text-slate-900">Links</h2>
                <ul className="flex flex-col gap-2">
                  {user.socialLinks.map((link) => (
                    <li key={`${link.name}-${link.url}`}>
                      <ExternalLink href={link.url} className="gap-1.5 text-sm text-brand-700">
                        {link.name}
                      </ExternalLink>
                    </li>
                  ))}
                </ul>
              </Card>
            )}
          </div>
        </div>
      )}
    </PageFrame>
  );
}
