import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ApiError, apiGet, apiPost, buildUrl, errorText, watchPageExit } from './api';

type FetchArgs = [string, RequestInit];

const errorBody = (code: string, message: string, retryable = false, details?: unknown) => ({
  error: { code, message, correlationId: 'corr-1', retryable, ...(details ? { details } : {}) },
});

const json = (body: unknown, status = 200, statusText = '') =>
  new Response(JSON.stringify(body), {
    status,
    statusText,
    headers: { 'Content-Type': 'application/json' },
  });

let fetchMock: ReturnType<typeof vi.fn<(...args: FetchArgs) => Promise<Response>>>;

/** The calls made to a path other than the error-report endpoint. */
const apiCalls = () => fetchMock.mock.calls.filter(([url]) => url !== '/api/errors/report');
const reportCalls = () => fetchMock.mock.calls.filter(([url]) => url === '/api/errors/report');

async function failureOf(promise: Promise<unknown>): Promise<ApiError> {
  const err = await promise.then(
    () => {
      throw new Error('expected the call to fail');
    },
    (e: unknown) => e,
  );
  expect(err).toBeInstanceOf(ApiError);
  return err as ApiError;
}

beforeEach(() => {
  fetchMock = vi.fn<(...args: FetchArgs) => Promise<Response>>();
  vi.stubGlobal('fetch', fetchMock);
  vi.spyOn(console, 'warn').mockImplementation(() => {});
});

afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe('requests', () => {
  it('sends cookies and no content type without a body', async () => {
    fetchMock.mockResolvedValue(json({ ok: true }));
    await expect(apiGet('/api/auth/user')).resolves.toEqual({ ok: true });
    const [url, init] = apiCalls()[0]!;
    expect(url).toBe('/api/auth/user');
    expect(init.credentials).toBe('include');
    expect(init.body).toBeUndefined();
    expect(new Headers(init.headers).has('Content-Type')).toBe(false);
  });

  it('sends JSON with a content type when there is a body', async () => {
    fetchMock.mockResolvedValue(json({ id: 'u1' }, 201));
    await apiPost('/api/login', { email: 'a@b.co', password: 'secret123' });
    const [, init] = apiCalls()[0]!;
    expect(init.method).toBe('POST');
    expect(new Headers(init.headers).get('Content-Type')).toBe('application/json');
    expect(JSON.parse(String(init.body))).toEqual({ email: 'a@b.co', password: 'secret123' });
  });

  it('resolves an empty success body to undefined', async () => {
    fetchMock.mockResolvedValue(new Response(null, { status: 204 }));
    await expect(apiPost('/api/logout')).resolves.toBeUndefined();
  });

  it('builds query strings from the defined params only', () => {
    expect(buildUrl('/api/projects', { q: 'solar cells', category: 'all', page: 2 })).toBe(
      '/api/projects?q=solar+cells&category=all&page=2',
    );
    expect(buildUrl('/api/projects', { q: '', category: undefined, x: null })).toBe(
      '/api/projects',
    );
  });
});

