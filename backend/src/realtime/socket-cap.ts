import type { Logger } from 'pino';
import { AppError } from '../core/errors';
import { type RedisClient, redisTimeout as timed } from '../core/redis';
import { handshakeError } from './errors';
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

const TTL_MS = 60_000;

// Drops lapsed claims, then adds this one unless the user already holds ARGV[3] sockets.
const CLAIM_SCRIPT = `redis.call('ZREMRANGEBYSCORE', KEYS[1], '-inf', ARGV[1])
if redis.call('ZCARD', KEYS[1]) >= tonumber(ARGV[3]) then return 0 end
redis.call('ZADD', KEYS[1], ARGV[2], ARGV[4])
redis.call('PEXPIRE', KEYS[1], ARGV[5])
return 1`;

/**
 * Open sockets per user across every process sharing the Redis: a sorted set per user of
 * `<process>:<socket>` scored by when the claim lapses. Each process renews its own claims on a
 * heartbeat, so the claims of a process that died without releasing lapse after TTL_MS. When Redis
 * fails, the cap falls back to this process's own count (logged) instead of refusing everyone.
 */
export class RedisSocketCounter implements SocketCounter {
  private readonly local = new MemorySocketCounter();
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
    return `${this.prefix}:sockets:${userId}`;
  }

  private member(socketId: string) {
    return `${this.nodeId}:${socketId}`;
  }

  async claim(userId: string, socketId: string, limit: number) {
    if (!(await this.local.claim(userId, socketId, limit))) return false;
    const now = Date.now();
    try {
      if (!this.redis.isReady) throw new Error('Redis is not connected');
      const claimed = await timed(
        this.redis.eval(CLAIM_SCRIPT, {
          keys: [this.key(userId)],
          arguments: [
            String(now),
            String(now + TTL_MS),
            String(limit),
            this.member(socketId),
            String(TTL_MS),
          ],
        }),
      );
      if (Number(claimed) === 1) return true;
      await this.local.release(userId, socketId);
      return false;
    } catch (err) {
      this.logger.warn({ err }, 'socket cap: Redis unavailable, counting in this process');
      return true;
    }
  }

  async release(userId: string, socketId: string) {
    await this.local.release(userId, socketId);
    await timed(this.redis.zRem(this.key(userId), this.member(socketId))).catch(() => {});
  }

  private async renew() {
    const users = this.local.users();
    if (users.length === 0) return;
    const expires = Date.now() + TTL_MS;
    const multi = this.redis.multi();
    for (const [userId, sockets] of users) {
      for (const socketId of sockets) {
        multi.zAdd(this.key(userId), { score: expires, value: this.member(socketId) });
      }
      multi.pExpire(this.key(userId), TTL_MS);
    }
    await multi.exec();
  }

  /** Withdraws this process's claims so its users get their slots back at once. */
  async close() {
    clearInterval(this.heartbeat);
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
