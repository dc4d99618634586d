import type { Logger } from 'pino';
import { type AiProvider, createAiProvider } from './ai';
import type { Config } from './config';
import { BackgroundWork } from './core/background';
import { EventBus } from './core/events';
import { RequestMetrics } from './core/metrics';
import { RateLimitStore, SharedRateLimiter } from './core/rate-limit';
import { Readiness } from './core/readiness';
import type { Database, Db } from './db/client';
import { createLogger } from './logger';
import { createMailer, type Mailer } from './mail/mailer';
import { SessionStore } from './modules/auth/session';

/** Everything a route or service needs, built once in main.ts (or per test). */
export interface Deps {
  config: Config;
  database: Database;
  db: Db;
  logger: Logger;
  sessions: SessionStore;
  events: EventBus;
  /** Work started after a commit that its request does not wait for (a rescoring). */
  background: BackgroundWork;
  ai: AiProvider;
  mailer: Mailer;
  /** Request counts and latencies for the admin's performance view. */
  metrics: RequestMetrics;
  /** What /readyz waits for while the process starts. */
  readiness: Readiness;
  /** Where the limiters count: memory, or Redis once realtime connects to it (REDIS_URL). */
  rateLimitStore: RateLimitStore;
  limiters: {
    loginPerAccount: SharedRateLimiter;
    loginPerIp: SharedRateLimiter;
    registerPerIp: SharedRateLimiter;
    errorReportsPerIp: SharedRateLimiter;
    uploadsPerUser: SharedRateLimiter;
    messagesPerUser: SharedRateLimiter;
    suggestionsPerUser: SharedRateLimiter;
    emailsPerAccount: SharedRateLimiter;
  };
}

export const buildDeps = (
  config: Config,
  database: Database,
  logger = createLogger(config),
): Deps => {
  const { windowMs } = config.rateLimits;
  const rateLimitStore = new RateLimitStore();
  const limiter = (name: string, limit: number, ms: number) =>
    new SharedRateLimiter(rateLimitStore, name, limit, ms);
  const metrics = new RequestMetrics({ prometheus: Boolean(config.metricsToken) });
  if (database.poolStats) metrics.poolStats = database.poolStats;
  return {
    config,
    database,
    db: database.db,
    logger,
    sessions: new SessionStore(database.db, config),
    events: new EventBus(),
    background: new BackgroundWork(logger),
    ai: createAiProvider(config, logger),
    mailer: createMailer(config, logger),
    metrics,
    readiness: new Readiness(),
    rateLimitStore,
    limiters: {
      loginPerAccount: limiter('login-account', config.rateLimits.loginPerAccount, windowMs),
      loginPerIp: limiter('login-ip', config.rateLimits.loginPerIp, windowMs),
      registerPerIp: limiter('register-ip', config.rateLimits.registerPerIp, 60 * 60_000),
      errorReportsPerIp: limiter('error-reports-ip', 60, 60_000),
      uploadsPerUser: limiter('uploads-user', config.rateLimits.uploadsPerUser, 10 * 60_000),
      messagesPerUser: limiter('messages-user', config.rateLimits.messagesPerUser, 10_000),
      suggestionsPerUser: limiter('suggestions-user', config.rateLimits.suggestionsPerUser, 60_000),
      emailsPerAccount: limiter('emails-account', config.rateLimits.emailsPerAccount, 60 * 60_000),
    },
  };
};
