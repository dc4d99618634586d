import { and, gt, inArray, isNull } from 'drizzle-orm';
import type { Logger } from 'pino';
import type { Db } from '../db/client';
import { sessions } from '../db/schema';
import type { IoServer, IoSocket } from './types';

/** How often each process checks the sessions of its own sockets. */
export const SESSION_SWEEP_MS = 60_000;
/** Session ids per query, well under PostgreSQL's limit on bound parameters. */
const CHUNK = 1_000;

/**
 * A socket lives only as long as its session. Logout and a password change publish an event
 * that disconnects at once; anything else that ends a session (expiry, or a script such as
 * admin:create revoking sessions from another process, with no event bus) is caught here: on
 * every client event, and by a periodic sweep of this process's sockets.
 */
export const createSessionCheck = ({
  io,
  db,
  logger,
}: {
  io: IoServer;
  db: Db;
  logger: Logger;
}) => {
  /** The ids among `ids` whose session is neither revoked nor expired. */
  const alive = async (ids: string[]) => {
    const live = new Set<string>();
    for (let i = 0; i < ids.length; i += CHUNK) {
      const rows = await db
        .select({ id: sessions.id })
        .from(sessions)
        .where(
          and(
            inArray(sessions.id, ids.slice(i, i + CHUNK)),
            isNull(sessions.revokedAt),
            gt(sessions.expiresAt, new Date()),
          ),
        );
      for (const row of rows) live.add(row.id);
    }
    return live;
  };

  /** Whether the socket's session still holds. */
  const isAlive = async (socket: IoSocket) =>
    (await alive([socket.data.sessionId])).has(socket.data.sessionId);

  /** Disconnects this process's sockets whose session has ended; returns how many. */
  const sweep = async () => {
    const local = [...io.of('/').sockets.values()];
    const live = await alive([...new Set(local.map((s) => s.data.sessionId))]);
    const ended = local.filter((s) => !live.has(s.data.sessionId));
    for (const socket of ended) socket.disconnect(true);
    return ended.length;
  };

  let sweeping: Promise<unknown> | null = null;
  const timer = setInterval(() => {
    sweeping = sweep()
      .catch((err) => logger.warn({ err }, 'session sweep failed'))
      .finally(() => {
        sweeping = null;
      });
  }, SESSION_SWEEP_MS);
  timer.unref();

  /** Ends the sweeps, waiting for one under way so nothing touches a closed database. */
  const stop = async () => {
    clearInterval(timer);
    await sweeping;
  };

  return { isAlive, sweep, stop };
};

export type SessionCheck = ReturnType<typeof createSessionCheck>;
