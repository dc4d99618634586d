import pino, { type Logger } from 'pino';
import { type AiProvider, createAiProvider } from './ai';
import type { Config } from './config';
import { serializeError } from './core/error-log';
import { EventBus } from './core/events';
import { RequestMetrics } from './core/metrics';
import { RateLimiter } from './core/rate-limit';
import type { Database, Db } from './db/client';
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
  ai: AiProvider;
  mailer: Mailer;
  /** Request counts and latencies for the admin's performance view. */
  metrics: RequestMetrics;
  limiters: {
    loginPerAccount: RateLimiter;
    loginPerIp: RateLimiter;
    registerPerIp: RateLimiter;
    errorReportsPerIp: RateLimiter;
    uploadsPerUser: RateLimiter;
    messagesPerUser: RateLimiter;
    suggestionsPerUser: RateLimiter;
    emailsPerAccount: RateLimiter;
  };
}

/** The app's logger; `destination` defaults to stdout. */
export const createLogger = (config: Config, destination?: pino.DestinationStream) =>
  pino(
    {
      level: config.logLevel,
      base: { service: 'labbridge' },
      redact: ['req.headers.cookie', 'password', 'passwordHash', '*.password'],
      serializers: { err: serializeError },
    },
    destination,
  );

export const buildDeps = (
  config: Config,
  database: Database,
  logger = createLogger(config),
): Deps => {
  const { windowMs } = config.rateLimits;
  const metrics = new RequestMetrics({ prometheus: Boolean(config.metricsToken) });
  if (database.poolStats) metrics.poolStats = database.poolStats;
  return {
    config,
    database,
    db: database.db,
    logger,
    sessions: new SessionStore(database.db, config),
    events: new EventBus(),
    ai: createAiProvider(config, logger),
    mailer: createMailer(config, logger),
    metrics,
    limiters: {
      loginPerAccount: new RateLimiter(config.rateLimits.loginPerAccount, windowMs),
      loginPerIp: new RateLimiter(config.rateLimits.loginPerIp, windowMs),
      registerPerIp: new RateLimiter(config.rateLimits.registerPerIp, 60 * 60_000),
      errorReportsPerIp: new RateLimiter(60, 60_000),
      uploadsPerUser: new RateLimiter(config.rateLimits.uploadsPerUser, 10 * 60_000),
      messagesPerUser: new RateLimiter(config.rateLimits.messagesPerUser, 10_000),
      suggestionsPerUser: new RateLimiter(config.rateLimits.suggestionsPerUser, 60_000),
      emailsPerAccount: new RateLimiter(config.rateLimits.emailsPerAccount, 60 * 60_000),
    },
  };
};
