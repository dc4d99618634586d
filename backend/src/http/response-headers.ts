import type { HttpBindings } from '@hono/node-server';
import type { Context, Next } from 'hono';

/** Node's response for this request when @hono/node-server serves it; none under app.request(). */
const nodeResponse = (c: Context) => (c.env as Partial<HttpBindings> | undefined)?.outgoing;

/**
 * Runs the rest of the request with headers added to its response unless the route set them
 * itself. Served by Node, they go onto Node's own response, a plain header table that the
 * route's headers are merged into: added to the Fetch Response instead, each goes through
 * undici's Headers (validated, sorted, then copied out again for Node), and the dozen headers
 * every response carries doubled the CPU time of a bare route. Under app.request() (tests)
 * there is no Node response, so they are added to the Response the route returned.
 */
export const withResponseHeaders = async (
  c: Context,
  headers: readonly (readonly [string, string])[],
  next: Next,
) => {
  const node = nodeResponse(c);
  if (node) {
    for (const [name, value] of headers) node.setHeader(name, value);
    return next();
  }
  await next();
  for (const [name, value] of headers) {
    if (!c.res.headers.has(name)) c.res.headers.set(name, value);
  }
};
