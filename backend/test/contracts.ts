import { gunzipSync } from 'node:zlib';
import { allEndpoints, type Endpoint, errorBodySchema, pathMatches } from '@labbridge/shared-types';
import type { z } from 'zod';

const endpoints = allEndpoints();

/** Static paths win over parameterised ones, as the routers order them (/recent before /:userId). */
const paramCount = (path: string) => (path.match(/:/g) ?? []).length;

/** The endpoint a request reached, by method and path (no query string). */
export const endpointFor = (method: string, path: string) =>
  endpoints
    .filter((e) => e.endpoint.method === method && pathMatches(e.endpoint.path, path))
    .sort((a, b) => paramCount(a.endpoint.path) - paramCount(b.endpoint.path))[0];

/**
 * The answer's text as a client reads it. app.request() hands back a gzipped body as it is,
 * while fetch has already unzipped it (keeping the header), so the bytes decide.
 */
const bodyText = async (res: Response) => {
  const bytes = Buffer.from(await res.clone().arrayBuffer());
  const gzipped = bytes[0] === 0x1f && bytes[1] === 0x8b;
  return (gzipped ? gunzipSync(bytes) : bytes).toString('utf8');
};

const describeIssues = (error: { issues: z.core.$ZodIssue[] }) =>
  error.issues.map((i) => `${i.path.join('.') || '(body)'}: ${i.message}`).join('; ');

/**
 * Checks a real answer against the shared contract: a 2xx JSON answer must match its endpoint's
 * response schema, and any other /api answer must be the spec's error body. Throwing here fails
 * the test that made the request, so a field renamed on one side cannot go unnoticed.
 */
export const checkContract = async (method: string, url: string, res: Response) => {
  const path = new URL(url, 'http://test').pathname;
  const found = endpointFor(method, path);
  const label = `${method} ${path} (${res.status})`;
  const isJson = /^application\/json\b/.test(res.headers.get('content-type') ?? '');
  if (res.status >= 200 && res.status < 300) {
    if (!found) {
      // The SPA's own pages and assets are not API routes.
      if (!path.startsWith('/api/')) return;
      throw new Error(`${label}: no endpoint in shared-types API matches this route`);
    }
    const schema = (found.endpoint as Endpoint).response;
    if (!schema) return;
    // The admin tables' `?format=csv` answers the same rows as a CSV file.
    const asked = new URL(url, 'http://test').searchParams.get('format');
    if (asked === 'csv' && /^text\/csv\b/.test(res.headers.get('content-type') ?? '')) return;
    if (!isJson) throw new Error(`${label}: ${found.name} must answer JSON`);
    const result = schema.safeParse(JSON.parse(await bodyText(res)));
    if (!result.success) {
      throw new Error(`${label}: answer breaks ${found.name}: ${describeIssues(result.error)}`);
    }
    return;
  }
  if (!path.startsWith('/api/') || res.status < 400) return;
  const body = isJson ? JSON.parse(await bodyText(res)) : await bodyText(res);
  const result = errorBodySchema.safeParse(body);
  if (!result.success) {
    throw new Error(`${label}: not the spec's error body: ${describeIssues(result.error)}`);
  }
};
