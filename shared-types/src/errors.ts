/**
 * One error vocabulary (spec §3, §8, §9): the codes and statuses the server sends, the
 * body it sends them in, and how the browser turns a failure into a client error record.
 */
// zod/mini: every page's first download includes this module (the API client parses error
// bodies with it), and the full zod API would more than double its size.
import * as z from 'zod/mini';
import { QUERY_POLICY } from './constants';

export const ERROR_CODES = [
  'VALIDATION_ERROR',
  'AUTHENTICATION_ERROR',
  'AUTHORIZATION_ERROR',
  'NOT_FOUND',
  'CONFLICT',
  'RATE_LIMIT_ERROR',
  'PAYLOAD_TOO_LARGE',
  'UNSUPPORTED_MEDIA_TYPE',
  'NETWORK_ERROR',
  'DATABASE_ERROR',
  'EXTERNAL_SERVICE_ERROR',
  'BUSINESS_LOGIC_ERROR',
  'SECURITY_ERROR',
  'SYSTEM_ERROR',
  'UNKNOWN_ERROR',
] as const;
export type ErrorCode = (typeof ERROR_CODES)[number];

export const isErrorCode = (code: string): code is ErrorCode =>
  (ERROR_CODES as readonly string[]).includes(code);

/** The HTTP status the server answers with for each code. */
export const ERROR_STATUS: Record<ErrorCode, number> = {
  VALIDATION_ERROR: 400,
  AUTHENTICATION_ERROR: 401,
  AUTHORIZATION_ERROR: 403,
  NOT_FOUND: 404,
  CONFLICT: 409,
  RATE_LIMIT_ERROR: 429,
  PAYLOAD_TOO_LARGE: 413,
  UNSUPPORTED_MEDIA_TYPE: 415,
  NETWORK_ERROR: 503,
  DATABASE_ERROR: 500,
  EXTERNAL_SERVICE_ERROR: 502,
  BUSINESS_LOGIC_ERROR: 422,
  SECURITY_ERROR: 403,
  SYSTEM_ERROR: 500,
  UNKNOWN_ERROR: 500,
};

/** Default `retryable` flag the server sends for each code (transient failures only). */
export const ERROR_RETRYABLE: Record<ErrorCode, boolean> = {
  VALIDATION_ERROR: false,
  AUTHENTICATION_ERROR: false,
  AUTHORIZATION_ERROR: false,
  NOT_FOUND: false,
  CONFLICT: false,
  RATE_LIMIT_ERROR: true,
  PAYLOAD_TOO_LARGE: false,
  UNSUPPORTED_MEDIA_TYPE: false,
  NETWORK_ERROR: true,
  DATABASE_ERROR: true,
  EXTERNAL_SERVICE_ERROR: true,
  BUSINESS_LOGIC_ERROR: false,
  SECURITY_ERROR: false,
  SYSTEM_ERROR: true,
  UNKNOWN_ERROR: false,
};

// ---- Server error body ----

/** Per-field messages, the usual `details` of a VALIDATION_ERROR. */
export const fieldErrorsSchema = z.record(z.string(), z.array(z.string()));
export type FieldErrors = z.infer<typeof fieldErrorsSchema>;

/** The body of every failed API response and socket ack. */
export const errorBodySchema = z.object({
  error: z.object({
    code: z.string(),
    message: z.string(),
    correlationId: z.string(),
    retryable: z.boolean(),
    /** FieldErrors for VALIDATION_ERROR; free-form otherwise. */
    details: z.optional(z.unknown()),
  }),
});
export type ErrorBody = z.infer<typeof errorBodySchema>;

// ---- Messages and actions ----

export const USER_MESSAGES: Partial<Record<ErrorCode, string>> = {
  VALIDATION_ERROR: 'Please check your input and correct any errors.',
  AUTHENTICATION_ERROR: 'Please sign in to continue.',
  AUTHORIZATION_ERROR: "You don't have permission to perform this action.",
  NETWORK_ERROR: 'Unable to connect to the server. Please check your connection.',
  RATE_LIMIT_ERROR: 'Too many requests. Please wait before trying again.',
  DATABASE_ERROR: "We're experiencing technical difficulties. Please try again.",
  EXTERNAL_SERVICE_ERROR: 'A required service is temporarily unavailable.',
  BUSINESS_LOGIC_ERROR: 'This action cannot be completed due to business rules.',
  SECURITY_ERROR: 'Security validation failed. Please try again.',
  UNKNOWN_ERROR: 'Something unexpected happened. Please try again.',
};

export const FALLBACK_USER_MESSAGE = 'An error occurred. Please try again.';

/** The user-facing text for a code; codes without one show the server message. */
export function userMessageFor(code: string, serverMessage?: string): string {
  return (
    (isErrorCode(code) ? USER_MESSAGES[code] : undefined) || serverMessage || FALLBACK_USER_MESSAGE
  );
}

