import { describe, expect, it } from 'vitest';
import { QUERY_POLICY } from './constants';
import {
  type BareFailure,
  type ClientError,
  classifyErrorCode,
  clientErrorRecordSchema,
  DEFAULT_SUGGESTED_ACTIONS,
  ERROR_CODES,
  ERROR_RETRYABLE,
  ERROR_STATUS,
  type ErrorBody,
  errorBodySchema,
  isErrorCode,
  isRetryableMutationError,
  isRetryableQueryError,
  normaliseBareStatus,
  normaliseServerError,
  retryDelayMs,
  SUGGESTED_ACTIONS,
  severityForStatus,
  shouldReport,
  suggestedActionsFor,
  USER_MESSAGES,
  userMessageFor,
} from './errors';

const NOW = new Date('2026-01-02T03:04:05.000Z');

const buildBody = (overrides: Partial<ErrorBody['error']> = {}): ErrorBody => ({
  error: {
    code: 'VALIDATION_ERROR',
    message: 'Title is required',
    correlationId: 'corr-1',
    retryable: false,
    ...overrides,
  },
});

describe('error codes', () => {
  it('gives every code a status and a retryable default', () => {
    for (const code of ERROR_CODES) {
      expect(ERROR_STATUS[code]).toBeGreaterThanOrEqual(400);
      expect(typeof ERROR_RETRYABLE[code]).toBe('boolean');
    }
  });

  it.each([
    ['VALIDATION_ERROR', 400],
    ['AUTHENTICATION_ERROR', 401],
    ['AUTHORIZATION_ERROR', 403],
    ['NOT_FOUND', 404],
    ['CONFLICT', 409],
    ['PAYLOAD_TOO_LARGE', 413],
    ['UNSUPPORTED_MEDIA_TYPE', 415],
    ['BUSINESS_LOGIC_ERROR', 422],
    ['RATE_LIMIT_ERROR', 429],
    ['SECURITY_ERROR', 403],
    ['DATABASE_ERROR', 500],
    ['SYSTEM_ERROR', 500],
    ['UNKNOWN_ERROR', 500],
    ['EXTERNAL_SERVICE_ERROR', 502],
    ['NETWORK_ERROR', 503],
  ] as const)('maps %s to %i', (code, status) => {
    expect(ERROR_STATUS[code]).toBe(status);
  });

  it('marks only transient codes retryable', () => {
    const retryable = ERROR_CODES.filter((c) => ERROR_RETRYABLE[c]).sort();
    expect(retryable).toEqual(
      [
        'DATABASE_ERROR',
        'EXTERNAL_SERVICE_ERROR',
        'NETWORK_ERROR',
        'RATE_LIMIT_ERROR',
        'SYSTEM_ERROR',
      ].sort(),
    );
  });

  it('recognises known codes only', () => {
    expect(isErrorCode('CONFLICT')).toBe(true);
    expect(isErrorCode('TEAPOT')).toBe(false);
  });
});

describe('errorBodySchema', () => {
  it('accepts the server body, with or without details', () => {
    expect(errorBodySchema.safeParse(buildBody()).success).toBe(true);
    const withDetails = { error: { ...buildBody().error, details: { title: ['Required'] } } };
    expect(errorBodySchema.parse(withDetails).error.details).toEqual({ title: ['Required'] });
  });

  it.each([
    ['no error object', { message: 'boom' }],
    ['a missing correlationId', { error: { code: 'X', message: 'm', retryable: false } }],
    ['a non-boolean retryable', { error: { ...buildBody().error, retryable: 'no' } }],
    ['plain text', 'Internal Server Error'],
    ['null', null],
  ])('rejects %s', (_label, body) => {
    expect(errorBodySchema.safeParse(body).success).toBe(false);
  });
});