describe('failures become the normalised client error', () => {
  it('uses the server error body: code, message, classification, field details', async () => {
    const details = { email: ['Enter a valid email address'] };
    fetchMock.mockResolvedValue(
      json(errorBody('VALIDATION_ERROR', 'Invalid input: email', false, details), 400),
    );
    const err = await failureOf(apiPost('/api/register', {}));
    expect(err.status).toBe(400);
    expect(err.hasServerBody).toBe(true);
    expect(err.clientError).toMatchObject({
      code: 'VALIDATION_ERROR',
      type: 'VALIDATION',
      severity: 'LOW',
      message: 'Invalid input: email',
      correlationId: 'corr-1',
      retryable: false,
      userFriendlyMessage: 'Please check your input and correct any errors.',
      context: 'POST /api/register',
    });
    expect(err.fieldErrors).toEqual(details);
    expect(errorText(err, 'fallback')).toBe('Invalid input: email');
  });

  it('classifies a 403 body as AUTHORIZATION, not AUTHENTICATION', async () => {
    fetchMock.mockResolvedValue(json(errorBody('AUTHORIZATION_ERROR', 'Nope'), 403));
    const err = await failureOf(apiGet('/api/admin/users'));
    expect(err.clientError.type).toBe('AUTHORIZATION');
    expect(err.clientError.actionable).toBe(false);
  });

  it('falls back to the status table and status text when the body is not JSON', async () => {
    fetchMock.mockResolvedValue(
      new Response('<html>Bad gateway</html>', { status: 502, statusText: 'Bad Gateway' }),
    );
    const err = await failureOf(apiGet('/api/projects'));
    expect(err.hasServerBody).toBe(false);
    expect(err.clientError).toMatchObject({
      code: 'SYSTEM_ERROR',
      severity: 'HIGH',
      retryable: true,
      message: 'Bad Gateway',
      userFriendlyMessage: 'Something went wrong on our end. Please try again.',
      status: 502,
    });
    expect(errorText(err, 'fallback')).toBe('Something went wrong on our end. Please try again.');
  });

  it('turns a network failure into a retryable NETWORK error', async () => {
    fetchMock.mockImplementation(async (url) => {
      if (url === '/api/errors/report') return json({ id: 1 }, 201);
      throw new TypeError('Failed to fetch');
    });
    const err = await failureOf(apiGet('/api/projects'));
    expect(err.status).toBeUndefined();
    expect(err.clientError).toMatchObject({
      type: 'NETWORK',
      severity: 'HIGH',
      retryable: true,
      userFriendlyMessage:
        'Unable to connect to the server. Please check your internet connection.',
    });
  });

  it('turns a timeout into the timeout row', async () => {
    fetchMock.mockImplementation(
      (_url, init) =>
        new Promise((_resolve, reject) => {
          init.signal?.addEventListener('abort', () => reject(init.signal?.reason));
        }),
    );
    const err = await failureOf(apiGet('/api/slow', { timeoutMs: 20 }));
    expect(err.clientError).toMatchObject({
      severity: 'MEDIUM',
      retryable: true,
      userFriendlyMessage: 'The request took too long to complete. Please try again.',
    });
  });

  it("rethrows the caller's own cancellation untouched", async () => {
    const controller = new AbortController();
    fetchMock.mockImplementation(
      (_url, init) =>
        new Promise((_resolve, reject) => {
          init.signal?.addEventListener('abort', () =>
            reject(new DOMException('aborted', 'AbortError')),
          );
        }),
    );
    const call = apiGet('/api/projects', { signal: controller.signal });
    controller.abort();
    await expect(call).rejects.toMatchObject({ name: 'AbortError' });
    expect(reportCalls()).toHaveLength(0);
  });
});

describe('requests cut short by leaving the page', () => {
  const failingFetch = (error: unknown) =>
    fetchMock.mockImplementation(async (url) => {
      if (url === '/api/errors/report') return json({ id: 1 }, 201);
      throw error;
    });

  it('reports a network failure, but not one while the page is being left', async () => {
    const page = new EventTarget();
    watchPageExit(page);
    failingFetch(new TypeError('Failed to fetch'));
    await failureOf(apiGet('/api/projects'));
    expect(reportCalls()).toHaveLength(1);

    page.dispatchEvent(new Event('pagehide'));
    const err = await failureOf(apiGet('/api/projects'));
    expect(err.clientError.type).toBe('NETWORK');
    expect(reportCalls()).toHaveLength(1);

    // Back from the back-forward cache: failures count again.
    page.dispatchEvent(new Event('pageshow'));
    await failureOf(apiGet('/api/projects'));
    expect(reportCalls()).toHaveLength(2);
  });

  it('does not report a request the browser aborted on its own', async () => {
    failingFetch(new DOMException('The user aborted a request.', 'AbortError'));
    await failureOf(apiGet('/api/projects'));
    expect(reportCalls()).toHaveLength(0);
  });
});

describe('error reporting', () => {
  it('reports HIGH errors with context and client info', async () => {
    fetchMock.mockImplementation(async (url) =>
      url === '/api/errors/report'
        ? json({ id: 1 }, 201)
        : json(errorBody('DATABASE_ERROR', 'db down', true), 500),
    );
    await failureOf(apiGet('/api/projects', { context: { feature: 'landing' } }));
    await vi.waitFor(() => expect(reportCalls()).toHaveLength(1));
    const [, init] = reportCalls()[0]!;
    const report = JSON.parse(String(init.body));
    expect(report.error).toMatchObject({ code: 'DATABASE_ERROR', severity: 'HIGH' });
    expect(report.context).toEqual({ feature: 'landing', method: 'GET', path: '/api/projects' });
    expect(report.clientInfo.timestamp).toEqual(expect.any(String));
  });

  it('does not report LOW or MEDIUM errors', async () => {
    fetchMock.mockResolvedValue(json(errorBody('AUTHENTICATION_ERROR', 'Sign in'), 401));
    await failureOf(apiGet('/api/auth/user'));
    await new Promise((r) => setTimeout(r, 10));
    expect(reportCalls()).toHaveLength(0);
  });

  it('swallows a failed report and warns', async () => {
    fetchMock.mockImplementation(async (url) => {
      if (url === '/api/errors/report') throw new TypeError('Failed to fetch');
      return json(errorBody('SYSTEM_ERROR', 'boom', true), 500);
    });
    const err = await failureOf(apiGet('/api/projects'));
    expect(err.clientError.code).toBe('SYSTEM_ERROR');
    await vi.waitFor(() => expect(console.warn).toHaveBeenCalled());
  });
});
