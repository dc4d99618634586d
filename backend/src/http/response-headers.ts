import type { Context, Next } from 'hono';
import { AppResponse, type HeaderSet } from './app-response';
import { nodeBindings } from './env';

/**
 * Runs the rest of the request with `sets` added to its response unless the route set those
 * headers itself. Served by Node, they go onto Node's own response: the app's server writes them
 * in one go with the route's (AppResponse), any other Node server takes them into its header
 * table, where the route's are merged in. Added to the Fetch Response instead, each would go
 * through undici's Headers (validated, sorted, then copied out again for Node): the dozen headers
 * every response carries doubled the CPU time of a bare route. Under app.request() (tests) there
 * is no Node response, so they are added to the Response the route returned.
 */
export const withResponseHeaders = (c: Context, sets: HeaderSet[], next: Next): Promise<void> => {
  const node = nodeBindings(c).outgoing;
  if (node instanceof AppResponse) {
    node.addHeaders(...sets);
    return next();
  }
  if (node) {
    for (const set of sets) for (const name in set) node.setHeader(name, set[name]!);
    return next();
  }
  return next().then(() => {
    for (const set of sets) {
      for (const name in set) if (!c.res.headers.has(name)) c.res.headers.set(name, set[name]!);
    }
  });
};