describe('userMessageFor (§8 user messages by code)', () => {
  it.each([
    ['VALIDATION_ERROR', 'Please check your input and correct any errors.'],
    ['AUTHENTICATION_ERROR', 'Please sign in to continue.'],
    ['AUTHORIZATION_ERROR', "You don't have permission to perform this action."],
    ['NETWORK_ERROR', 'Unable to connect to the server. Please check your connection.'],
    ['RATE_LIMIT_ERROR', 'Too many requests. Please wait before trying again.'],
    ['DATABASE_ERROR', "We're experiencing technical difficulties. Please try again."],
    ['EXTERNAL_SERVICE_ERROR', 'A required service is temporarily unavailable.'],
    ['BUSINESS_LOGIC_ERROR', 'This action cannot be completed due to business rules.'],
    ['SECURITY_ERROR', 'Security validation failed. Please try again.'],
    ['UNKNOWN_ERROR', 'Something unexpected happened. Please try again.'],
  ])('%s → %s', (code, text) => {
    expect(userMessageFor(code, 'server says no')).toBe(text);
    expect(USER_MESSAGES[code as keyof typeof USER_MESSAGES]).toBe(text);
  });

  it('shows the server message for any other code', () => {
    expect(userMessageFor('NOT_FOUND', 'Project not found')).toBe('Project not found');
    expect(userMessageFor('SOMETHING_ELSE', 'Odd failure')).toBe('Odd failure');
  });

  it('falls back when another code has no server message', () => {
    expect(userMessageFor('CONFLICT')).toBe('An error occurred. Please try again.');
    expect(userMessageFor('CONFLICT', '')).toBe('An error occurred. Please try again.');
  });
});

describe('suggestedActionsFor', () => {
  it('has actions for the first six codes', () => {
    for (const code of [
      'VALIDATION_ERROR',
      'AUTHENTICATION_ERROR',
      'AUTHORIZATION_ERROR',
      'NETWORK_ERROR',
      'RATE_LIMIT_ERROR',
      'DATABASE_ERROR',
    ] as const) {
      expect(suggestedActionsFor(code)).toEqual(SUGGESTED_ACTIONS[code]);
      expect(suggestedActionsFor(code).length).toBeGreaterThan(0);
    }
    expect(suggestedActionsFor('AUTHENTICATION_ERROR')).toContain('Sign in again');
    expect(suggestedActionsFor('AUTHORIZATION_ERROR')).toEqual([
      'Contact an administrator',
      'Use the correct account',
    ]);
  });

  it('defaults to refresh, try again, contact support', () => {
    expect(suggestedActionsFor('CONFLICT')).toEqual([
      'Refresh the page',
      'Try again',
      'Contact support',
    ]);
    expect(suggestedActionsFor('WHATEVER')).toEqual(DEFAULT_SUGGESTED_ACTIONS);
  });

  it('returns a fresh array each time', () => {
    const actions = suggestedActionsFor('CONFLICT');
    actions.push('mutated');
    expect(suggestedActionsFor('CONFLICT')).not.toContain('mutated');
  });
});

describe('classifyErrorCode (§8, AUTHORIZATION quirk fixed)', () => {
  it.each([
    ['VALIDATION_ERROR', 'VALIDATION'],
    ['AUTHENTICATION_ERROR', 'AUTHENTICATION'],
    ['AUTH_TOKEN_EXPIRED', 'AUTHENTICATION'],
    ['AUTHORIZATION_ERROR', 'AUTHORIZATION'],
    ['NETWORK_ERROR', 'NETWORK'],
    ['BUSINESS_LOGIC_ERROR', 'BUSINESS_LOGIC'],
    ['SYSTEM_ERROR', 'SYSTEM'],
    ['DATABASE_ERROR', 'SYSTEM'],
    ['NOT_FOUND', 'UNKNOWN'],
    ['RATE_LIMIT_ERROR', 'UNKNOWN'],
    ['', 'UNKNOWN'],
  ])('%s → %s', (code, type) => {
    expect(classifyErrorCode(code)).toBe(type);
  });
});

describe('severityForStatus', () => {
  it.each([
    [500, 'HIGH'],
    [502, 'HIGH'],
    [503, 'HIGH'],
    [429, 'MEDIUM'],
    [403, 'MEDIUM'],
    [401, 'MEDIUM'],
    [400, 'LOW'],
    [404, 'MEDIUM'],
    [409, 'MEDIUM'],
    [422, 'MEDIUM'],
  ])('%i → %s', (status, severity) => {
    expect(severityForStatus(status)).toBe(severity);
  });
});

