import { API, type ProjectSummary } from '@labbridge/shared-types';
import { useCurrentUser } from '../../app/auth';
import { useApiQuery } from '../../lib/use-api-query';

/** How many matches the Recommended view and the dashboard ask for. */
export const MATCHES_LIMIT = 24;

/**
 * GET /api/matches for the signed-in industry user or researcher (superadmins and visitors match
 * nobody, so nothing is fetched). One query for the whole page: every card's badge reads it.
 */
export function useMatches() {
  const { data: user } = useCurrentUser();
  const enabled = !!user && (user.userType === 'industry' || user.userType === 'researcher');
  return useApiQuery(
    API.matches.list,
    { query: { limit: MATCHES_LIMIT } },
    { enabled, staleTime: 60_000 },
  );
}

/**
 * The '% Match' a card shows: the viewer's personal match when signed in (their own listings and
 * superadmins excepted), the listing's matchability otherwise; null when there is none to show.
 */
export function useMatchBadge(
  project: Pick<ProjectSummary, 'id' | 'userId' | 'matchabilityScore'>,
) {
  const { data: user } = useCurrentUser();
  const { data: matches } = useMatches();
  const personal = !!user && user.id !== project.userId && !!matches && matches.kind !== 'none';
  if (personal) {
    const score = matches.scores[String(project.id)];
    return score ? { score, personal: true } : null;
  }
  const score = project.matchabilityScore;
  return score !== null && score > 0 ? { score, personal: false } : null;
}
