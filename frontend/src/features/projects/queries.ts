/**
 * Server state of the projects feature: query keys follow the API paths (the query client's
 * default fetcher GETs the key's first element), mutations keep every cached variant fresh.
 */
import {
  API,
  type FollowingResponse,
  type FollowState,
  type ProjectDetail,
  type ProjectInput,
  type ProjectListQuery,
  pathMatches,
  QUERY_POLICY,
} from '@labbridge/shared-types';
import {
  keepPreviousData,
  type QueryClient,
  useMutation,
  useQueryClient,
} from '@tanstack/react-query';
import { useCurrentUser } from '../../app/auth';
import { apiKey, callApi } from '../../lib/api-client';
import { useApiQuery } from '../../lib/use-api-query';

export const PROJECTS_PATH = API.projects.list.path;
const detailKey = (id: number) => apiKey(API.projects.detail, { params: { id } });

/** One catalogue page; the previous page stays on screen while the next one loads. */
export function useProjectList(params: ProjectListQuery) {
  return useApiQuery(
    API.projects.list,
    { query: params },
    { staleTime: QUERY_POLICY.projectStaleTimeMs, placeholderData: keepPreviousData },
  );
}

/** One listing as this viewer may see it (cached 30 s, spec §9). */
export function useProjectDetail(id: number | null) {
  return useApiQuery(
    API.projects.detail,
    { params: { id: id ?? 0 } },
    { enabled: id !== null, staleTime: QUERY_POLICY.projectStaleTimeMs },
  );
}

/** Every cached project list, highlight, detail and profile: all may show a changed listing. */
export const invalidateProjectViews = (client: QueryClient) =>
  client.invalidateQueries({
    predicate: (query) => {
      const [path] = query.queryKey;
      return (
        typeof path === 'string' &&
        (path.startsWith(PROJECTS_PATH) || pathMatches(API.users.profile.path, path))
      );
    },
  });

/** POST /api/projects or PUT /api/projects/:id with the full listing. */
export function useSaveProject(id: number | null) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (input: ProjectInput) =>
      id === null
        ? callApi(API.projects.create, { body: input })
        : callApi(API.projects.update, { params: { id }, body: input }),
    onSuccess: async (saved) => {
      client.setQueryData(detailKey(saved.id), saved);
      await invalidateProjectViews(client);
    },
  });
}

/** Archive (hide) or restore a listing; owner and superadmins only. */
export function useSetProjectActive(id: number) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (active: boolean) =>
      callApi(active ? API.projects.restore : API.projects.archive, { params: { id } }),
    onSuccess: async (saved) => {
      client.setQueryData(detailKey(id), saved);
      await invalidateProjectViews(client);
    },
  });
}

/** Follow state known for a listing: from its cached detail, when it has been opened. */
export function useCachedFollowState(id: number): FollowState | undefined {
  const client = useQueryClient();
  const detail = client.getQueryData<ProjectDetail>(detailKey(id));
  return detail
    ? { isFollowing: detail.isFollowing, followerCount: detail.followerCount }
    : undefined;
}

/** Follows (Notify) or unfollows a listing; the cached detail takes the new state. */
const FOLLOWING_KEY = apiKey(API.projects.following);

/** Ids of the listings the signed-in user follows, so every card shows the right Notify state. */
export function useFollowedProjectIds(): ReadonlySet<number> | undefined {
  const { data: user } = useCurrentUser();
  const { data } = useApiQuery(API.projects.following, {}, { enabled: !!user });
  return data ? new Set(data.projectIds) : undefined;
}

export function useFollowProject(id: number) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (follow: boolean) =>
      callApi(follow ? API.projects.follow : API.projects.unfollow, { params: { id } }),
    onSuccess: (state) => {
      client.setQueryData<ProjectDetail>(detailKey(id), (old) =>
        old ? { ...old, ...state } : old,
      );
      client.setQueryData<FollowingResponse>(FOLLOWING_KEY, (old) =>
        old
          ? {
              projectIds: state.isFollowing
                ? [...new Set([...old.projectIds, id])]
                : old.projectIds.filter((followed) => followed !== id),
            }
          : old,
      );
    },
  });
}

/** Records a referral (link copied) or a share (sent through a channel). */
export function useRecordEngagement(id: number) {
  return useMutation({
    mutationFn: ({ kind, channel }: { kind: 'referral' | 'share'; channel?: string }) =>
      kind === 'referral'
        ? callApi(API.projects.referral, { params: { id } })
        : callApi(API.projects.share, { params: { id }, body: channel ? { channel } : undefined }),
    retry: false,
  });
}
