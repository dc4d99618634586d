import type { Context, Next } from 'hono';
import { nodeBindings } from './env';

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
  const node = nodeBindings(c).outgoing;
  if (node) {
    for (const [name, value] of headers) node.setHeader(name, value);
    return next();
  }
  await next();
  for (const [name, value] of headers) {
    if (!c.res.headers.has(name)) c.res.headers.set(name, value);
  }
};
