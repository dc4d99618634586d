import { randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { z } from 'zod';

const optionalString = z
  .string()
  .optional()
  .transform((v) => (v?.trim() ? v.trim() : undefined));

const envSchema = z.object({
  NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
  PORT: z.coerce.number().int().min(0).max(65535).default(3000),
  HOST: z.string().default('0.0.0.0'),
  DATABASE_URL: optionalString.pipe(z.url().optional()),
  DATABASE_QUERY_TIMEOUT_MS: z.coerce.number().int().min(100).max(600_000).default(10_000),
  DATA_DIR: z.string().default('./data'),
  SESSION_SECRET: optionalString.pipe(z.string().min(32).optional()),
  SESSION_TTL_DAYS: z.coerce.number().int().min(1).max(365).default(30),
  ADMIN_EMAILS: z
    .string()
    .default('')
    .transform((v) =>
      v
        .split(',')
        .map((e) => e.trim().toLowerCase())
        .filter(Boolean),
    ),
  REDIS_URL: optionalString.pipe(z.url().optional()),
  REDIS_PREFIX: z
    .string()
    .regex(/^[\w:.-]+$/)
    .default('labbridge'),
  OPENAI_API_KEY: optionalString,
  OPENAI_BASE_URL: optionalString.pipe(z.url().optional()),
  OPENAI_MODEL: z.string().default('gpt-4o-mini'),
  OPENAI_EMBEDDING_MODEL: z.string().default('text-embedding-3-small'),
  OPENAI_TIMEOUT_MS: z.coerce.number().int().min(100).default(20_000),
  OPENAI_MAX_RETRIES: z.coerce.number().int().min(0).max(5).default(1),
  OPENAI_MAX_TOKENS: z.coerce.number().int().min(64).default(1500),
  MAX_JSON_BODY_BYTES: z.coerce
    .number()
    .int()
    .min(1024)
    .default(1024 * 1024),
  MAX_PAPER_UPLOAD_BYTES: z.coerce
    .number()
    .int()
    .min(1024)
    .default(20 * 1024 * 1024),
  MAX_IMAGE_UPLOAD_BYTES: z.coerce
    .number()
    .int()
    .min(1024)
    .default(5 * 1024 * 1024),
  PUBLIC_ORIGIN: optionalString.pipe(z.url().optional()),
  /** Unset: demo data outside production only, so a fresh production database stays empty. */
  SEED_DEMO_DATA: z
    .enum(['true', 'false', '1', '0'])
    .optional()
    .transform((v) => (v === undefined ? undefined : v === 'true' || v === '1')),
  /** How many reverse proxies in front of the app append to X-Forwarded-For; 0 trusts none. */
  TRUST_PROXY: z.coerce.number().int().min(0).max(10).default(0),
  RATE_LIMIT_LOGIN_PER_ACCOUNT: z.coerce.number().int().min(1).default(10),
  RATE_LIMIT_LOGIN_PER_IP: z.coerce.number().int().min(1).default(100),
  RATE_LIMIT_REGISTER_PER_IP: z.coerce.number().int().min(1).default(20),
  RATE_LIMIT_UPLOADS_PER_USER: z.coerce.number().int().min(1).default(30),
  RATE_LIMIT_MESSAGES_PER_USER: z.coerce.number().int().min(1).default(30),
  RATE_LIMIT_SUGGESTIONS_PER_USER: z.coerce.number().int().min(1).default(20),
  MAX_SOCKETS_PER_USER: z.coerce.number().int().min(1).default(20),
  SMTP_URL: optionalString.pipe(
    z
      .url()
      .refine((v) => /^smtps?:\/\//.test(v), 'must start with smtp:// or smtps://')
      .optional(),
  ),
  MAIL_FROM: z.string().default('LabBridge <no-reply@localhost>'),
  EMAIL_VERIFICATION_TTL_HOURS: z.coerce.number().int().min(1).max(720).default(48),
  PASSWORD_RESET_TTL_MINUTES: z.coerce.number().int().min(5).max(1440).default(60),
  RATE_LIMIT_EMAILS_PER_ACCOUNT: z.coerce.number().int().min(1).default(5),
  METRICS_TOKEN: optionalString.pipe(
    z.string().min(16, 'must be at least 16 characters').optional(),
  ),
  SHUTDOWN_TIMEOUT_MS: z.coerce.number().int().min(100).max(600_000).default(10_000),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  STATIC_DIR: optionalString,
});

export type Config = ReturnType<typeof toConfig>;

const toConfig = (env: z.infer<typeof envSchema>, sessionSecret: string) => ({
  env: env.NODE_ENV,
  isProduction: env.NODE_ENV === 'production',
  port: env.PORT,
  host: env.HOST,
  databaseUrl: env.DATABASE_URL,
  /** PostgreSQL only: how long one query of the app may take (see openPostgres). */
  databaseQueryTimeoutMs: env.DATABASE_QUERY_TIMEOUT_MS,
  dataDir: path.resolve(env.DATA_DIR),
  sessionSecret,
  sessionTtlDays: env.SESSION_TTL_DAYS,
  adminEmails: env.ADMIN_EMAILS,
  redisUrl: env.REDIS_URL,
  /** Namespaces this deployment's keys and channels in Redis (several may share one). */
  redisPrefix: env.REDIS_PREFIX,
  openai: env.OPENAI_API_KEY
    ? {
        apiKey: env.OPENAI_API_KEY,
        baseUrl: env.OPENAI_BASE_URL,
        model: env.OPENAI_MODEL,
        embeddingModel: env.OPENAI_EMBEDDING_MODEL,
        timeoutMs: env.OPENAI_TIMEOUT_MS,
        maxRetries: env.OPENAI_MAX_RETRIES,
        maxTokens: env.OPENAI_MAX_TOKENS,
      }
    : undefined,
  limits: {
    jsonBodyBytes: env.MAX_JSON_BODY_BYTES,
    paperUploadBytes: env.MAX_PAPER_UPLOAD_BYTES,
    imageUploadBytes: env.MAX_IMAGE_UPLOAD_BYTES,
  },
  rateLimits: {
    windowMs: 15 * 60_000,
    loginPerAccount: env.RATE_LIMIT_LOGIN_PER_ACCOUNT,
    loginPerIp: env.RATE_LIMIT_LOGIN_PER_IP,
    registerPerIp: env.RATE_LIMIT_REGISTER_PER_IP,
    /** Per signed-in user, per 10 minutes. */
    uploadsPerUser: env.RATE_LIMIT_UPLOADS_PER_USER,
    /** Messages sent per signed-in user, per 10 seconds (a burst allowance). */
    messagesPerUser: env.RATE_LIMIT_MESSAGES_PER_USER,
    /** AI reply suggestions per signed-in user, per minute. */
    suggestionsPerUser: env.RATE_LIMIT_SUGGESTIONS_PER_USER,
    /** Verification and password-reset emails per account, per hour. */
    emailsPerAccount: env.RATE_LIMIT_EMAILS_PER_ACCOUNT,
  },
  mail: {
    /** Unset: messages are written to DATA_DIR/outbox and logged instead of sent. */
    smtpUrl: env.SMTP_URL,
    from: env.MAIL_FROM,
    verificationTtlMs: env.EMAIL_VERIFICATION_TTL_HOURS * 3_600_000,
    resetTtlMs: env.PASSWORD_RESET_TTL_MINUTES * 60_000,
  },
  /** Open Socket.IO connections per user (across processes with Redis). */
  maxSocketsPerUser: env.MAX_SOCKETS_PER_USER,
  publicOrigin: env.PUBLIC_ORIGIN,
  trustProxyHops: env.TRUST_PROXY,
  seedDemoData: env.SEED_DEMO_DATA ?? env.NODE_ENV !== 'production',
  /** Bearer token a Prometheus scrape of /metrics must send; unset = /metrics answers 404. */
  metricsToken: env.METRICS_TOKEN,
  /** How long a SIGTERM's graceful shutdown may take before the process exits regardless. */
  shutdownTimeoutMs: env.SHUTDOWN_TIMEOUT_MS,
  logLevel: env.LOG_LEVEL,
  staticDir: env.STATIC_DIR,
});

export class ConfigError extends Error {}

/** A generated secret is kept in DATA_DIR so sessions survive restarts outside production. */
const persistedSecret = (dataDir: string) => {
  const file = path.join(dataDir, 'session-secret');
  if (existsSync(file)) return readFileSync(file, 'utf8').trim();
  mkdirSync(dataDir, { recursive: true });
  const secret = randomBytes(48).toString('base64url');
  writeFileSync(file, secret, { mode: 0o600 });
  return secret;
};

/** Parses the environment once; a bad value stops start-up with a message naming the setting. */
export const loadConfig = (source: NodeJS.ProcessEnv = process.env): Config => {
  // An empty value (`KEY=` in a .env or compose file) means "use the default".
  const present = Object.fromEntries(Object.entries(source).filter(([, v]) => v !== ''));
  const parsed = envSchema.safeParse(present);
  if (!parsed.success) {
    const lines = parsed.error.issues.map((i) => `  ${i.path.join('.')}: ${i.message}`);
    throw new ConfigError(`Invalid configuration:\n${lines.join('\n')}`);
  }
  const env = parsed.data;
  if (env.NODE_ENV === 'production' && !env.SESSION_SECRET) {
    throw new ConfigError(
      'Invalid configuration:\n  SESSION_SECRET: required in production (at least 32 characters)',
    );
  }
  const secret = env.SESSION_SECRET ?? persistedSecret(path.resolve(env.DATA_DIR));
  return toConfig(env, secret);
};

/** Config for tests: in-memory database, fixed secret, quiet logs. */
export const testConfig = (overrides: Partial<Config> = {}): Config => ({
  ...toConfig(
    envSchema.parse({
      NODE_ENV: 'test',
      LOG_LEVEL: 'silent',
      RATE_LIMIT_LOGIN_PER_IP: '10000',
      RATE_LIMIT_REGISTER_PER_IP: '10000',
    }),
    'test-secret-'.repeat(4),
  ),
  dataDir: path.resolve('.tmp/test-data'),
  ...overrides,
});
