import { createAdapter } from '@socket.io/redis-adapter';
import type { Logger } from 'pino';
import { createClient } from 'redis';

import type { RedisClient } from '../core/redis';

export type { RedisClient };

const CONNECT_TIMEOUT_MS = 10_000;

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
  return {
    pub,
    sub,
    /** Rooms span every process that uses the same key. */
    adapter: (key: string) => createAdapter(pub, sub, { key }),
    close: async () => {
      await Promise.allSettled([pub.close(), sub.close()]);
    },
  };
};

export type RedisConnections = Awaited<ReturnType<typeof connectRedis>>;