describe('normaliseServerError', () => {
  it('builds the record from the body', () => {
    const err = normaliseServerError({
      status: 400,
      body: buildBody(),
      context: 'projects.save',
      now: NOW,
    });
    expect(err).toEqual<ClientError>({
      timestamp: '2026-01-02T03:04:05.000Z',
      context: 'projects.save',
      actionable: true,
      type: 'VALIDATION',
      severity: 'LOW',
      message: 'Title is required',
      code: 'VALIDATION_ERROR',
      correlationId: 'corr-1',
      retryable: false,
      userFriendlyMessage: 'Please check your input and correct any errors.',
      suggestedActions: [...(SUGGESTED_ACTIONS.VALIDATION_ERROR ?? [])],
      status: 400,
    });
    expect(clientErrorRecordSchema.safeParse(err).success).toBe(true);
  });

  it('classifies a 403 AUTHORIZATION_ERROR as AUTHORIZATION and not actionable', () => {
    const err = normaliseServerError({
      status: 403,
      body: buildBody({ code: 'AUTHORIZATION_ERROR', message: 'Forbidden' }),
      context: 'admin',
    });
    expect(err).toMatchObject({
      type: 'AUTHORIZATION',
      severity: 'MEDIUM',
      actionable: false,
      userFriendlyMessage: "You don't have permission to perform this action.",
    });
  });

  it('takes retryable from the body and shows the server message for other codes', () => {
    const err = normaliseServerError({
      status: 404,
      body: buildBody({ code: 'NOT_FOUND', message: 'Project not found', retryable: true }),
      context: 'projects.detail',
    });
    expect(err).toMatchObject({
      type: 'UNKNOWN',
      severity: 'MEDIUM',
      retryable: true,
      actionable: true,
      userFriendlyMessage: 'Project not found',
      suggestedActions: DEFAULT_SUGGESTED_ACTIONS,
    });
  });

  it('falls back to the bare table, with the status text as message, when the body is not an error body', () => {
    const err = normaliseServerError({
      status: 502,
      statusText: 'Bad Gateway',
      body: '<html>nginx</html>',
      context: 'x',
    });
    expect(err).toMatchObject({
      type: 'SYSTEM',
      code: 'SYSTEM_ERROR',
      severity: 'HIGH',
      retryable: true,
      message: 'Bad Gateway',
      userFriendlyMessage: 'Something went wrong on our end. Please try again.',
      correlationId: undefined,
      status: 502,
    });
  });

  it('clips oversized texts so the record can always be reported', () => {
    const err = normaliseServerError({
      status: 500,
      body: buildBody({ code: 'SYSTEM_ERROR', message: 'x'.repeat(5000) }),
      context: 'c'.repeat(500),
    });
    expect(err.message).toHaveLength(2000);
    expect(err.context).toHaveLength(200);
    expect(clientErrorRecordSchema.safeParse(err).success).toBe(true);
  });
});

describe('normaliseBareStatus (§8 no error body)', () => {
  it.each<[string, BareFailure, Partial<ClientError>]>([
    [
      'network failure',
      { kind: 'network' },
      {
        type: 'NETWORK',
        code: 'NETWORK_ERROR',
        severity: 'HIGH',
        retryable: true,
        actionable: true,
        userFriendlyMessage:
          'Unable to connect to the server. Please check your internet connection.',
        status: undefined,
      },
    ],
    [
      'timeout',
      { kind: 'timeout' },
      {
        type: 'NETWORK',
        severity: 'MEDIUM',
        retryable: true,
        actionable: true,
        userFriendlyMessage: 'The request took too long to complete. Please try again.',
      },
    ],
    [
      '401',
      { kind: 'status', status: 401 },
      {
        type: 'AUTHENTICATION',
        code: 'AUTHENTICATION_ERROR',
        severity: 'HIGH',
        retryable: false,
        actionable: true,
        userFriendlyMessage: 'Your session has expired. Please sign in again.',
        status: 401,
      },
    ],
    [
      '403',
      { kind: 'status', status: 403 },
      {
        type: 'AUTHORIZATION',
        code: 'AUTHORIZATION_ERROR',
        severity: 'MEDIUM',
        retryable: false,
        actionable: false,
        userFriendlyMessage: "You don't have permission to perform this action.",
      },
    ],
    [
      '400',
      { kind: 'status', status: 400 },
      {
        type: 'VALIDATION',
        code: 'VALIDATION_ERROR',
        severity: 'LOW',
        retryable: false,
        actionable: true,
        userFriendlyMessage: 'Please check your input and try again.',
      },
    ],
    [
      '429',
      { kind: 'status', status: 429 },
      {
        code: 'RATE_LIMIT_ERROR',
        severity: 'MEDIUM',
        retryable: true,
        actionable: true,
        userFriendlyMessage: 'Too many requests. Please wait a moment before trying again.',
      },
    ],
    [
      '500',
      { kind: 'status', status: 500 },
      {
        type: 'SYSTEM',
        code: 'SYSTEM_ERROR',
        severity: 'HIGH',
        retryable: true,
        userFriendlyMessage: 'Something went wrong on our end. Please try again.',
      },
    ],
    ['503', { kind: 'status', status: 503 }, { type: 'SYSTEM', severity: 'HIGH', retryable: true }],
    [
      'otherwise (404)',
      { kind: 'status', status: 404 },
      {
        type: 'UNKNOWN',
        code: 'UNKNOWN_ERROR',
        severity: 'MEDIUM',
        retryable: true,
        actionable: true,
        userFriendlyMessage: 'Something unexpected happened. Please try again.',
      },
    ],
    [
      'otherwise (302)',
      { kind: 'status', status: 302 },
      { type: 'UNKNOWN', severity: 'MEDIUM', retryable: true },
    ],
  ])('%s', (_label, failure, expected) => {
    const err = normaliseBareStatus(failure, 'test', NOW);
    expect(err).toMatchObject(expected);
    expect(err.message).toBe(err.userFriendlyMessage);
    expect(err.timestamp).toBe(NOW.toISOString());
    expect(clientErrorRecordSchema.safeParse(err).success).toBe(true);
  });

  it('uses the status text as the message when there is one', () => {
    const err = normaliseBareStatus(
      { kind: 'status', status: 400, statusText: 'Bad Request' },
      't',
    );
    expect(err.message).toBe('Bad Request');
    expect(err.userFriendlyMessage).toBe('Please check your input and try again.');
  });
});

