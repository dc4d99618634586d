import { overallScore, type ProjectSummary } from '@labbridge/shared-types';
import { Link } from 'react-router-dom';
import {
  CATEGORY_TONES,
  categoryLabel,
  STAGE_TONES,
  scoreTone,
  stageLabel,
} from '../../lib/project-display';
import { Badge } from '../../ui/badge';
import { Card } from '../../ui/card';

/** A compact project card for the dashboard's featured grid. */
export function HomeProjectCard({ project }: { project: ProjectSummary }) {
  const score = overallScore(project);
  return (
    <Card className="relative flex h-full flex-col gap-2 p-4 hover:border-brand-300">
      <div className="flex items-center justify-between gap-2">
        <Badge tone={CATEGORY_TONES[project.category]}>{categoryLabel(project.category)}</Badge>
        {score !== null && (
          <Badge tone={scoreTone(score)}>
            <span className="sr-only">Score </span>
            {score}/100
          </Badge>
        )}
      </div>
      <h3 className="font-semibold text-slate-900">
        <Link to={`/projects/${project.id}`} className="after:absolute after:inset-0">
          {project.title}
        </Link>
      </h3>
      <p className="line-clamp-2 text-sm text-slate-700">{project.description}</p>
      <div className="mt-auto pt-1">
        <Badge tone={STAGE_TONES[project.stage]}>{stageLabel(project.stage)}</Badge>
      </div>
    </Card>
  );
}
