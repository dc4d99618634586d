import {
  type ClientToServerEvents,
  presenceQuerySchema,
  typingInputSchema,
} from '@labbridge/shared-types';
import type { z } from 'zod';
import { forbidden, unauthenticated, validationError } from '../core/errors';
import { RateLimiter } from '../core/rate-limit';
import { parseOrThrow } from '../core/validation';
import type { Deps } from '../deps';
import { canSignal, signalAudience, signalAudiences } from '../modules/messages/access';
import { failedEventBody, toErrorBody } from './errors';
import type { PresenceStore } from './presence';
import { createAudienceReader } from './presence-audience';
import { roomsOf, userRoom } from './rooms';
import type { SessionCheck } from './session-check';
import type { IoServer, IoSocket } from './types';

/** Client events per socket per window: typing fires often, but not this often. */
const EVENTS_PER_WINDOW = 60;
const WINDOW_MS = 10_000;

type Env = Pick<Deps, 'db' | 'logger'> & {
  io: IoServer;
  presence: PresenceStore;
  sessionCheck: SessionCheck;
};

/** Tells the user's conversation partners, on whichever process they are, that they came or went. */
const announcePresence = ({ io }: Env, userId: string, online: boolean, partners: string[]) => {
  if (partners.length === 0) return;
  io.to(partners.map(userRoom)).volatile.emit('presence', { userId, online });
};

/**
 * A socket that has just connected hears which of its user's partners are online already:
 * their own announcements went out before it was there to hear them.
 */
const sendPartnersOnline = async (
  { presence }: Env,
  socket: IoSocket,
  audience: Promise<string[]>,
) => {
  const online = await presence.onlineAmong(await audience);
  for (const userId of online) {
    if (socket.connected) socket.emit('presence', { userId, online: true });
  }
};

/**
 * Registers a client event: the socket's session is checked again, the payload is validated with
 * its shared schema, the handler's result is acked as {ok: true, ...}, and any failure is acked
 * as the API's error body. Nothing a client sends can throw out of here.
 */
const handle = <E extends keyof ClientToServerEvents, S extends z.ZodType>(
  env: Env,
  socket: IoSocket,
  limiter: RateLimiter,
  event: E,
  schema: S,
  run: (input: z.output<S>) => Promise<object>,
) => {
  const listener = async (...args: unknown[]) => {
    const ack = typeof args.at(-1) === 'function' ? (args.pop() as (r: unknown) => void) : null;
    try {
      limiter.hit(socket.id);
      if (!(await env.sessionCheck.isAlive(socket))) {
        // Revoked or expired since the handshake: answer, then close the socket.
        ack?.(toErrorBody(unauthenticated()));
        socket.disconnect(true);
        return;
      }
      const result = await run(parseOrThrow(schema, args[0]));
      ack?.({ ok: true, ...result });
    } catch (err) {
      ack?.(failedEventBody(err, env.logger, event));
    }
  };
  // The listener takes unknown on purpose: the schema, not the type, decides what arrived.
  socket.on(event, listener as never);
};

/**
 * Everything that happens to one socket, from the moment it is authenticated. `stop` is for
 * shutdown: sockets closing then are not announced (the presence store withdraws them all), and
 * it waits for presence work already under way, so nothing touches a closed database or Redis.
 */
export const createConnectionHandler = (env: Env) => {
  const limiter = new RateLimiter(EVENTS_PER_WINDOW, WINDOW_MS);
  const audienceOf = createAudienceReader((userIds) => signalAudiences(env.db, userIds));
  const pending = new Set<Promise<void>>();
  let stopping = false;

  const track = (work: Promise<void>) => {
    const settled = work.catch((err) => env.logger.warn({ err }, 'presence update failed'));
    pending.add(settled);
    void settled.finally(() => pending.delete(settled));
    return settled;
  };

  const onConnection = (socket: IoSocket) => {
    const { userId } = socket.data;
    socket.join(roomsOf(socket.data));

    handle(env, socket, limiter, 'typing', typingInputSchema, async ({ toUserId, isTyping }) => {
      if (!(await canSignal(env.db, userId, toUserId))) {
        throw forbidden('Typing is only shown to users you have a conversation with');
      }
      env.io.to(userRoom(toUserId)).volatile.emit('typing', { userId, isTyping });
      return {};
    });

    handle(env, socket, limiter, 'presence:query', presenceQuerySchema, async ({ userIds }) => {
      const partners = new Set(await signalAudience(env.db, userId));
      const online = await env.presence.onlineAmong(userIds.filter((id) => partners.has(id)));
      return { online: [...online] };
    });

    // An event nobody handles would leave a client that asked for an ack waiting for ever.
    socket.onAny((event: string, ...args: unknown[]) => {
      const ack = args.at(-1);
      if (typeof ack !== 'function' || socket.listenerCount(event as never) > 0) return;
      ack(toErrorBody(validationError('Unknown event', { event: [`No event named ${event}`] })));
    });

    // Read once for both: when every client reconnects at once (a deploy), each connection's
    // reads queue in front of the requests that follow.
    const audience = audienceOf(userId);
    // Disconnect waits for connect, so a socket that drops at once cannot leave a count behind.
    const joined = track(
      env.presence.connect(userId).then(async (cameOnline) => {
        if (cameOnline && !stopping) announcePresence(env, userId, true, await audience);
      }),
    );
    track(sendPartnersOnline(env, socket, audience));
    socket.on('disconnect', () => {
      if (stopping) return;
      track(
        joined
          .then(() => env.presence.disconnect(userId))
          .then(async (wentOffline) => {
            if (wentOffline && !stopping) {
              announcePresence(env, userId, false, await audienceOf(userId));
            }
          }),
      );
    });
  };

  /** Resolves when the presence work under way (announcements, counts) has finished. */
  const idle = async () => {
    await Promise.all(pending);
  };

  const stop = async () => {
    stopping = true;
    await idle();
  };

  return { onConnection, idle, stop };
};
