import { Server } from 'socket.io';
import { afterAll, describe, expect, it } from 'vitest';
import { isolatedRedisPrefix } from '../../test/backend-process';
import { createLogger } from '../logger';
import { connectRedis, type RedisConnections } from './redis';

const redisUrl = process.env.REDIS_URL;

describe.skipIf(!redisUrl)('the Redis adapter’s subscriptions (needs REDIS_URL)', () => {
  const opened: RedisConnections[] = [];
  afterAll(async () => {
    await Promise.all(opened.map((redis) => redis.close()));
  });

  it('are confirmed by Redis once subscribed() resolves, so start-up can wait for them', async () => {
    const redis = await connectRedis(redisUrl!, createLogger({ logLevel: 'silent' }));
    opened.push(redis);
    const key = `${isolatedRedisPrefix()}:socket.io`;
    const io = new Server();
    io.adapter(redis.adapter(key));
    let confirmed = false;
    const subscribed = redis.subscribed().then(() => {
      confirmed = true;
    });
    // Microtasks only: no answer from Redis can arrive in between, so this holds only if
    // subscribed() waits for one.
    for (let i = 0; i < 10; i++) await Promise.resolve();
    expect(confirmed).toBe(false);
    await subscribed;

    const channels = (await redis.pub.sendCommand(['PUBSUB', 'CHANNELS', `${key}*`])) as string[];
    expect(channels).toEqual(expect.arrayContaining([`${key}-request#/#`, `${key}-response#/#`]));
  });
});
