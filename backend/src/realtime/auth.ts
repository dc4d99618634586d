import { parse } from 'hono/utils/cookie';
import { AppError, unauthenticated } from '../core/errors';
import { isOwnOrigin } from '../core/origin';
import type { Deps } from '../deps';
import { SESSION_COOKIE } from '../modules/auth/session';
import { handshakeError } from './errors';
import type { IoSocket } from './types';

/** io.use(): a socket connects only with a live session, and carries its identity from then on. */
export const handshakeAuth =
  ({ sessions, config, logger }: Pick<Deps, 'sessions' | 'config' | 'logger'>) =>
  async (socket: IoSocket, next: (err?: Error) => void) => {
    try {
      const { headers, secure } = socket.handshake;
      const forwardedProto = headers['x-forwarded-proto'];
      const arrivedAs = {
        scheme: secure ? 'https' : 'http',
        host: headers.host,
        forwardedProto: Array.isArray(forwardedProto) ? forwardedProto[0] : forwardedProto,
      };
      if (!isOwnOrigin(headers.origin, config, arrivedAs)) {
        return next(handshakeError(new AppError('SECURITY_ERROR', 'Origin is not allowed')));
      }
      const token = headers.cookie
        ? parse(headers.cookie, SESSION_COOKIE)[SESSION_COOKIE]
        : undefined;
      const auth = await sessions.resolve(token);
      if (!auth) return next(handshakeError(unauthenticated()));
      socket.data = {
        userId: auth.user.id,
        sessionId: auth.sessionId,
        userType: auth.user.userType,
      };
      return next();
    } catch (err) {
      const refused = handshakeError(err);
      logger.error(
        { err, correlationId: refused.data.error.correlationId },
        'socket handshake failed',
      );
      return next(refused);
    }
  };
