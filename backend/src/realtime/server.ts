import { randomUUID } from 'node:crypto';
import type { ServerType } from '@hono/node-server';
import { REALTIME_PATH } from '@labbridge/shared-types';
import { Server } from 'socket.io';
import type { Deps } from '../deps';
import { handshakeAuth } from './auth';
import { createDocEvents } from './collab/handlers';
import { type CollabHub, type CollabTimings, createCollabHub } from './collab/hub';
import { createConnectionHandler } from './connection';
import { subscribeDomainEvents } from './domain-events';
import { MemoryPresence, type PresenceStore, RedisPresence } from './presence';
import type { RedisConnections } from './redis';
import { createSessionCheck } from './session-check';
import { MemorySocketCounter, RedisSocketCounter, socketCap } from './socket-cap';
import type { IoServer } from './types';

export interface Realtime {
  io: IoServer;
  presence: PresenceStore;
  /** Co-editing on this process: the documents its sockets have open. */
  collab: CollabHub;
  /** Resolves when presence work already under way on this process has finished. */
  idle(): Promise<void>;
  /** Disconnects this process's sockets whose session ended (it also runs every minute). */
  sweepSessions(): Promise<number>;
  /**
   * Shutdown, first step: tells this process's sockets (server:shutdown), closes their
   * connections so they reconnect elsewhere, stores the co-editing work under way and closes the
   * HTTP server (resolving once its connections have ended). Domain events published meanwhile
   * still reach the other processes' sockets.
   */
  closeSockets(): Promise<void>;
  /**
   * Shutdown, last step, after closeSockets and once no request can publish any more: stops
   * relaying domain events, withdraws presence and closes Redis.
   */
  close(): Promise<void>;
}

/**
 * Socket.IO on the API's own HTTP server. With config.redisUrl, rooms (and presence) span every
 * process sharing that Redis; without it, this process works alone.
 */
export const attachRealtime = async (
  httpServer: ServerType,
  deps: Deps,
  options: { collabTimings?: CollabTimings } = {},
): Promise<Realtime> => {
  const { config, logger } = deps;
  let redis: RedisConnections | null = null;
  if (config.redisUrl) {
    // The Redis client and adapter load only when there is a Redis to use.
    const { connectRedis } = await import('./redis');
    redis = await connectRedis(config.redisUrl, logger);
  }

  const io: IoServer = new Server(httpServer, {
    path: REALTIME_PATH,
    serveClient: false,
    // Writes go through REST and catch-up through `since`, so nothing relies on recovery here.
    connectionStateRecovery: undefined,
  });
  if (redis) io.adapter(redis.adapter(`${config.redisPrefix}:socket.io`));
  const nodeId = randomUUID();
  const presence: PresenceStore = redis
    ? new RedisPresence(redis.pub, config.redisPrefix, nodeId, logger)
    : new MemoryPresence();
  const socketCounter = redis
    ? new RedisSocketCounter(redis.pub, config.redisPrefix, nodeId, logger)
    : new MemorySocketCounter();
  // REST rate limits count in the same Redis, so replicas share each client's budget.
  if (redis) deps.rateLimitStore.useRedis(redis.pub, config.redisPrefix, logger);

  io.use(handshakeAuth(deps));
  io.use(socketCap(config.maxSocketsPerUser, socketCounter));
  const sessionCheck = createSessionCheck({ io, db: deps.db, logger });
  const collab = createCollabHub({
    io,
    db: deps.db,
    events: deps.events,
    logger,
    clustered: Boolean(redis),
    timings: options.collabTimings,
  });
  const docEvents = createDocEvents({ hub: collab, sessionCheck, logger });
  const connections = createConnectionHandler({ io, presence, sessionCheck, db: deps.db, logger });
  io.on('connection', (socket) => {
    docEvents(socket);
    connections.onConnection(socket);
  });
  const unsubscribe = subscribeDomainEvents(io, deps.events, logger);
  // This process's sockets: with Redis each replica reports its own.
  deps.metrics.socketCount = () => io.engine.clientsCount;
  const unsubscribeCollab = [
    deps.events.subscribe('document:changed', ({ event }) => {
      if (event.change === 'finalized' || event.change === 'cancelled') {
        collab.statusChanged(event.id, event.status, true);
      }
    }),
    deps.events.subscribe('document:live-edit', ({ documentId, update }) =>
      collab.serverEdit(documentId, update),
    ),
  ];
  // Events published while Redis was away stayed on the process they happened on (and this one
  // heard nothing from the others): every client, on every process, fetches what it may have
  // missed, as it does after a reconnect.
  // Open documents take what the database has and their copy lacks, here and on the others.
  const stopResync = redis?.onRecovered(() => {
    io.emit('realtime:resync');
    io.serverSideEmit('realtime:resync');
    void collab.catchUpFromStore();
  });
  if (redis) {
    io.on('realtime:resync', () => void collab.catchUpFromStore());
    await redis.subscribed();
  }
  logger.info({ redis: Boolean(redis) }, 'realtime attached');

  return {
    io,
    presence,
    collab,
    idle: connections.idle,
    sweepSessions: sessionCheck.sweep,
    closeSockets: async () => {
      await sessionCheck.stop();
      stopResync?.();
      // Sockets closing from here on are not announced: the presence store withdraws them all.
      await connections.stop();
      // Told on this process only: the other replicas' clients stay where they are.
      io.local.emit('server:shutdown');
      // Taken in this tick: no doc:message starts after io.close has cut the sockets off.
      const collabClosed = collab.close();
      // Closes the transports rather than disconnecting the sockets (a server-side disconnect
      // is never retried), so clients reconnect on their own: through a proxy, to a replica
      // still up. Edits already received are stored and their HTML written by collab.close.
      // The adapter stops listening to the other processes but can still publish to them.
      await io.close();
      await collabClosed;
    },
    close: async () => {
      // Only now: the requests answered while the sockets went away published their events
      // through these subscriptions and the Redis publisher, to the other processes' sockets.
      unsubscribe();
      for (const stop of unsubscribeCollab) stop();
      await presence.close();
      await socketCounter.close();
      deps.rateLimitStore.useMemory();
      await redis?.close();
    },
  };
};