export const SUGGESTED_ACTIONS: Partial<Record<ErrorCode, readonly string[]>> = {
  VALIDATION_ERROR: ['Check the required fields', 'Correct the highlighted errors', 'Try again'],
  AUTHENTICATION_ERROR: ['Sign in again', 'Check your email and password'],
  AUTHORIZATION_ERROR: ['Contact an administrator', 'Use the correct account'],
  NETWORK_ERROR: ['Check your internet connection', 'Try again'],
  RATE_LIMIT_ERROR: ['Wait a few minutes before trying again'],
  DATABASE_ERROR: ['Try again', 'Contact support if the problem persists'],
};

export const DEFAULT_SUGGESTED_ACTIONS = ['Refresh the page', 'Try again', 'Contact support'];

export function suggestedActionsFor(code: string): string[] {
  return [...((isErrorCode(code) && SUGGESTED_ACTIONS[code]) || DEFAULT_SUGGESTED_ACTIONS)];
}

// ---- Classification ----

export const ERROR_TYPES = [
  'VALIDATION',
  'AUTHENTICATION',
  'AUTHORIZATION',
  'NETWORK',
  'BUSINESS_LOGIC',
  'SYSTEM',
  'UNKNOWN',
] as const;
export type ErrorType = (typeof ERROR_TYPES)[number];

export const SEVERITIES = ['LOW', 'MEDIUM', 'HIGH', 'CRITICAL'] as const;
export type Severity = (typeof SEVERITIES)[number];

/**
 * The error type from the code text (§8). AUTHORIZATION is tested before AUTH: the
 * original matched AUTH first, so permission errors were misreported as AUTHENTICATION.
 */
export function classifyErrorCode(code: string): ErrorType {
  if (code.includes('AUTHORIZATION')) return 'AUTHORIZATION';
  if (code.includes('AUTH')) return 'AUTHENTICATION';
  if (code.includes('VALIDATION')) return 'VALIDATION';
  if (code.includes('NETWORK')) return 'NETWORK';
  if (code.includes('BUSINESS')) return 'BUSINESS_LOGIC';
  if (code.includes('SYSTEM') || code.includes('DATABASE')) return 'SYSTEM';
  return 'UNKNOWN';
}

export function severityForStatus(status: number): Severity {
  if (status >= 500) return 'HIGH';
  if (status === 400) return 'LOW';
  return 'MEDIUM';
}

// ---- Normalised client error record ----

export const CLIENT_ERROR_LIMITS = {
  message: 2000,
  userFriendlyMessage: 2000,
  context: 200,
  code: 100,
  correlationId: 200,
  suggestedAction: 200,
  suggestedActions: 10,
} as const;
const L = CLIENT_ERROR_LIMITS;

/** The §3 record; also the body of POST /api/errors/report, hence the length caps. */
export const clientErrorRecordSchema = z.object({
  timestamp: z.iso.datetime(),
  context: z.string().check(z.maxLength(L.context)),
  actionable: z.boolean(),
  type: z.enum(ERROR_TYPES),
  severity: z.enum(SEVERITIES),
  message: z.string().check(z.maxLength(L.message)),
  code: z.string().check(z.maxLength(L.code)),
  correlationId: z.optional(z.string().check(z.maxLength(L.correlationId))),
  retryable: z.boolean(),
  userFriendlyMessage: z.string().check(z.maxLength(L.userFriendlyMessage)),
  suggestedActions: z
    .array(z.string().check(z.maxLength(L.suggestedAction)))
    .check(z.maxLength(L.suggestedActions)),
  status: z.optional(z.int().check(z.minimum(0), z.maximum(999))),
});
export type ClientError = z.infer<typeof clientErrorRecordSchema>;

const clip = (text: string, max: number) => (text.length > max ? text.slice(0, max) : text);

interface RecordFields {
  context: string;
  type: ErrorType;
  severity: Severity;
  message: string;
  code: string;
  retryable: boolean;
  userFriendlyMessage: string;
  actionable?: boolean;
  correlationId?: string;
  status?: number;
  now?: Date;
}

/** Builds a record that always passes clientErrorRecordSchema (long texts are clipped). */
function buildRecord(f: RecordFields): ClientError {
  return {
    timestamp: (f.now ?? new Date()).toISOString(),
    context: clip(f.context, L.context),
    actionable: f.actionable ?? true,
    type: f.type,
    severity: f.severity,
    message: clip(f.message, L.message),
    code: clip(f.code, L.code),
    correlationId:
      f.correlationId === undefined ? undefined : clip(f.correlationId, L.correlationId),
    retryable: f.retryable,
    userFriendlyMessage: clip(f.userFriendlyMessage, L.userFriendlyMessage),
    suggestedActions: suggestedActionsFor(f.code),
    status: f.status,
  };
}

/** A failure with no usable error body (§8 "When there is no server error body"). */
export type BareFailure =
  | { kind: 'network' }
  | { kind: 'timeout' }
  | { kind: 'status'; status: number; statusText?: string };

interface BareRow {
  code: ErrorCode;
  severity: Severity;
  retryable: boolean;
  text: string;
}

