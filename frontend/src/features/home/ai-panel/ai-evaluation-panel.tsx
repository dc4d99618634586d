import { projectPath } from '@labbridge/shared-types';
/**
 * The dashboard's AI evaluation panel (spec §2), on real data. It is a stack of sections, each
 * owning its data: today the evaluation of my newest listing (or an invitation to create one);
 * other sections (e.g. top matches for industry users) join ListingEvaluation in AiEvaluationPanel.
 */
import { Brain, FlaskConical, Plus } from 'lucide-react';
import { Link } from 'react-router-dom';
import { useSignedInUser } from '../../../app/auth';
import { ButtonLink } from '../../../ui/button';
import { Panel } from '../../../ui/card';
import { EmptyState } from '../../../ui/empty-state';
import { SkeletonStack } from '../../../ui/skeleton';
import { TopMatches } from '../../matches/top-matches';
import { isScored, OverallScore, ScoreRows } from '../../projects/detail/score-panel';
import { useHomeEvaluation } from '../dashboard-data';

/** My newest listing's scores, what raised or lowered them and how to improve them. */
function ListingEvaluation({ canCreate }: { canCreate: boolean }) {
  const { data, isPending, isError } = useHomeEvaluation();
  if (isPending) return <SkeletonStack sizes={['h-5 w-64', 'h-24']} />;
  const project = isError ? null : data.project;
  if (!project) {
    return canCreate ? (
      <EmptyState
        icon={Brain}
        title="Get your first AI evaluation"
        description="Create a listing and it is scored for executability, feasibility and matchability, with what raised each score and how to improve it."
        action={
          <ButtonLink to="/projects/new" size="sm" icon={Plus}>
            Create a listing
          </ButtonLink>
        }
      />
    ) : (
      <EmptyState
        icon={FlaskConical}
        title="Every listing is evaluated"
        description="Each research project shows its executability, feasibility and matchability scores with the reasons behind them."
        action={
          <ButtonLink to="/projects" size="sm" variant="outline">
            Browse research projects
          </ButtonLink>
        }
      />
    );
  }
  return (
    <section aria-labelledby="evaluation-listing" className="flex flex-col gap-4">
      <div className="flex flex-wrap items-baseline justify-between gap-2">
        <h3 id="evaluation-listing" className="text-sm text-slate-700">
          Your newest listing:{' '}
          <Link
            to={projectPath(project.id)}
            className="font-semibold text-brand-700 hover:underline"
          >
            {project.title}
          </Link>
        </h3>
        <OverallScore project={project} />
      </div>
      {isScored(project) ? (
        <ScoreRows
          project={project}
          isOwner
          className="lg:grid lg:grid-cols-3 lg:gap-6 lg:[&>li]:border-0 lg:[&>li]:pt-0"
        />
      ) : (
        <p className="text-sm text-slate-600">Scores are calculated when the listing is saved.</p>
      )}
    </section>
  );
}

export function AiEvaluationPanel({ canCreate }: { canCreate: boolean }) {
  const { userType } = useSignedInUser();
  return (
    <Panel title="AI Evaluation">
      <div className="flex flex-col gap-6">
        {/* Industry users have no listing of their own: their matches take its place. */}
        {userType !== 'industry' && <ListingEvaluation canCreate={canCreate} />}
        <TopMatches />
      </div>
    </Panel>
  );
}
