import { type ClientToServerEvents, docMessageSchema, docRefSchema } from '@labbridge/shared-types';
import type { Logger } from 'pino';
import type { z } from 'zod';
import { unauthenticated, validationError } from '../../core/errors';
import { RateLimiter } from '../../core/rate-limit';
import { fieldErrors } from '../../core/validation';
import { failedEventBody, toErrorBody } from '../errors';
import type { SessionCheck } from '../session-check';
import type { IoSocket } from '../types';
import type { CollabHub } from './hub';

/** Typing sends an update and an awareness message per keystroke: a generous budget. */
const DOC_EVENTS_PER_WINDOW = 1_200;
const WINDOW_MS = 10_000;
/** A socket's session is looked up again at most this often while it edits. */
const SESSION_RECHECK_MS = 15_000;

/**
 * The doc:* events of one socket. Like the other socket events (connection.ts): validated with
 * the shared schemas, acked {ok: true, ...} or with the API's error body, never throwing; the
 * session is re-checked (on join, and every few seconds while messages flow) and a dead one
 * closes the socket.
 */
export const createDocEvents = ({
  hub,
  sessionCheck,
  logger,
}: {
  hub: CollabHub;
  sessionCheck: SessionCheck;
  logger: Logger;
}) => {
  const limiter = new RateLimiter(DOC_EVENTS_PER_WINDOW, WINDOW_MS);

  return (socket: IoSocket) => {
    let checkedAt = 0;
    const sessionAlive = async (force: boolean) => {
      if (!force && Date.now() - checkedAt < SESSION_RECHECK_MS) return true;
      const alive = await sessionCheck.isAlive(socket);
      if (alive) checkedAt = Date.now();
      return alive;
    };

    const on = <E extends keyof ClientToServerEvents, S extends z.ZodType>(
      event: E,
      schema: S,
      forceSessionCheck: boolean,
      run: (input: z.output<S>) => Promise<{ result?: object; after?: () => void }>,
    ) => {
      const listener = async (...args: unknown[]) => {
        const ack = typeof args.at(-1) === 'function' ? (args.pop() as (r: unknown) => void) : null;
        try {
          limiter.hit(socket.id);
          if (!(await sessionAlive(forceSessionCheck))) {
            ack?.(toErrorBody(unauthenticated()));
            socket.disconnect(true);
            return;
          }
          // safeParse, not parseOrThrow: its NUL scan would walk a binary payload byte by byte.
          const parsed = schema.safeParse(args[0]);
          if (!parsed.success) {
            throw validationError('Invalid input', fieldErrors(parsed.error, args[0]));
          }
          const { result, after } = await run(parsed.data);
          ack?.({ ok: true, ...result });
          after?.();
        } catch (err) {
          ack?.(failedEventBody(err, logger, event));
        }
      };
      socket.on(event, listener as never);
    };

    on('doc:join', docRefSchema, true, async ({ documentId }) => {
      const { result, start } = await hub.join(socket, documentId);
      return { result, after: start };
    });
    on('doc:message', docMessageSchema, false, async ({ documentId, data }) => {
      await hub.message(socket, documentId, new Uint8Array(data));
      return {};
    });
    on('doc:leave', docRefSchema, false, async ({ documentId }) => {
      hub.leave(socket, documentId);
      return {};
    });
    socket.on('disconnect', () => hub.disconnected(socket));
  };
};
