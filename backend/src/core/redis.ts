import type { createClient } from 'redis';

/** A command connection (realtime/redis.ts opens it when REDIS_URL is set). */
export type RedisClient = ReturnType<typeof createClient>;

/** Rejects when Redis has not answered within `ms`: per-request work must not wait on a sick Redis. */
export const redisTimeout = <T>(promise: Promise<T>, ms = 250) => {
  let timer: NodeJS.Timeout | undefined;
  return Promise.race([
    promise,
    new Promise<never>((_, reject) => {
      timer = setTimeout(() => reject(new Error(`Redis did not answer within ${ms} ms`)), ms);
    }),
  ]).finally(() => clearTimeout(timer));
};
