import { bodyLimit } from 'hono/body-limit';
import { createMiddleware } from 'hono/factory';
import { AppError } from '../core/errors';
import { requestHeader } from './request-header';

const tooLarge = (): never => {
  throw new AppError('PAYLOAD_TOO_LARGE', 'Request body is too large');
};

/**
 * Caps a request body at `maxBytes`. A declared length is checked from Node's request, which never
 * reads past it, and the route then reads the body straight from Node (@hono/node-server's fast
 * path): Hono's bodyLimit reads c.req.raw.body, which builds a full Fetch Request whose body every
 * JSON route then reads through web streams. A chunked body declares nothing and is counted by
 * bodyLimit as it arrives.
 */
export const jsonBodyLimit = (maxBytes: number) => {
  const counted = bodyLimit({ maxSize: maxBytes, onError: tooLarge });
  return createMiddleware(async (c, next) => {
    const declared = requestHeader(c, 'content-length');
    if (declared === undefined || requestHeader(c, 'transfer-encoding') !== undefined) {
      return counted(c, next);
    }
    if (Number(declared) > maxBytes) tooLarge();
    await next();
  });
};
