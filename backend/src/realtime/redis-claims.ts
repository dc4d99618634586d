import type { Logger } from 'pino';
import { type RedisClient, redisTimeout } from '../core/redis';

/** How long a claim outlives the last heartbeat of the process that made it. */
export const CLAIM_TTL_MS = 60_000;

/**
 * Per-user claims this process holds in Redis (presence, open sockets): a sorted set per user
 * under `<prefix>:<kind>:<userId>`, each member scored by when its claim lapses. The process
 * renews its claims on a heartbeat, so those of a process that died without withdrawing them
 * lapse after CLAIM_TTL_MS. While Redis is away (or slow) the store answers from what this process
 * alone knows, logged, instead of failing or waiting.
 */
export abstract class RedisClaims {
  private readonly heartbeat: NodeJS.Timeout;

  constructor(
    protected readonly redis: RedisClient,
    private readonly prefix: string,
    private readonly kind: string,
    protected readonly nodeId: string,
    private readonly logger: Logger,
  ) {
    this.heartbeat = setInterval(() => void this.renew().catch(() => {}), CLAIM_TTL_MS / 3);
    this.heartbeat.unref();
  }

  /** Puts this process's claims back at a full TTL. */
  protected abstract renew(): Promise<void>;

  protected key(userId: string) {
    return `${this.prefix}:${this.kind}:${userId}`;
  }

  /** `shared()` from Redis, or `ownAnswer` (what this process alone knows) when Redis fails. */
  protected async orOwn<T>(shared: () => Promise<T>, ownAnswer: T): Promise<T> {
    try {
      if (!this.redis.isReady) throw new Error('Redis is not connected');
      return await redisTimeout(shared());
    } catch (err) {
      this.logger.warn({ err }, `${this.kind}: Redis unavailable, answering from this process`);
      return ownAnswer;
    }
  }

  protected stopHeartbeat() {
    clearInterval(this.heartbeat);
  }
}