/** The §8 table, one row per case. */
const BARE_ROWS = {
  network: {
    code: 'NETWORK_ERROR',
    severity: 'HIGH',
    retryable: true,
    text: 'Unable to connect to the server. Please check your internet connection.',
  },
  timeout: {
    code: 'NETWORK_ERROR',
    severity: 'MEDIUM',
    retryable: true,
    text: 'The request took too long to complete. Please try again.',
  },
  401: {
    code: 'AUTHENTICATION_ERROR',
    severity: 'HIGH',
    retryable: false,
    text: 'Your session has expired. Please sign in again.',
  },
  403: {
    code: 'AUTHORIZATION_ERROR',
    severity: 'MEDIUM',
    retryable: false,
    text: "You don't have permission to perform this action.",
  },
  400: {
    code: 'VALIDATION_ERROR',
    severity: 'LOW',
    retryable: false,
    text: 'Please check your input and try again.',
  },
  429: {
    code: 'RATE_LIMIT_ERROR',
    severity: 'MEDIUM',
    retryable: true,
    text: 'Too many requests. Please wait a moment before trying again.',
  },
  server: {
    code: 'SYSTEM_ERROR',
    severity: 'HIGH',
    retryable: true,
    text: 'Something went wrong on our end. Please try again.',
  },
  other: {
    code: 'UNKNOWN_ERROR',
    severity: 'MEDIUM',
    retryable: true,
    text: 'Something unexpected happened. Please try again.',
  },
} as const satisfies Record<string, BareRow>;

function bareRow(failure: BareFailure): BareRow {
  if (failure.kind !== 'status') return BARE_ROWS[failure.kind];
  const { status } = failure;
  if (status === 401 || status === 403 || status === 400 || status === 429)
    return BARE_ROWS[status];
  return status >= 500 ? BARE_ROWS.server : BARE_ROWS.other;
}

/**
 * The record for a failure without an error body. `message` is the status text when
 * there is one (the spec's "status text becomes the message"), else the table's text.
 */
export function normaliseBareStatus(
  failure: BareFailure,
  context: string,
  now?: Date,
): ClientError {
  const row = bareRow(failure);
  const status = failure.kind === 'status' ? failure.status : undefined;
  const statusText = failure.kind === 'status' ? failure.statusText : undefined;
  return buildRecord({
    context,
    type: classifyErrorCode(row.code),
    severity: row.severity,
    message: statusText || row.text,
    code: row.code,
    retryable: row.retryable,
    userFriendlyMessage: row.text,
    actionable: status !== 403,
    status,
    now,
  });
}

export interface ServerFailure {
  status: number;
  statusText?: string;
  /** The response body after JSON parsing; anything else falls back to the bare table. */
  body: unknown;
  context: string;
  now?: Date;
}

/** The record for a failed response, using the error body when it has one. */
export function normaliseServerError(input: ServerFailure): ClientError {
  const parsed = errorBodySchema.safeParse(input.body);
  if (!parsed.success) {
    const failure = { kind: 'status', status: input.status, statusText: input.statusText } as const;
    return normaliseBareStatus(failure, input.context, input.now);
  }
  const { code, message, correlationId, retryable } = parsed.data.error;
  return buildRecord({
    context: input.context,
    type: classifyErrorCode(code),
    severity: severityForStatus(input.status),
    message,
    code,
    correlationId,
    retryable,
    userFriendlyMessage: userMessageFor(code, message),
    actionable: input.status !== 403,
    status: input.status,
    now: input.now,
  });
}

/** Only serious errors are sent to POST /api/errors/report. */
export const shouldReport = (err: Pick<ClientError, 'severity'>): boolean =>
  err.severity === 'HIGH' || err.severity === 'CRITICAL';

// ---- Retry policy (§9) ----
// `attempt` is the number of failures before this one, starting at 0, as TanStack Query
// passes it to `retry(failureCount, error)` and `retryDelay(failureCount)`.

type RetryInput = Pick<ClientError, 'retryable' | 'status'>;

const is4xx = (status: number | undefined) => status !== undefined && status >= 400 && status < 500;

/** Queries retry up to 3 times, never when not retryable or on a 4xx other than 429. */
export function isRetryableQueryError(err: RetryInput, attempt: number): boolean {
  if (!err.retryable || (is4xx(err.status) && err.status !== 429)) return false;
  return attempt < QUERY_POLICY.queryRetries;
}

/** Mutations retry up to 2 times, never when not retryable or on any 4xx. */
export function isRetryableMutationError(err: RetryInput, attempt: number): boolean {
  if (!err.retryable || is4xx(err.status)) return false;
  return attempt < QUERY_POLICY.mutationRetries;
}

/** Back-off: 1 s, then doubling, capped (30 s for queries, 10 s for mutations). */
export function retryDelayMs(
  attempt: number,
  capMs: number = QUERY_POLICY.queryRetryCapMs,
): number {
  return Math.min(QUERY_POLICY.retryBaseMs * 2 ** Math.max(0, attempt), capMs);
}
