import { FEATURED_MIN_OVERALL_SCORE } from '@labbridge/shared-types';
import { FlaskConical, SearchX, Star } from 'lucide-react';
import { useEffect } from 'react';
import { cn } from '../../../lib/cn';
import { Button } from '../../../ui/button';
import { EmptyState, LoadError } from '../../../ui/empty-state';
import { CardSkeleton } from '../../../ui/skeleton';
import { ProjectCard } from '../card/project-card';
import { useProjectList } from '../queries';
import {
  type CatalogueState,
  clampedPage,
  DEFAULT_STATE,
  foundText,
  pageCount,
  toListQuery,
} from './catalogue-params';
import { Pagination } from './pagination';

interface ResultsProps {
  state: CatalogueState;
  update: (change: Partial<CatalogueState>, options?: { replace?: boolean }) => void;
}

const isFiltered = (state: CatalogueState) =>
  state.q.trim() !== '' || state.category !== 'all' || state.stage !== 'all';

/** Cards on screen before any scrolling: the grid's widest row, or the list's first two. */
const FIRST_ROW: Record<CatalogueState['view'], number> = { grid: 3, list: 2 };

const gridClasses = (view: CatalogueState['view']) =>
  view === 'grid' ? 'grid gap-6 sm:grid-cols-2 xl:grid-cols-3' : 'flex flex-col gap-4';

/** The spec's empty states; filters can be cleared when they caused the emptiness. */
function EmptyResults({ state, update }: ResultsProps) {
  const filtered = isFiltered(state);
  const clear = filtered ? (
    <Button
      variant="outline"
      onClick={() => update({ q: DEFAULT_STATE.q, category: 'all', stage: 'all' })}
    >
      Clear filters
    </Button>
  ) : undefined;
  if (state.tab === 'featured') {
    return (
      <EmptyState
        icon={Star}
        title="No Featured Projects Yet"
        description={
          filtered
            ? `No premium listing or listing scoring ${FEATURED_MIN_OVERALL_SCORE}+ matches these filters.`
            : `Premium listings and listings with an overall score of ${FEATURED_MIN_OVERALL_SCORE} or more will appear here.`
        }
        action={clear}
      />
    );
  }
  return (
    <EmptyState
      icon={FlaskConical}
      title="No Projects Found"
      description={
        filtered
          ? 'Try other words, another category or another stage.'
          : state.tab === 'trending'
            ? 'No listing has drawn views, shares or messages in the last 7 days.'
            : 'No listings are published yet.'
      }
      action={clear}
    />
  );
}

/** Names the tab's list for headings navigation: the cards' titles are h3s under it. */
const RESULTS_HEADING: Record<ResultsProps['state']['tab'], string> = {
  featured: 'Featured projects',
  trending: 'Trending projects',
  all: 'All projects',
  recommended: 'Projects recommended for you',
};

/** One tab's listings: count, cards, empty states and pages. */
export function CatalogueResults({ state, update }: ResultsProps) {
  const query = useProjectList(toListQuery(state));
  const { data, isPending, isError, isPlaceholderData } = query;
  // A page past the end goes to the last page rather than showing an empty one; until the
  // last page arrives, the stale empty answer is not shown.
  const clampTo =
    data && !isPlaceholderData ? clampedPage(state.page, data.total, data.limit) : null;
  const pastTheEnd = data !== undefined && clampedPage(data.page, data.total, data.limit) !== null;

  useEffect(() => {
    if (clampTo !== null) update({ page: clampTo }, { replace: true });
  }, [clampTo, update]);

  if (isPending || pastTheEnd) {
    return (
      <div className="flex flex-col gap-4">
        <p role="status" className="text-sm text-slate-700">
          Loading projects...
        </p>
        <div className={gridClasses(state.view)}>
          {[0, 1, 2].map((i) => (
            <CardSkeleton key={i} className="min-h-72" />
          ))}
        </div>
      </div>
    );
  }

  if (isError) {
    return (
      <LoadError
        icon={SearchX}
        title="Projects could not be loaded"
        query={query}
        fallback="Something unexpected happened. Please try again."
      />
    );
  }

  const { projects, total } = data;
  const pages = pageCount(total, data.limit);

  return (
    <div className="flex flex-col gap-4">
      <h2 className="sr-only">{RESULTS_HEADING[state.tab]}</h2>
      <p role="status" className="text-sm font-medium text-slate-700">
        {foundText(total)}
      </p>
      {projects.length === 0 ? (
        <EmptyResults state={state} update={update} />
      ) : (
        <ul
          aria-label="Projects"
          aria-busy={isPlaceholderData}
          className={cn(gridClasses(state.view), isPlaceholderData && 'opacity-60')}
        >
          {projects.map((project, i) => (
            <li key={project.id}>
              <ProjectCard
                project={project}
                variant={state.view}
                priority={i < FIRST_ROW[state.view]}
              />
            </li>
          ))}
        </ul>
      )}
      <Pagination
        page={Math.min(state.page, pages)}
        pages={pages}
        onChange={(page) => {
          update({ page });
          document.getElementById('catalogue-tabs')?.scrollIntoView({ block: 'start' });
        }}
      />
    </div>
  );
}
