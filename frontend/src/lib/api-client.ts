/**
 * The typed way to call the API: every call names an endpoint of the shared map
 * (`API.projects.detail`…), so its path, input and answer follow the contract in shared-types.
 */
import {
  type Endpoint,
  type EndpointInput,
  type EndpointResponse,
  endpointPath,
  type HasParams,
  type HttpMethod,
} from '@labbridge/shared-types';
import {
  apiDelete,
  apiGet,
  apiPatch,
  apiPost,
  apiPut,
  type QueryParams,
  type RequestOptions,
} from './api';

/** An endpoint's input, optional when it has no path parameters to fill. */
type InputArgs<E extends Endpoint> =
  HasParams<E> extends true ? [input: EndpointInput<E>] : [input?: EndpointInput<E>];

type CallOptions = Omit<RequestOptions, 'params'>;
type CallArgs<E extends Endpoint> =
  HasParams<E> extends true
    ? [input: EndpointInput<E>, options?: CallOptions]
    : [input?: EndpointInput<E>, options?: CallOptions];

const send: Record<
  HttpMethod,
  (path: string, body: unknown, options: RequestOptions) => Promise<unknown>
> = {
  GET: (path, _body, options) => apiGet(path, options),
  POST: (path, body, options) => apiPost(path, body, options),
  PUT: (path, body, options) => apiPut(path, body, options),
  PATCH: (path, body, options) => apiPatch(path, body, options),
  DELETE: (path, _body, options) => apiDelete(path, options),
};

/**
 * Calls one endpoint: its path with the parameters filled in, its query and body, and the answer
 * typed by its response schema. Failures are apiRequest's normalised ApiError.
 */
export function callApi<E extends Endpoint>(
  endpoint: E,
  ...args: CallArgs<E>
): Promise<EndpointResponse<E>> {
  const [input, options] = args as [EndpointInput<E> | undefined, CallOptions | undefined];
  return send[endpoint.method](endpointPath(endpoint.path, input?.params), input?.body, {
    ...options,
    params: input?.query as QueryParams | undefined,
  }) as Promise<EndpointResponse<E>>;
}

/**
 * The TanStack Query key of a GET endpoint: its concrete path, then its query when it has one.
 * The query client's default fetcher GETs exactly that, and invalidating by the path (a prefix
 * of the key) refreshes every variant.
 */
export const apiKey = <E extends Endpoint>(endpoint: E, ...[input]: InputArgs<E>) => {
  const path = endpointPath(endpoint.path, input?.params);
  return input?.query === undefined ? ([path] as const) : ([path, input.query] as const);
};
