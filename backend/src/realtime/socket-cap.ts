import type { Logger } from 'pino';
import { AppError } from '../core/errors';
import { type RedisClient, redisTimeout as timed } from '../core/redis';
import { handshakeError } from './errors';
import { CLAIM_TTL_MS, RedisClaims } from './redis-claims';
import type { IoSocket } from './types';

/** Where open sockets are counted: this process alone, or every process sharing a Redis. */
export interface SocketCounter {
  /** Claims a slot for the socket; false when the user already holds `limit`. */
  claim(userId: string, socketId: string, limit: number): Promise<boolean>;
  release(userId: string, socketId: string): Promise<void>;
  close(): Promise<void>;
}

export class MemorySocketCounter implements SocketCounter {
  private readonly open = new Map<string, Set<string>>();

  async claim(userId: string, socketId: string, limit: number) {
    const sockets = this.open.get(userId) ?? new Set<string>();
    if (sockets.size >= limit) return false;
    sockets.add(socketId);
    this.open.set(userId, sockets);
    return true;
  }

  async release(userId: string, socketId: string) {
    const sockets = this.open.get(userId);
    sockets?.delete(socketId);
    if (sockets?.size === 0) this.open.delete(userId);
  }

  async close() {}

  users() {
    return [...this.open.entries()];
  }
}

// Drops lapsed claims, then adds this one unless the user already holds ARGV[3] sockets.
const CLAIM_SCRIPT = `redis.call('ZREMRANGEBYSCORE', KEYS[1], '-inf', ARGV[1])
if redis.call('ZCARD', KEYS[1]) >= tonumber(ARGV[3]) then return 0 end
redis.call('ZADD', KEYS[1], ARGV[2], ARGV[4])
redis.call('PEXPIRE', KEYS[1], ARGV[5])
return 1`;

/**
 * Open sockets per user across every process sharing the Redis: each user's claim set (see
 * RedisClaims) holds `<process>:<socket>` members. When Redis fails, the cap falls back to this
 * process's own count (logged) instead of refusing everyone.
 */
export class RedisSocketCounter extends RedisClaims implements SocketCounter {
  private readonly local = new MemorySocketCounter();

  constructor(redis: RedisClient, prefix: string, nodeId: string, logger: Logger) {
    super(redis, prefix, 'sockets', nodeId, logger);
  }

  private member(socketId: string) {
    return `${this.nodeId}:${socketId}`;
  }

  async claim(userId: string, socketId: string, limit: number) {
    if (!(await this.local.claim(userId, socketId, limit))) return false;
    const now = Date.now();
    const claimed = await this.orOwn(async () => {
      const answer = await this.redis.eval(CLAIM_SCRIPT, {
        keys: [this.key(userId)],
        arguments: [
          String(now),
          String(now + CLAIM_TTL_MS),
          String(limit),
          this.member(socketId),
          String(CLAIM_TTL_MS),
        ],
      });
      return Number(answer) === 1;
    }, true);
    if (!claimed) await this.local.release(userId, socketId);
    return claimed;
  }

  async release(userId: string, socketId: string) {
    await this.local.release(userId, socketId);
    await timed(this.redis.zRem(this.key(userId), this.member(socketId))).catch(() => {});
  }

  protected async renew() {
    const users = this.local.users();
    if (users.length === 0) return;
    const expires = Date.now() + CLAIM_TTL_MS;
    const multi = this.redis.multi();
    for (const [userId, sockets] of users) {
      for (const socketId of sockets) {
        multi.zAdd(this.key(userId), { score: expires, value: this.member(socketId) });
      }
      multi.pExpire(this.key(userId), CLAIM_TTL_MS);
    }
    await multi.exec();
  }

  /** Withdraws this process's claims so its users get their slots back at once. */
  async close() {
    this.stopHeartbeat();
    await Promise.allSettled(
      this.local
        .users()
        .flatMap(([userId, sockets]) => [...sockets].map((id) => this.release(userId, id))),
    );
  }
}

/**
 * io.use(), after handshakeAuth: at most `limit` open sockets per user (a tab holds one), across
 * every process when the counter is Redis's, so one account cannot tie up the servers'
 * connections. Claimed at the handshake, atomically, so parallel handshakes cannot slip past the
 * cap; released on disconnect.
 */
export const socketCap = (limit: number, counter: SocketCounter) => {
  return (socket: IoSocket, next: (err?: Error) => void) => {
    const { userId } = socket.data;
    void counter.claim(userId, socket.id, limit).then((claimed) => {
      if (!claimed) {
        return next(
          handshakeError(
            new AppError(
              'RATE_LIMIT_ERROR',
              `Too many open connections: close another LabBridge tab (at most ${limit}).`,
            ),
          ),
        );
      }
      socket.once('disconnect', () => void counter.release(userId, socket.id));
      return next();
    });
  };
};
