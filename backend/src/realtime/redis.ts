import { createAdapter } from '@socket.io/redis-adapter';
import type { Logger } from 'pino';
import { createClient } from 'redis';

import type { RedisClient } from '../core/redis';

export type { RedisClient };

const CONNECT_TIMEOUT_MS = 10_000;

/**
 * The adapter's view of the command client. The adapter publishes without awaiting or catching,
 * so a publish rejected when the connection drops would be an unhandled rejection (which ends the
 * process); and node-redis queues commands while disconnected, so a long outage would pile up
 * every event in memory and replay them, stale, when it returns. Here a publish goes out only
 * while Redis is ready and a failure is logged: what is dropped, the clients fetch after the
 * `realtime:resync` sent when Redis is back.
 */
const guardedPublisher = (pub: RedisClient, logger: Logger): RedisClient =>
  new Proxy(pub, {
    get(target, property) {
      if (property === 'publish') {
        return (channel: string, message: string | Buffer) =>
          target.isReady
            ? target.publish(channel, message).catch((err: unknown) => {
                logger.warn({ err }, 'redis: an event was not relayed to the other processes');
                return 0;
              })
            : Promise.resolve(0);
      }
      const value: unknown = Reflect.get(target, property, target);
      return typeof value === 'function' ? value.bind(target) : value;
    },
  });

const SUBSCRIBING = new Set<string | symbol>(['subscribe', 'pSubscribe', 'sSubscribe']);

/**
 * The adapter's view of the subscriber. The adapter subscribes to its channels without waiting
 * for Redis to confirm; this keeps each confirmation, so start-up can wait for them all and the
 * process is not called ready while events published to it would still be missed.
 */
const confirmingSubscriber = (sub: RedisClient, confirmations: Promise<unknown>[]): RedisClient =>
  new Proxy(sub, {
    get(target, property) {
      const value: unknown = Reflect.get(target, property, target);
      if (typeof value !== 'function') return value;
      if (!SUBSCRIBING.has(property)) return value.bind(target);
      return (...args: unknown[]) => {
        const confirmed: unknown = value.apply(target, args);
        confirmations.push(Promise.resolve(confirmed));
        return confirmed;
      };
    },
  });

/** A command client and a subscriber (pub/sub needs a connection of its own). */
export const connectRedis = async (url: string, logger: Logger) => {
  const pub: RedisClient = createClient({ url });
  const sub: RedisClient = pub.duplicate();
  pub.on('error', (err) => logger.error({ err }, 'redis (commands) error'));
  sub.on('error', (err) => logger.error({ err }, 'redis (subscriber) error'));
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(
      () => reject(new Error(`Could not connect to Redis within ${CONNECT_TIMEOUT_MS / 1000} s`)),
      CONNECT_TIMEOUT_MS,
    );
  });
  try {
    await Promise.race([Promise.all([pub.connect(), sub.connect()]), timeout]);
  } catch (err) {
    pub.destroy();
    sub.destroy();
    throw err;
  } finally {
    clearTimeout(timer);
  }

  // Lost: either connection dropped since both were last ready. Back: both ready again, the
  // subscriber with its channels subscribed again (node-redis does that before 'ready').
  const recovered = new Set<() => void>();
  let lost = false;
  for (const client of [pub, sub]) {
    client.on('reconnecting', () => {
      if (!lost)
        logger.warn('redis: connection lost, events stay on this process until it is back');
      lost = true;
    });
    client.on('ready', () => {
      if (!lost || !pub.isReady || !sub.isReady) return;
      lost = false;
      logger.info('redis: connection back');
      for (const listener of recovered) listener();
    });
  }

  const confirmations: Promise<unknown>[] = [];
  return {
    pub,
    sub,
    /** Rooms span every process that uses the same key. */
    adapter: (key: string) =>
      createAdapter(guardedPublisher(pub, logger), confirmingSubscriber(sub, confirmations), {
        key,
      }),
    /** Resolves once Redis has confirmed every subscription the adapters made so far. */
    subscribed: async () => {
      await Promise.all(confirmations);
    },
    /** Calls `listener` each time Redis is back after an outage; returns the unsubscribe. */
    onRecovered: (listener: () => void) => {
      recovered.add(listener);
      return () => recovered.delete(listener);
    },
    close: async () => {
      await Promise.allSettled([pub.close(), sub.close()]);
    },
  };
};

export type RedisConnections = Awaited<ReturnType<typeof connectRedis>>;
