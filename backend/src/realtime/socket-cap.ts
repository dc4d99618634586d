import { AppError } from '../core/errors';
import { handshakeError } from './errors';
import type { IoSocket } from './types';

/**
 * io.use(), after handshakeAuth: at most `limit` open sockets per user in this process (a tab
 * holds one), so one account cannot tie up the server's connections. Counted from the
 * handshake, so parallel handshakes cannot slip past the cap; released on disconnect.
 */
export const socketCap = (limit: number) => {
  const open = new Map<string, number>();
  return (socket: IoSocket, next: (err?: Error) => void) => {
    const { userId } = socket.data;
    const count = open.get(userId) ?? 0;
    if (count >= limit) {
      return next(
        handshakeError(
          new AppError(
            'RATE_LIMIT_ERROR',
            `Too many open connections: close another LabBridge tab (at most ${limit}).`,
          ),
        ),
      );
    }
    open.set(userId, count + 1);
    socket.once('disconnect', () => {
      const left = (open.get(userId) ?? 1) - 1;
      if (left > 0) open.set(userId, left);
      else open.delete(userId);
    });
    return next();
  };
};
