import type { Logger } from 'pino';
import { AppError } from './errors';
import { type RedisClient, redisTimeout } from './redis';

interface Window {
  count: number;
  resetAt: number;
}

/**
 * Fixed-window counter kept in process memory, for budgets that belong to one process anyway
 * (per socket). Budgets of a client or an account use SharedRateLimiter.
 */
export class RateLimiter {
  private readonly windows = new Map<string, Window>();

  constructor(
    private readonly limit: number,
    private readonly windowMs: number,
    private readonly now: () => number = Date.now,
  ) {}

  /** Counts a hit for the key; throws RATE_LIMIT_ERROR with Retry-After once over the limit. */
  hit(key: string) {
    const now = this.now();
    let window = this.windows.get(key);
    if (!window || window.resetAt <= now) {
      window = { count: 0, resetAt: now + this.windowMs };
      this.windows.set(key, window);
      if (this.windows.size > 10_000) this.sweep(now);
    }
    window.count += 1;
    if (window.count > this.limit) {
      throw tooMany(window.resetAt - now);
    }
    return window;
  }

  reset(key: string) {
    this.windows.delete(key);
  }

  private sweep(now: number) {
    for (const [key, window] of this.windows) if (window.resetAt <= now) this.windows.delete(key);
  }
}

const tooMany = (msLeft: number) =>
  new AppError(
    'RATE_LIMIT_ERROR',
    'Too many requests. Please wait before trying again.',
    undefined,
    {
      headers: { 'Retry-After': String(Math.max(1, Math.ceil(msLeft / 1000))) },
    },
  );

/** At most one "Redis unavailable" log line per this, per process. */
const LOG_EVERY_MS = 30_000;

// INCR and, on the window's first hit, PEXPIRE in one step; returns the count and ms left.
const HIT_SCRIPT = `local n = redis.call('INCR', KEYS[1])
if n == 1 then redis.call('PEXPIRE', KEYS[1], ARGV[1]) end
local ttl = redis.call('PTTL', KEYS[1])
if ttl < 0 then redis.call('PEXPIRE', KEYS[1], ARGV[1]); ttl = tonumber(ARGV[1]) end
return {n, ttl}`;

/**
 * Where SharedRateLimiters count. In memory until `useRedis` (REDIS_URL set): then every process
 * sharing that Redis counts in the same fixed windows, so N replicas do not give a client N times
 * its budget. When Redis fails or is slow, counting falls back to this process's memory (logged)
 * rather than failing the request: a limit that is briefly per process beats a 5xx.
 */
export class RateLimitStore {
  private redis: RedisClient | null = null;
  private logger: Logger | null = null;
  private readonly local = new Map<string, RateLimiter>();
  private prefix = '';
  private lastWarning = 0;

  useRedis(redis: RedisClient, prefix: string, logger: Logger) {
    this.redis = redis;
    this.prefix = `${prefix}:rate`;
    this.logger = logger;
  }

  /** Back to memory only (Redis is closing). */
  useMemory() {
    this.redis = null;
  }

  /** Counts one hit; returns the window's count and the ms left in it. */
  async hit(name: string, key: string, limit: number, windowMs: number) {
    const redis = this.redis;
    if (redis?.isReady) {
      try {
        const [count, msLeft] = (await redisTimeout(
          redis.eval(HIT_SCRIPT, {
            keys: [`${this.prefix}:${name}:${key}`],
            arguments: [String(windowMs)],
          }),
        )) as [number, number];
        return { count: Number(count), msLeft: Number(msLeft) };
      } catch (err) {
        this.warn(err);
      }
    } else if (redis) {
      this.warn(new Error('Redis is not connected'));
    }
    return this.localHit(name, key, limit, windowMs);
  }

  async reset(name: string, key: string) {
    for (const [id, limiter] of this.local) if (id.startsWith(`${name}|`)) limiter.reset(key);
    if (!this.redis?.isReady) return;
    await redisTimeout(this.redis.del(`${this.prefix}:${name}:${key}`)).catch((err) =>
      this.warn(err),
    );
  }

  private localHit(name: string, key: string, limit: number, windowMs: number) {
    const id = `${name}|${limit}|${windowMs}`;
    let limiter = this.local.get(id);
    if (!limiter) {
      // Counts without throwing: the caller compares with the limit.
      limiter = new RateLimiter(Number.MAX_SAFE_INTEGER, windowMs);
      this.local.set(id, limiter);
    }
    const window = limiter.hit(key);
    return { count: window.count, msLeft: window.resetAt - Date.now() };
  }

  private warn(err: unknown) {
    const now = Date.now();
    if (now - this.lastWarning < LOG_EVERY_MS) return;
    this.lastWarning = now;
    this.logger?.warn({ err }, 'rate limits: Redis unavailable, counting in this process');
  }
}

/** A budget per client or account, counted in a RateLimitStore (across processes with Redis). */
export class SharedRateLimiter {
  constructor(
    private readonly store: RateLimitStore,
    private readonly name: string,
    private readonly limit: number,
    private readonly windowMs: number,
  ) {}

  /** Counts a hit for the key; throws RATE_LIMIT_ERROR with Retry-After once over the limit. */
  async consume(key: string) {
    const { count, msLeft } = await this.store.hit(this.name, key, this.limit, this.windowMs);
    if (count > this.limit) throw tooMany(msLeft);
  }

  /** Forgets the key's hits (a successful sign-in); never throws. */
  async reset(key: string) {
    await this.store.reset(this.name, key);
  }
}
