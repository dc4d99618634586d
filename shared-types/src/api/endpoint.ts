import type { z } from 'zod';

export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

/**
 * One API route as both sides know it: method, path (with `:name` parameters), the Zod schema of
 * its 2xx JSON answer (null when the answer is not JSON: a file, a redirect), and the schemas of
 * its JSON body and query string when it takes them. The frontend calls routes through these, and
 * the backend tests check every real answer against `response`.
 */
export interface Endpoint<
  M extends HttpMethod = HttpMethod,
  P extends string = string,
  R extends z.ZodType | null = z.ZodType | null,
  B extends z.ZodType | undefined = z.ZodType | undefined,
  Q extends z.ZodType | undefined = z.ZodType | undefined,
> {
  method: M;
  path: P;
  response: R;
  body: B;
  query: Q;
}

/** The methods whose input is the query string; POST, PUT and PATCH take a JSON body instead. */
const QUERY_METHODS = ['GET', 'DELETE'] as const;
type QueryMethod = (typeof QUERY_METHODS)[number];
type BodyOf<M extends HttpMethod, I> = M extends QueryMethod ? undefined : I;
type QueryOf<M extends HttpMethod, I> = M extends QueryMethod ? I : undefined;

const route =
  <const M extends HttpMethod>(method: M) =>
  <const P extends string, R extends z.ZodType | null, I extends z.ZodType | undefined = undefined>(
    path: P,
    response: R,
    input?: I,
  ): Endpoint<M, P, R, BodyOf<M, I>, QueryOf<M, I>> => {
    const inQuery = (QUERY_METHODS as readonly HttpMethod[]).includes(method);
    return {
      method,
      path,
      response,
      body: (inQuery ? undefined : input) as BodyOf<M, I>,
      query: (inQuery ? input : undefined) as QueryOf<M, I>,
    };
  };

/**
 * An endpoint of each HTTP method: `POST(path, responseSchema, bodySchema)`. The optional last
 * schema is what the route takes, where HTTP puts it: the query of a GET or DELETE, the JSON body
 * of a POST, PUT or PATCH.
 */
export const GET = route('GET');
export const DELETE = route('DELETE');
export const POST = route('POST');
export const PUT = route('PUT');
export const PATCH = route('PATCH');

type ParamNames<P extends string> = P extends `${string}:${infer Name}/${infer Rest}`
  ? Name | ParamNames<`/${Rest}`>
  : P extends `${string}:${infer Name}`
    ? Name
    : never;

/** `{ id: … }` for '/api/projects/:id'; never for a path without parameters. */
export type PathParams<P extends string> = Record<ParamNames<P>, string | number>;

/** True when the endpoint's path has `:name` parameters (its calls must pass them). */
export type HasParams<E extends Endpoint> = [ParamNames<E['path']>] extends [never] ? false : true;

/** What a call sends: path parameters, query and body, each only when the endpoint has them. */
export type EndpointInput<E extends Endpoint> = (HasParams<E> extends false
  ? { params?: undefined }
  : { params: PathParams<E['path']> }) &
  (E['query'] extends z.ZodType ? { query?: z.input<E['query']> } : { query?: undefined }) &
  (E['body'] extends z.ZodType ? { body?: z.input<E['body']> } : { body?: undefined });

/** The parsed 2xx answer of an endpoint. */
export type EndpointResponse<E extends Endpoint> = E['response'] extends z.ZodType
  ? z.output<E['response']>
  : unknown;

/** The concrete path: each `:name` replaced by its (URI-encoded) value. */
export const endpointPath = (path: string, params?: Record<string, string | number>) =>
  path.replace(/:(\w+)/g, (_, name: string) => {
    const value = params?.[name];
    if (value === undefined) throw new Error(`Missing path parameter ${name} for ${path}`);
    return encodeURIComponent(String(value));
  });

/** Whether a concrete path (no query string) is an instance of an endpoint's path. */
export const pathMatches = (pattern: string, path: string) =>
  new RegExp(`^${pattern.replace(/:\w+/g, '[^/]+')}$`).test(path);
