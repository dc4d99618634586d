import type { Endpoint, EndpointInput, EndpointResponse } from '@labbridge/shared-types';
import { type UseQueryOptions, useQuery } from '@tanstack/react-query';
import { apiKey } from './api-client';

type QueryOptions<E extends Endpoint> = Omit<
  UseQueryOptions<EndpointResponse<E>>,
  'queryKey' | 'queryFn'
>;

/**
 * A GET endpoint of the shared API map as a TanStack query, typed by its contract. The key is
 * apiKey(endpoint, input), which the query client's default fetcher turns back into the call.
 */
export function useApiQuery<E extends Endpoint<'GET'>>(
  endpoint: E,
  input: EndpointInput<E>,
  options: QueryOptions<E> = {},
) {
  return useQuery<EndpointResponse<E>>({
    queryKey: (apiKey as (e: E, i: EndpointInput<E>) => readonly unknown[])(endpoint, input),
    ...options,
  });
}
