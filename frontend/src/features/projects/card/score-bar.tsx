import { overallScore, type ProjectScores, scoreBand } from '@labbridge/shared-types';
import { cn } from '../../../lib/cn';

/** Bar fill per §9 colour band. */
export const BAND_BAR: Record<ReturnType<typeof scoreBand>, string> = {
  green: 'bg-green-600',
  blue: 'bg-blue-600',
  yellow: 'bg-amber-500',
  red: 'bg-red-600',
};

/** The card's AI Evaluation bar: the overall score (mean of the non-zero scores) in its band. */
export function AiEvaluationBar({
  project,
  className,
}: {
  project: ProjectScores;
  className?: string;
}) {
  const score = overallScore(project);
  return (
    <div className={cn('flex flex-col gap-1', className)}>
      <div className="flex items-center justify-between text-xs font-medium text-slate-700">
        <span>AI Evaluation</span>
        <span>{score === null ? 'Not scored' : `${score}/100`}</span>
      </div>
      <div aria-hidden="true" className="h-2 w-full overflow-hidden rounded-full bg-slate-200">
        {score !== null && (
          <div
            className={cn('h-full rounded-full', BAND_BAR[scoreBand(score)])}
            style={{ width: `${score}%` }}
          />
        )}
      </div>
    </div>
  );
}
