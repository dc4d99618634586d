/**
 * The server cache (spec §9): fresh 5 minutes, kept 5 minutes, no refetch on focus, and
 * the shared retry policy. Query keys start with the API path, optionally followed by a
 * params object (apiKey(API.projects.list, { query }) builds one), so such a query needs no
 * queryFn and invalidating by the path refreshes every variant.
 */
import {
  isRetryableMutationError,
  isRetryableQueryError,
  QUERY_POLICY,
  retryDelayMs,
  SHELL_PATHS,
} from '@labbridge/shared-types';
import { MutationCache, QueryCache, QueryClient, type QueryFunction } from '@tanstack/react-query';
import { apiGet, isApiError, type QueryParams } from '../lib/api';

export const shouldRetryQuery = (failureCount: number, error: unknown): boolean =>
  isApiError(error) && isRetryableQueryError(error.clientError, failureCount);

export const shouldRetryMutation = (failureCount: number, error: unknown): boolean =>
  isApiError(error) && isRetryableMutationError(error.clientError, failureCount);

export const queryRetryDelay = (failureCount: number) =>
  retryDelayMs(failureCount, QUERY_POLICY.queryRetryCapMs);

export const mutationRetryDelay = (failureCount: number) =>
  retryDelayMs(failureCount, QUERY_POLICY.mutationRetryCapMs);

/** GET on the key's first element, with the second element (if an object) as query params. */
export const defaultQueryFn: QueryFunction = ({ queryKey, signal }) => {
  const [path, params] = queryKey;
  if (typeof path !== 'string') throw new Error('Query keys must start with an API path');
  const query = params && typeof params === 'object' ? (params as QueryParams) : undefined;
  return apiGet(path, { params: query, signal });
};

/** apiKey(API.auth.currentUser), built from the bare path: the endpoint map stays out of the landing page's first download. */
export const CURRENT_USER_KEY = [SHELL_PATHS.currentUser] as const;

/**
 * A 401 from any other call means the session ended (expired, revoked elsewhere):
 * re-checking the current user lets the route guards send the user to /auth.
 */
function onUnauthenticated(client: QueryClient, error: unknown, key?: readonly unknown[]) {
  if (!isApiError(error) || error.status !== 401) return;
  if (key?.[0] === CURRENT_USER_KEY[0]) return;
  if (client.getQueryData(CURRENT_USER_KEY) === null) return;
  void client.invalidateQueries({ queryKey: CURRENT_USER_KEY });
}

export function createQueryClient(): QueryClient {
  const client: QueryClient = new QueryClient({
    queryCache: new QueryCache({
      onError: (error, query) => onUnauthenticated(client, error, query.queryKey),
    }),
    mutationCache: new MutationCache({
      onError: (error) => onUnauthenticated(client, error),
    }),
    defaultOptions: {
      queries: {
        queryFn: defaultQueryFn,
        staleTime: QUERY_POLICY.staleTimeMs,
        gcTime: QUERY_POLICY.gcTimeMs,
        refetchOnWindowFocus: false,
        retry: shouldRetryQuery,
        retryDelay: queryRetryDelay,
      },
      mutations: {
        retry: shouldRetryMutation,
        retryDelay: mutationRetryDelay,
      },
    },
  });
  return client;
}
