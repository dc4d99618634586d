import type { Context } from 'hono';
import { nodeBindings } from './env';

/**
 * A request header (`name` in lower case), read from Node's own request when @hono/node-server
 * serves it. Hono's c.req.header() first builds a Fetch Headers of everything the request carries,
 * each header validated by undici: for the middlewares every request passes through, that was
 * more work than a probe's whole route. Under app.request() (tests) there is no Node request.
 */
export const requestHeader = (c: Context, name: string): string | undefined => {
  const { incoming } = nodeBindings(c);
  if (!incoming) return c.req.header(name);
  const value = incoming.headers[name];
  return Array.isArray(value) ? value.join(', ') : value;
};
