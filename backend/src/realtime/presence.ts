import type { Logger } from 'pino';
import { type RedisClient, redisTimeout } from '../core/redis';
import { CLAIM_TTL_MS, RedisClaims } from './redis-claims';

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

/**
 * Several processes: each user's claim set (see RedisClaims) holds the processes with one of
 * their sockets, so a user is online while any live process claims them. While Redis is away, a
 * presence query still answers from this process, and the heartbeat puts its claims back once
 * Redis returns.
 */
export class RedisPresence extends RedisClaims implements PresenceStore {
  private readonly local = new LocalCounts();

  constructor(redis: RedisClient, prefix: string, nodeId: string, logger: Logger) {
    super(redis, prefix, 'presence', nodeId, logger);
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
        .zAdd(key, { score: now + CLAIM_TTL_MS, value: this.nodeId })
        .pExpire(key, CLAIM_TTL_MS)
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

  protected async renew() {
    const users = this.local.users();
    if (users.length === 0 || !this.redis.isReady) return;
    const expires = Date.now() + CLAIM_TTL_MS;
    const multi = this.redis.multi();
    for (const id of users) {
      multi
        .zAdd(this.key(id), { score: expires, value: this.nodeId })
        .pExpire(this.key(id), CLAIM_TTL_MS);
    }
    await multi.exec();
  }

  /** Withdraws this process's claims so its users do not look online until the TTL lapses. */
  async close() {
    this.stopHeartbeat();
    if (!this.redis.isReady) return;
    await Promise.allSettled(this.local.users().map((id) => redisTimeout(this.release(id))));
  }
}
