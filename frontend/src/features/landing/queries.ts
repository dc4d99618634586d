import {
  LIMITS,
  type ProjectCollectionResponse,
  type ProjectListResponse,
} from '@labbridge/shared-types';
import { useQuery } from '@tanstack/react-query';

export const FEATURED_KEY = '/api/projects/featured';
export const PROJECTS_KEY = '/api/projects';

/** Up to `limit` featured projects; an error (e.g. the API not there yet) reads as none. */
export function useFeaturedProjects(limit: number) {
  return useQuery<ProjectCollectionResponse>({ queryKey: [FEATURED_KEY, { limit }] });
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
  return useQuery<ProjectListResponse>({
    queryKey: [PROJECTS_KEY, params],
    enabled: isFiltering(filters),
    placeholderData: (previous) => previous,
  });
}
