import { isFeaturedProject, type ProjectSummary, projectPath } from '@labbridge/shared-types';
import { ArrowRight, Calendar, DollarSign, Gauge, MessageCircle, Share2, Star } from 'lucide-react';
import { Link } from 'react-router-dom';
import { useCurrentUser } from '../../../app/auth';
import { cn } from '../../../lib/cn';
import { formatUsd, fullName } from '../../../lib/format';
import { scoreTone } from '../../../lib/project-display';
import { AvatarInitials } from '../../../ui/avatar-initials';
import { Badge } from '../../../ui/badge';
import { Button, ButtonLink } from '../../../ui/button';
import { Card } from '../../../ui/card';
import { useMatchBadge } from '../../matches/queries';
import { chatHref } from '../chat-href';
import { useCachedFollowState } from '../queries';
import { CategoryBadge, StageBadge } from './badges';
import { CompactProjectCard, type CompactVariant } from './compact-card';
import { FollowButton } from './follow-button';
import { MediaCarousel } from './media-carousel';
import { AiEvaluationBar } from './score-bar';
import { ShareDialog } from './share-dialog';

export const timelineText = (months: number) => `${months} month${months === 1 ? '' : 's'}`;

/** The card's three key facts; null shows as a dash. */
const factsOf = (project: ProjectSummary) => [
  {
    label: 'Funding',
    icon: DollarSign,
    value: project.fundingRequired === null ? null : formatUsd(project.fundingRequired, true),
  },
  {
    label: 'Timeline',
    icon: Calendar,
    value: project.timelineMonths === null ? null : timelineText(project.timelineMonths),
  },
  { label: 'TRL', icon: Gauge, value: project.trlLevel },
];

/** Featured, category, stage, optionally TRL, and '% Match' badges of a listing. */
export function ProjectBadges({
  project,
  withTrl = false,
}: {
  project: ProjectSummary;
  withTrl?: boolean;
}) {
  const match = useMatchBadge(project);
  return (
    <div className="flex flex-wrap gap-1.5">
      {isFeaturedProject(project) && (
        <Badge tone="yellow">
          <Star className="h-3 w-3 fill-current" aria-hidden="true" />
          Featured
        </Badge>
      )}
      <CategoryBadge category={project.category} />
      <StageBadge stage={project.stage} />
      {withTrl && project.trlLevel !== null && (
        <Badge tone="gray" title="Technology readiness level">
          TRL {project.trlLevel}
        </Badge>
      )}
      {match && (
        <Badge
          tone={scoreTone(match.score)}
          title={
            match.personal
              ? 'Your match: how well this listing fits your profile'
              : 'Matchability score'
          }
          data-testid="match-badge"
        >
          {match.score}% Match
        </Badge>
      )}
    </div>
  );
}

/**
 * grid and list: the catalogue's full card (a tile or a row), also on profiles and in the
 * editor's preview; landing and home: the compact cards of the landing page and the dashboard.
 */
export type ProjectCardVariant = 'grid' | 'list' | CompactVariant;

interface ProjectCardProps {
  project: ProjectSummary;
  variant?: ProjectCardVariant;
  /** Heading level of the title inside the page's outline (full card). */
  headingLevel?: 'h2' | 'h3';
  /** Shows the card as another user would see it (the editor's preview). */
  asVisitor?: boolean;
  /** A card in the first row of a page: its image loads at once (see MediaImage). */
  priority?: boolean;
}

/** The one project card of spec §2, in each of its variants. */
export function ProjectCard({ variant = 'grid', ...props }: ProjectCardProps) {
  if (variant === 'landing' || variant === 'home') {
    return <CompactProjectCard project={props.project} variant={variant} />;
  }
  return <FullProjectCard {...props} list={variant === 'list'} />;
}

function FullProjectCard({
  project,
  list,
  headingLevel = 'h3',
  asVisitor = false,
  priority = false,
}: Omit<ProjectCardProps, 'variant'> & { list: boolean }) {
  const { data: user } = useCurrentUser();
  const followState = useCachedFollowState(project.id);
  const Heading = headingLevel;
  const detailHref = projectPath(project.id);
  const isOwn = !asVisitor && user?.id === project.userId;
  const owner = project.owner;

  return (
    <Card
      className={cn('flex h-full flex-col overflow-hidden', list && 'sm:flex-row')}
      data-testid="project-card"
    >
      <MediaCarousel
        items={project.mediaCarousel}
        headerImageUrl={project.headerImageUrl}
        title={project.title}
        priority={priority}
        className={cn('w-full shrink-0', list && 'sm:aspect-auto sm:w-72 sm:min-h-56')}
      />
      <div className="flex min-w-0 flex-1 flex-col gap-3 p-4">
        <ProjectBadges project={project} />
        <div className="flex flex-col gap-1">
          <Heading className="text-lg leading-snug font-semibold text-slate-900">
            <Link to={detailHref} className="hover:text-brand-800 hover:underline">
              {project.title}
            </Link>
          </Heading>
          <p className={cn('text-sm text-slate-700', list ? 'line-clamp-2' : 'line-clamp-3')}>
            {project.description}
          </p>
          <Link
            to={detailHref}
            className="inline-flex items-center gap-1 self-start text-sm font-medium text-brand-700 hover:underline"
          >
            Learn More
            <span className="sr-only"> about {project.title}</span>
            <ArrowRight className="h-3.5 w-3.5" aria-hidden="true" />
          </Link>
        </div>
        <dl className="grid grid-cols-3 gap-2 text-xs">
          {factsOf(project).map(({ label, icon: Icon, value }) => (
            <div key={label} className="flex flex-col gap-0.5">
              <dt className="flex items-center gap-1 text-slate-600">
                <Icon className="h-3.5 w-3.5" aria-hidden="true" />
                {label}
              </dt>
              <dd className="font-semibold text-slate-900">{value ?? '—'}</dd>
            </div>
          ))}
        </dl>
        <AiEvaluationBar project={project} />
        {owner && (
          <div className="flex items-center gap-2 text-sm">
            <AvatarInitials firstName={owner.firstName} lastName={owner.lastName} size="sm" />
            <div className="min-w-0">
              <p className="truncate font-medium text-slate-900">{fullName(owner, 'Researcher')}</p>
              {owner.organization && (
                <p className="truncate text-xs text-slate-600">{owner.organization}</p>
              )}
            </div>
          </div>
        )}
        <div className="mt-auto flex flex-col gap-2 pt-1">
          <ButtonLink to={detailHref} size="sm" className="w-full">
            View Details
            <span className="sr-only">: {project.title}</span>
          </ButtonLink>
          <div className="grid grid-cols-3 gap-2">
            <ShareDialog
              projectId={project.id}
              title={project.title}
              trigger={
                <Button
                  variant="outline"
                  size="sm"
                  aria-label={`Refer ${project.title}`}
                  icon={Share2}
                >
                  Refer
                </Button>
              }
            />
            {isOwn ? (
              <span aria-hidden="true" />
            ) : (
              <ButtonLink
                to={chatHref(project, Boolean(user))}
                variant="outline"
                size="sm"
                aria-label={`Chat with the researcher about ${project.title}`}
                icon={MessageCircle}
              >
                Chat
              </ButtonLink>
            )}
            <FollowButton
              projectId={project.id}
              title={project.title}
              isFollowing={followState?.isFollowing}
            />
          </div>
        </div>
      </div>
    </Card>
  );
}
