import type { Logger } from 'pino';
import { redisTimeout } from '../core/redis';
import type { RedisClient } from './redis';

/**
 * Who is online. `connect`/`disconnect` are called once per socket and say whether the user's
 * state changed (first socket anywhere, last socket anywhere), which is when partners are told.
 */
export interface PresenceStore {
  connect(userId: string): Promise<boolean>;
  disconnect(userId: string): Promise<boolean>;
  onlineAmong(userIds: string[]): Promise<Set<string>>;
  close(): Promise<void>;
}

/** Sockets per user on this process. */
class LocalCounts {
  private readonly counts = new Map<string, number>();

  /** True when this is the user's first socket here. */
  add(userId: string) {
    const n = (this.counts.get(userId) ?? 0) + 1;
    this.counts.set(userId, n);
    return n === 1;
  }

  /** True when this was the user's last socket here. */
  remove(userId: string) {
    const n = (this.counts.get(userId) ?? 0) - 1;
    if (n > 0) {
      this.counts.set(userId, n);
      return false;
    }
    this.counts.delete(userId);
    return true;
  }

  has(userId: string) {
    return this.counts.has(userId);
  }

  users() {
    return [...this.counts.keys()];
  }
}

/** One process alone: its own sockets are the whole truth. */
export class MemoryPresence implements PresenceStore {
  private readonly local = new LocalCounts();

  async connect(userId: string) {
    return this.local.add(userId);
  }

  async disconnect(userId: string) {
    return this.local.remove(userId);
  }

  async onlineAmong(userIds: string[]) {
    return new Set(userIds.filter((id) => this.local.has(id)));
  }

  async close() {}
}

const TTL_MS = 60_000;

/**
 * Several processes: each user has a sorted set of the processes holding one of their sockets,
 * scored by when that claim expires. Each process renews its claims on a heartbeat, so the
 * claims of a process that died without cleaning up lapse after TTL_MS. While Redis is away (or
 * slow), this process answers from its own sockets, logged, instead of failing or waiting: a
 * presence query still answers, and the heartbeat puts its claims back once Redis returns.
 */
export class RedisPresence implements PresenceStore {
  private readonly local = new LocalCounts();
  private readonly heartbeat: NodeJS.Timeout;

  constructor(
    private readonly redis: RedisClient,
    private readonly prefix: string,
    private readonly nodeId: string,
    private readonly logger: Logger,
  ) {
    this.heartbeat = setInterval(() => void this.renew().catch(() => {}), TTL_MS / 3);
    this.heartbeat.unref();
  }

  private key(userId: string) {
    return `${this.prefix}:presence:${userId}`;
  }

  /** `shared()` from Redis, or `ownAnswer` (what this process alone knows) when Redis fails. */
  private async orOwn<T>(shared: () => Promise<T>, ownAnswer: T): Promise<T> {
    try {
      if (!this.redis.isReady) throw new Error('Redis is not connected');
      return await redisTimeout(shared());
    } catch (err) {
      this.logger.warn({ err }, 'presence: Redis unavailable, answering from this process');
      return ownAnswer;
    }
  }

  async connect(userId: string) {
    if (!this.local.add(userId)) return false;
    const key = this.key(userId);
    const now = Date.now();
    return this.orOwn(async () => {
      const [, before] = await this.redis
        .multi()
        .zRemRangeByScore(key, '-inf', now)
        .zCard(key)
        .zAdd(key, { score: now + TTL_MS, value: this.nodeId })
        .pExpire(key, TTL_MS)
        .exec();
      return Number(before) === 0;
    }, true);
  }

  async disconnect(userId: string) {
    if (!this.local.remove(userId)) return false;
    return this.orOwn(() => this.release(userId), true);
  }

  private async release(userId: string) {
    const key = this.key(userId);
    const [, , after] = await this.redis
      .multi()
      .zRem(key, this.nodeId)
      .zRemRangeByScore(key, '-inf', Date.now())
      .zCard(key)
      .exec();
    return Number(after) === 0;
  }

  async onlineAmong(userIds: string[]) {
    if (userIds.length === 0) return new Set<string>();
    const own = new Set(userIds.filter((id) => this.local.has(id)));
    return this.orOwn(async () => {
      const now = Date.now();
      const multi = this.redis.multi();
      for (const id of userIds) multi.zCount(this.key(id), now, '+inf');
      const counts = await multi.exec();
      return new Set(userIds.filter((_, i) => Number(counts[i]) > 0));
    }, own);
  }

  private async renew() {
    const users = this.local.users();
    if (users.length === 0 || !this.redis.isReady) return;
    const expires = Date.now() + TTL_MS;
    const multi = this.redis.multi();
    for (const id of users) {
      multi
        .zAdd(this.key(id), { score: expires, value: this.nodeId })
        .pExpire(this.key(id), TTL_MS);
    }
    await multi.exec();
  }

  /** Withdraws this process's claims so its users do not look online until the TTL lapses. */
  async close() {
    clearInterval(this.heartbeat);
    if (!this.redis.isReady) return;
    await Promise.allSettled(this.local.users().map((id) => redisTimeout(this.release(id))));
  }
}
