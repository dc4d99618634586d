import { Sparkles } from 'lucide-react';
import { errorText } from '../../lib/api';
import { cn } from '../../lib/cn';
import { ButtonLink } from '../../ui/button';
import { EmptyState } from '../../ui/empty-state';
import { CardSkeleton } from '../../ui/skeleton';
import { ProjectCard } from '../projects/card/project-card';
import type { CatalogueState } from '../projects/catalogue/catalogue-params';
import { MatchReasons } from './match-reasons';
import { useMatches } from './queries';

const matchesText = (state: CatalogueState, text: string) => {
  const q = state.q.trim().toLowerCase();
  return !q || text.toLowerCase().includes(q);
};

/**
 * The catalogue's 'Recommended for you' view: the listings that fit the signed-in industry user's
 * profile, best first, each with why it matches; the toolbar's search, category and stage narrow it.
 */
export function RecommendedResults({ state }: { state: CatalogueState }) {
  const { data, isPending, error } = useMatches();
  const gridClasses =
    state.view === 'grid' ? 'grid gap-6 sm:grid-cols-2 xl:grid-cols-3' : 'flex flex-col gap-4';
  if (isPending) {
    return (
      <div className={cn('mt-4', gridClasses)} aria-busy="true">
        {Array.from({ length: 3 }, (_, i) => (
          // biome-ignore lint/suspicious/noArrayIndexKey: placeholders have no identity
          <CardSkeleton key={i} />
        ))}
      </div>
    );
  }
  if (error) {
    return (
      <p className="mt-4 text-sm text-red-700">
        {errorText(error, 'Recommendations could not be loaded.')}
      </p>
    );
  }
  const shown = data.projects.filter(
    ({ project }) =>
      (state.category === 'all' || project.category === state.category) &&
      (state.stage === 'all' || project.stage === state.stage) &&
      matchesText(state, `${project.title} ${project.description}`),
  );
  if (shown.length === 0) {
    return (
      <EmptyState
        className="mt-4"
        icon={Sparkles}
        title="No Recommendations Yet"
        description="Recommendations come from your profile: add your expertise, interests and what you look for."
        action={
          <ButtonLink to="/profile" variant="outline">
            Complete your profile
          </ButtonLink>
        }
      />
    );
  }
  return (
    <div className="mt-4 flex flex-col gap-3">
      <p className="text-sm text-slate-600">
        {shown.length} project{shown.length === 1 ? '' : 's'} recommended for you, best match first
      </p>
      <ul className={gridClasses} aria-label="Recommended projects">
        {shown.map(({ project, why, reasons }) => (
          <li key={project.id} className="flex flex-col gap-2">
            <ProjectCard project={project} variant={state.view} />
            <MatchReasons why={why} reasons={reasons} />
          </li>
        ))}
      </ul>
    </div>
  );
}
