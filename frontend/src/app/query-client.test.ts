import { normaliseBareStatus, normaliseServerError } from '@labbridge/shared-types';
import { describe, expect, it } from 'vitest';
import { ApiError } from '../lib/api';
import {
  createQueryClient,
  mutationRetryDelay,
  queryRetryDelay,
  shouldRetryMutation,
  shouldRetryQuery,
} from './query-client';

const statusError = (status: number) =>
  new ApiError(normaliseBareStatus({ kind: 'status', status }, 'GET /api/x'));
const bodyError = (status: number, code: string, retryable: boolean) =>
  new ApiError(
    normaliseServerError({
      status,
      body: { error: { code, message: 'm', correlationId: 'c', retryable } },
      context: 'GET /api/x',
    }),
  );

describe('query retries (§9)', () => {
  it('retries a retryable server error up to 3 times', () => {
    const err = statusError(503);
    expect([0, 1, 2, 3].map((n) => shouldRetryQuery(n, err))).toEqual([true, true, true, false]);
  });

  it('retries 429 but no other 4xx', () => {
    expect(shouldRetryQuery(0, statusError(429))).toBe(true);
    expect(shouldRetryQuery(0, statusError(404))).toBe(false);
    expect(shouldRetryQuery(0, statusError(401))).toBe(false);
  });

  it('trusts the server when it says an error is not retryable', () => {
    expect(shouldRetryQuery(0, bodyError(500, 'SYSTEM_ERROR', false))).toBe(false);
    expect(shouldRetryQuery(0, bodyError(500, 'DATABASE_ERROR', true))).toBe(true);
  });

  it('never retries errors that did not come from the API client', () => {
    expect(shouldRetryQuery(0, new Error('render bug'))).toBe(false);
  });

  it('backs off from 1 s, doubling, capped at 30 s', () => {
    expect([0, 1, 2, 5, 10].map(queryRetryDelay)).toEqual([1000, 2000, 4000, 30000, 30000]);
  });
});

describe('mutation retries (§9)', () => {
  it('retries up to 2 times and never on a 4xx, 429 included', () => {
    const err = statusError(500);
    expect([0, 1, 2].map((n) => shouldRetryMutation(n, err))).toEqual([true, true, false]);
    expect(shouldRetryMutation(0, statusError(429))).toBe(false);
  });

  it('backs off capped at 10 s', () => {
    expect([0, 3, 4, 8].map(mutationRetryDelay)).toEqual([1000, 8000, 10000, 10000]);
  });
});

describe('cache defaults', () => {
  it('keeps data fresh 5 minutes and does not refetch on focus', () => {
    const { queries } = createQueryClient().getDefaultOptions();
    expect(queries?.staleTime).toBe(300_000);
    expect(queries?.gcTime).toBe(300_000);
    expect(queries?.refetchOnWindowFocus).toBe(false);
    expect(queries?.retry).toBe(shouldRetryQuery);
  });
});
