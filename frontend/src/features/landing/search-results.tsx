import { LIMITS } from '@labbridge/shared-types';
import { SearchX } from 'lucide-react';
import { buildUrl } from '../../lib/api';
import { ButtonLink } from '../../ui/button';
import { ProjectGrid } from './project-grid';
import { type LandingFilters, useLandingSearch } from './queries';

/** Results for the hero's search text and category (spec §2): up to 9 and the total. */
export function SearchResults({ filters }: { filters: LandingFilters }) {
  const search = useLandingSearch(filters);
  const total = search.isError ? 0 : (search.data?.total ?? 0);
  const allResults = buildUrl('/projects', { q: filters.q.trim(), category: filters.category });

  return (
    <section aria-labelledby="results-title" className="px-4 pt-12 sm:px-6">
      <div className="mx-auto flex max-w-7xl flex-col gap-6">
        <div className="flex flex-wrap items-center justify-between gap-3">
          <h2 id="results-title" className="text-2xl font-bold text-slate-900">
            Search Results
          </h2>
          {!search.isPending && (
            <p className="text-sm font-medium text-slate-700" role="status">
              {total} found
            </p>
          )}
        </div>
        <ProjectGrid
          query={search}
          label="Search results"
          empty={{
            icon: SearchX,
            title: 'No projects match your search',
            description: 'Try other words or another category.',
          }}
        />
        {total > LIMITS.landingSearchResults && (
          <div className="flex justify-center">
            <ButtonLink to={allResults} variant="outline">
              View All Results
            </ButtonLink>
          </div>
        )}
      </div>
    </section>
  );
}