describe('clientErrorRecordSchema', () => {
  const record = normaliseBareStatus({ kind: 'network' }, 'ctx', NOW);

  it('rejects over-long fields and bad enums', () => {
    expect(
      clientErrorRecordSchema.safeParse({ ...record, message: 'x'.repeat(2001) }).success,
    ).toBe(false);
    expect(clientErrorRecordSchema.safeParse({ ...record, context: 'x'.repeat(201) }).success).toBe(
      false,
    );
    expect(clientErrorRecordSchema.safeParse({ ...record, severity: 'FATAL' }).success).toBe(false);
    expect(clientErrorRecordSchema.safeParse({ ...record, timestamp: 'yesterday' }).success).toBe(
      false,
    );
  });

  it('survives a JSON round trip', () => {
    const parsed = clientErrorRecordSchema.parse(JSON.parse(JSON.stringify(record)));
    expect(parsed).toEqual({ ...record });
  });
});

describe('shouldReport', () => {
  it.each([
    ['LOW', false],
    ['MEDIUM', false],
    ['HIGH', true],
    ['CRITICAL', true],
  ] as const)('%s → %s', (severity, expected) => {
    expect(shouldReport({ severity })).toBe(expected);
  });
});

describe('retry policy (§9)', () => {
  const retryable = (status?: number) => ({ retryable: true, status });

  it('retries queries up to 3 times', () => {
    expect([0, 1, 2, 3].map((n) => isRetryableQueryError(retryable(500), n))).toEqual([
      true,
      true,
      true,
      false,
    ]);
    expect(isRetryableQueryError(retryable(undefined), 2)).toBe(true);
  });

  it('retries mutations up to 2 times', () => {
    expect([0, 1, 2].map((n) => isRetryableMutationError(retryable(503), n))).toEqual([
      true,
      true,
      false,
    ]);
  });

  it('never retries what is not retryable', () => {
    expect(isRetryableQueryError({ retryable: false, status: 500 }, 0)).toBe(false);
    expect(isRetryableMutationError({ retryable: false, status: 500 }, 0)).toBe(false);
  });

  it('queries skip 4xx except 429; mutations skip every 4xx', () => {
    for (const status of [400, 401, 403, 404, 409, 422, 499]) {
      expect(isRetryableQueryError(retryable(status), 0)).toBe(false);
      expect(isRetryableMutationError(retryable(status), 0)).toBe(false);
    }
    expect(isRetryableQueryError(retryable(429), 0)).toBe(true);
    expect(isRetryableMutationError(retryable(429), 0)).toBe(false);
  });

  it('doubles the delay from 1 s and caps it', () => {
    expect([0, 1, 2, 3, 4].map((n) => retryDelayMs(n))).toEqual([1000, 2000, 4000, 8000, 16000]);
    expect(retryDelayMs(5)).toBe(30_000);
    expect(retryDelayMs(20)).toBe(QUERY_POLICY.queryRetryCapMs);
    expect(retryDelayMs(3, QUERY_POLICY.mutationRetryCapMs)).toBe(8000);
    expect(retryDelayMs(4, QUERY_POLICY.mutationRetryCapMs)).toBe(10_000);
  });
});
