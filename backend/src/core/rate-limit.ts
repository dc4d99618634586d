import { AppError } from '../core/errors';

interface Window {
  count: number;
  resetAt: number;
}

/**
 * Fixed-window counter kept in process memory. Each backend process limits on its own, so with N
 * processes a client gets at most N times the budget: acceptable for abuse protection.
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
      const retryAfter = Math.max(1, Math.ceil((window.resetAt - now) / 1000));
      throw new AppError(
        'RATE_LIMIT_ERROR',
        'Too many requests. Please wait before trying again.',
        undefined,
        {
          headers: { 'Retry-After': String(retryAfter) },
        },
      );
    }
  }

  reset(key: string) {
    this.windows.delete(key);
  }

  private sweep(now: number) {
    for (const [key, window] of this.windows) if (window.resetAt <= now) this.windows.delete(key);
  }
}
