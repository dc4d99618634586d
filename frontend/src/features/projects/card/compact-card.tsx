import {
  landingScore,
  overallScore,
  type ProjectSummary,
  projectPath,
} from '@labbridge/shared-types';
import { ArrowRight, MessageCircle } from 'lucide-react';
import { cn } from '../../../lib/cn';
import { formatUsd } from '../../../lib/format';
import { scoreTone } from '../../../lib/project-display';
import { Badge } from '../../../ui/badge';
import { ButtonLink } from '../../../ui/button';
import { Card } from '../../../ui/card';
import { StretchedLink } from '../../../ui/stretched-link';
import { chatHref } from '../chat-href';
import { CategoryBadge, StageBadge } from './badges';

/**
 * What tells the two compact variants apart: the landing card (spec §2) shows the average AI
 * score or N/A, funding and TRL, and buttons to the listing and to sign-in; the dashboard's is a
 * smaller tile whose title link covers the whole card.
 */
const COMPACT = {
  landing: {
    score: landingScore,
    scoreTitle: 'Average AI score',
    card: 'gap-3 p-5',
    title: 'text-lg leading-snug',
    clamp: 'line-clamp-3',
  },
  home: {
    score: overallScore,
    scoreTitle: undefined,
    card: 'relative gap-2 p-4 hover:border-brand-300',
    title: '',
    clamp: 'line-clamp-2',
  },
} as const;

export type CompactVariant = keyof typeof COMPACT;

/** The landing page's and the dashboard's project card; ProjectCard chooses it by variant. */
export function CompactProjectCard({
  project,
  variant,
}: {
  project: ProjectSummary;
  variant: CompactVariant;
}) {
  const style = COMPACT[variant];
  const score = style.score(project);
  const landing = variant === 'landing';
  return (
    <Card className={cn('flex h-full flex-col', style.card)}>
      <div className="flex items-center justify-between gap-2">
        <CategoryBadge category={project.category} />
        {(score !== null || landing) && (
          <Badge tone={score === null ? 'gray' : scoreTone(score)} title={style.scoreTitle}>
            <span className="sr-only">Score </span>
            {score === null ? 'N/A' : `${score}/100`}
          </Badge>
        )}
      </div>
      <h3 className={cn('font-semibold text-slate-900', style.title)}>
        {landing ? (
          project.title
        ) : (
          <StretchedLink to={projectPath(project.id)}>{project.title}</StretchedLink>
        )}
      </h3>
      <p className={cn('text-sm text-slate-700', style.clamp)}>{project.description}</p>
      <div className="mt-auto flex flex-wrap gap-2 pt-1">
        <StageBadge stage={project.stage} />
        {landing && project.fundingRequired !== null && (
          <Badge tone="gray">{formatUsd(project.fundingRequired, true)} funding</Badge>
        )}
        {landing && project.trlLevel !== null && <Badge tone="gray">TRL {project.trlLevel}</Badge>}
      </div>
      {landing && (
        <div className="flex gap-2 pt-2">
          <ButtonLink
            to={projectPath(project.id)}
            variant="outline"
            size="sm"
            className="flex-1"
            aria-label={`Learn more about ${project.title}`}
          >
            Learn More
            <ArrowRight className="h-4 w-4" aria-hidden="true" />
          </ButtonLink>
          <ButtonLink
            to={chatHref(project, false)}
            size="sm"
            className="flex-1"
            aria-label={`Chat now about ${project.title}`}
            icon={MessageCircle}
          >
            Chat Now
          </ButtonLink>
        </div>
      )}
    </Card>
  );
}
