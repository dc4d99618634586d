import type { HttpBindings } from '@hono/node-server';
import type { Context } from 'hono';
import type { Logger } from 'pino';
import type { AuthSession } from '../modules/auth/session';

/** Typed `c.var` for every route. */
export interface AppEnv {
  Variables: {
    correlationId: string;
    /** The app's logger; requestLogger(c) adds the correlation id to its lines. */
    logger: Logger;
    /** See resolveClientIp: the peer, or what trusted proxies say the client was. */
    clientIp: string;
    /** Set by the session middleware when the cookie names a live session. */
    auth: AuthSession | null;
  };
}

/** Node's own request and response when @hono/node-server serves the app; none under app.request(). */
export const nodeBindings = (c: Context): Partial<HttpBindings> =>
  (c.env as Partial<HttpBindings> | undefined) ?? {};
