import { API, LIMITS } from '@labbridge/shared-types';
import { useApiQuery } from '../../lib/use-api-query';

/** Up to `limit` featured projects. */
export function useFeaturedProjects(limit: number) {
  return useApiQuery(API.projects.featured, { query: { limit } });
}

export interface LandingFilters {
  q: string;
  category: string;
}

export const isFiltering = ({ q, category }: LandingFilters) =>
  q.trim() !== '' || category !== 'all';

/** The landing search: up to 9 matches and the total (spec §2, §9). */
export function useLandingSearch(filters: LandingFilters) {
  const params = {
    q: filters.q.trim(),
    category: filters.category,
    limit: LIMITS.landingSearchResults,
  };
  return useApiQuery(
    API.projects.list,
    { query: params },
    { enabled: isFiltering(filters), placeholderData: (previous) => previous },
  );
}
