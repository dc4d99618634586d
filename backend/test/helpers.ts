import type { Writable } from 'node:stream';
import { uniqueEmail } from '@labbridge/shared-types/testing';
import pino from 'pino';
import { expect } from 'vitest';
import { createApp } from '../src/app';
import { type Config, testConfig } from '../src/config';
import { buildDeps, type Deps } from '../src/deps';
import { createLogger } from '../src/logger';
import { checkContract } from './contracts';
import { openTestDatabase } from './database';

/** Test-side view of a JSON answer: assertions check the shape, so any property may be read. */
// biome-ignore lint/suspicious/noExplicitAny: tests read arbitrary response JSON
export type Json = Record<string, any>;

export const readJson = async (res: Response): Promise<Json> => (await res.json()) as Json;

/** The JSON of an answer that must come with `status`. */
export const expectJson = async (res: Response, status = 200) => {
  expect(res.status).toBe(status);
  return readJson(res);
};

/** The error body's `error` of an answer that must come with `status` and error `code`. */
export const expectErrorCode = async (
  res: Response,
  status: number,
  code: string,
): Promise<Json> => {
  const { error } = await expectJson(res, status);
  expect(error.code).toBe(code);
  return error;
};

export interface TestContext {
  deps: Deps;
  app: ReturnType<typeof createApp>;
  /** Sends a request to the app; `json` sets the body and its content type. */
  /** Every answer is checked against the shared contract (see checkContract). */
  request(path: string, init?: RequestOptions): Promise<Response>;
}

/**
 * The settings of a test app: testConfig with one superadmin address of the app's own, which
 * signUpAdmin signs up, unless `overrides` names others.
 */
export const appConfig = (overrides: Partial<Config> = {}) =>
  testConfig({ adminEmails: [uniqueEmail('tto')], ...overrides });

/**
 * A fresh app (see appConfig) on a private database (see openTestDatabase), closed after the
 * file's tests. `logStream` receives the app's log lines (at config.logLevel), formatted as in
 * production.
 */
export const createTestContext = async (
  overrides: Partial<Config> = {},
  { logStream }: { logStream?: Writable } = {},
): Promise<TestContext> => {
  const config = appConfig(overrides);
  const database = await openTestDatabase();
  const logger = logStream ? createLogger(config, logStream) : pino({ level: 'silent' });
  const deps = buildDeps(config, database, logger);
  const app = createApp(deps);
  const request: TestContext['request'] = async (path, init = {}) => {
    const built = requestInit(init);
    const res = await app.request(path, built);
    await checkContract(built.method ?? 'GET', path, res);
    return res;
  };
  return { deps, app, request };
};

/** Rate limits that lock an account after three wrong passwords and keep every other limit out of the way. */
export const loginLockoutLimits: Config['rateLimits'] = {
  windowMs: 60_000,
  loginPerAccount: 3,
  loginPerIp: 1000,
  registerPerIp: 1000,
  uploadsPerUser: 1000,
  messagesPerUser: 1000,
  suggestionsPerUser: 1000,
  emailsPerAccount: 1000,
};

export type RequestOptions = RequestInit & { json?: unknown; cookie?: string };

/** A fetch init from the tests' shorthand: `json` sets the body and its content type. */
export const requestInit = ({ json, cookie, headers, ...rest }: RequestOptions): RequestInit => {
  const h = new Headers(headers);
  if (json !== undefined) h.set('content-type', 'application/json');
  if (cookie) h.set('cookie', cookie);
  return { ...rest, headers: h, body: json !== undefined ? JSON.stringify(json) : rest.body };
};

/** The `name=value` part of the Set-Cookie header, ready to send back. */
export const sessionCookie = (res: Response) => {
  const header = res.headers.get('set-cookie');
  if (!header) throw new Error('response set no cookie');
  return header.split(';')[0]!;
};
