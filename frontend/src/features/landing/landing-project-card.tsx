import { landingScore, type ProjectSummary } from '@labbridge/shared-types';
import { ArrowRight, MessageCircle } from 'lucide-react';
import { Link } from 'react-router-dom';
import { formatUsd } from '../../lib/format';
import {
  CATEGORY_TONES,
  categoryLabel,
  STAGE_TONES,
  scoreTone,
  stageLabel,
} from '../../lib/project-display';
import { Badge } from '../../ui/badge';
import { buttonClasses } from '../../ui/button';
import { Card } from '../../ui/card';
import { chatHref } from '../projects/chat-href';

/** The landing page's simple project card (spec §2). */
export function LandingProjectCard({ project }: { project: ProjectSummary }) {
  const score = landingScore(project);
  return (
    <Card className="flex h-full flex-col gap-3 p-5">
      <div className="flex items-center justify-between gap-2">
        <Badge tone={CATEGORY_TONES[project.category]}>{categoryLabel(project.category)}</Badge>
        <Badge tone={score === null ? 'gray' : scoreTone(score)} title="Average AI score">
          <span className="sr-only">Score </span>
          {score === null ? 'N/A' : `${score}/100`}
        </Badge>
      </div>
      <h3 className="text-lg leading-snug font-semibold text-slate-900">{project.title}</h3>
      <p className="line-clamp-3 text-sm text-slate-700">{project.description}</p>
      <div className="mt-auto flex flex-wrap gap-2 pt-1">
        <Badge tone={STAGE_TONES[project.stage]}>{stageLabel(project.stage)}</Badge>
        {project.fundingRequired !== null && (
          <Badge tone="gray">{formatUsd(project.fundingRequired, true)} funding</Badge>
        )}
        {project.trlLevel !== null && <Badge tone="gray">TRL {project.trlLevel}</Badge>}
      </div>
      <div className="flex gap-2 pt-2">
        <Link
          to={`/projects/${project.id}`}
          className={buttonClasses({ variant: 'outline', size: 'sm', className: 'flex-1' })}
          aria-label={`Learn more about ${project.title}`}
        >
          Learn More
          <ArrowRight className="h-4 w-4" aria-hidden="true" />
        </Link>
        <Link
          to={chatHref(project, false)}
          className={buttonClasses({ size: 'sm', className: 'flex-1' })}
          aria-label={`Chat now about ${project.title}`}
        >
          <MessageCircle className="h-4 w-4" aria-hidden="true" />
          Chat Now
        </Link>
      </div>
    </Card>
  );
}
