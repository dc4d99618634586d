/**
 * Server state of the projects feature: query keys follow the API paths (the query client's
 * default fetcher GETs the key's first element), mutations keep every cached variant fresh.
 */
import {
  type EngagementResponse,
  type FollowingResponse,
  type FollowState,
  type ProjectDetail,
  type ProjectInput,
  type ProjectListQuery,
  type ProjectListResponse,
  QUERY_POLICY,
} from '@labbridge/shared-types';
import {
  keepPreviousData,
  type QueryClient,
  useMutation,
  useQuery,
  useQueryClient,
} from '@tanstack/react-query';
import { useCurrentUser } from '../../app/auth';
import { apiDelete, apiPost, apiPut } from '../../lib/api';

export const PROJECTS_PATH = '/api/projects';
export const projectPath = (id: number | string) => `${PROJECTS_PATH}/${id}`;

/** One catalogue page; the previous page stays on screen while the next one loads. */
export function useProjectList(params: ProjectListQuery) {
  return useQuery<ProjectListResponse>({
    queryKey: [PROJECTS_PATH, params],
    staleTime: QUERY_POLICY.projectStaleTimeMs,
    placeholderData: keepPreviousData,
  });
}

/** One listing as this viewer may see it (cached 30 s, spec §9). */
export function useProjectDetail(id: number | null) {
  return useQuery<ProjectDetail>({
    queryKey: [projectPath(id ?? 0)],
    enabled: id !== null,
    staleTime: QUERY_POLICY.projectStaleTimeMs,
  });
}

/** Every cached project list, highlight, detail and profile: all may show a changed listing. */
export const invalidateProjectViews = (client: QueryClient) =>
  client.invalidateQueries({
    predicate: (query) => {
      const [path] = query.queryKey;
      return (
        typeof path === 'string' &&
        (path.startsWith(PROJECTS_PATH) || path.startsWith('/api/users/'))
      );
    },
  });

/** POST /api/projects or PUT /api/projects/:id with the full listing. */
export function useSaveProject(id: number | null) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (input: ProjectInput) =>
      id === null
        ? apiPost<ProjectDetail>(PROJECTS_PATH, input)
        : apiPut<ProjectDetail>(projectPath(id), input),
    onSuccess: async (saved) => {
      client.setQueryData([projectPath(saved.id)], saved);
      await invalidateProjectViews(client);
    },
  });
}

/** Archive (hide) or restore a listing; owner and superadmins only. */
export function useSetProjectActive(id: number) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (active: boolean) =>
      apiPost<ProjectDetail>(`${projectPath(id)}/${active ? 'restore' : 'archive'}`),
    onSuccess: async (saved) => {
      client.setQueryData([projectPath(id)], saved);
      await invalidateProjectViews(client);
    },
  });
}

/** Follow state known for a listing: from its cached detail, when it has been opened. */
export function useCachedFollowState(id: number): FollowState | undefined {
  const client = useQueryClient();
  const detail = client.getQueryData<ProjectDetail>([projectPath(id)]);
  return detail
    ? { isFollowing: detail.isFollowing, followerCount: detail.followerCount }
    : undefined;
}

/** Follows (Notify) or unfollows a listing; the cached detail takes the new state. */
const FOLLOWING_KEY = [`${PROJECTS_PATH}/following`] as const;

/** Ids of the listings the signed-in user follows, so every card shows the right Notify state. */
export function useFollowedProjectIds(): ReadonlySet<number> | undefined {
  const { data: user } = useCurrentUser();
  const { data } = useQuery<FollowingResponse>({ queryKey: FOLLOWING_KEY, enabled: !!user });
  return data ? new Set(data.projectIds) : undefined;
}

export function useFollowProject(id: number) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (follow: boolean) =>
      follow
        ? apiPost<FollowState>(`${projectPath(id)}/follow`)
        : apiDelete<FollowState>(`${projectPath(id)}/follow`),
    onSuccess: (state) => {
      client.setQueryData<ProjectDetail>([projectPath(id)], (old) =>
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
        ? apiPost<EngagementResponse>(`${projectPath(id)}/referral`)
        : apiPost<EngagementResponse>(
            `${projectPath(id)}/share`,
            channel ? { channel } : undefined,
          ),
    retry: false,
  });
}
