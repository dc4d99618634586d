/**
 * The one way the browser talks to the API (spec §7, §8): cookies always sent, a JSON
 * content type only when there is a body, every failure turned into the §3 normalised
 * client error and thrown as an ApiError; serious failures are reported to the server.
 */
import {
  type ClientError,
  type ClientErrorReport,
  errorBodySchema,
  type FieldErrors,
  fieldErrorsSchema,
  normaliseBareStatus,
  normaliseServerError,
  SHELL_PATHS,
  shouldReport,
} from '@labbridge/shared-types';

export const REQUEST_TIMEOUT_MS = 30_000;
// Not API.clientErrors.report: the endpoint map would put every Zod schema in the first download.
const REPORT_PATH = SHELL_PATHS.clientErrorReport;

/** A failed call: `clientError` is the §3 record; `details` the server's per-field messages. */
export class ApiError extends Error {
  readonly clientError: ClientError;
  readonly status: number | undefined;
  /** The parsed response body, when there was one. */
  readonly data: unknown;
  /** True when the server answered with the standard error body (so `message` is its text). */
  readonly hasServerBody: boolean;

  constructor(clientError: ClientError, data?: unknown) {
    super(clientError.message);
    this.name = 'ApiError';
    this.clientError = clientError;
    this.status = clientError.status;
    this.data = data;
    this.hasServerBody = errorBodySchema.safeParse(data).success;
  }

  /** Per-field validation messages (VALIDATION_ERROR details), empty when there are none. */
  get fieldErrors(): FieldErrors {
    const parsed = errorBodySchema.safeParse(this.data);
    if (!parsed.success) return {};
    const details = fieldErrorsSchema.safeParse(parsed.data.error.details);
    return details.success ? details.data : {};
  }
}

export const isApiError = (err: unknown): err is ApiError => err instanceof ApiError;

/**
 * The text to show for a failure: the server's own message when it sent one, the §8
 * table's text for network/timeout/bare statuses, else the caller's fallback.
 */
export function errorText(err: unknown, fallback: string): string {
  if (!isApiError(err)) return fallback;
  if (err.hasServerBody) return err.clientError.message || fallback;
  return err.clientError.userFriendlyMessage || fallback;
}

export type QueryParams = Record<string, string | number | boolean | null | undefined>;

export interface RequestOptions {
  params?: QueryParams;
  signal?: AbortSignal;
  timeoutMs?: number;
  /** Extra context sent with an error report (feature name, ids…). */
  context?: Record<string, unknown>;
  headers?: Record<string, string>;
}

/** Appends the defined params to a path as a query string. */
export function buildUrl(path: string, params?: QueryParams): string {
  if (!params) return path;
  const search = new URLSearchParams();
  for (const [key, value] of Object.entries(params)) {
    if (value !== undefined && value !== null && value !== '') search.set(key, String(value));
  }
  const query = search.toString();
  if (!query) return path;
  return `${path}${path.includes('?') ? '&' : '?'}${query}`;
}

const parseJson = (text: string): unknown => {
  if (!text) return undefined;
  try {
    return JSON.parse(text);
  } catch {
    return undefined;
  }
};

const isAbort = (err: unknown, name: 'AbortError' | 'TimeoutError') =>
  typeof err === 'object' && err !== null && 'name' in err && err.name === name;

/**
 * Whether the page is being left. The browser then cuts every request short ('Failed to
 * fetch', or an AbortError nobody asked for): that is navigation, not a failure to report.
 */
let leavingPage = false;

/** Follows the page's unload events on `target` (the window; a stand-in in tests). */
export function watchPageExit(target: Pick<EventTarget, 'addEventListener'>) {
  const leave = () => {
    leavingPage = true;
  };
  const stay = () => {
    leavingPage = false;
  };
  target.addEventListener('beforeunload', leave);
  target.addEventListener('pagehide', leave);
  target.addEventListener('pageshow', stay);
  // A 'Leave site?' prompt answered with Stay: the user acts on the page again.
  target.addEventListener('pointerdown', stay, { capture: true });
  target.addEventListener('keydown', stay, { capture: true });
}
if (typeof window !== 'undefined') watchPageExit(window);

/** A request the browser cut short: the page is being left, or it aborted on its own. */
const cutShort = (err: unknown) => leavingPage || isAbort(err, 'AbortError');

function clientInfo(): NonNullable<ClientErrorReport['clientInfo']> {
  if (typeof window === 'undefined') return { timestamp: new Date().toISOString() };
  return {
    userAgent: navigator.userAgent.slice(0, 500),
    url: window.location.href.slice(0, 2048),
    timestamp: new Date().toISOString(),
    viewport: { width: window.innerWidth, height: window.innerHeight },
  };
}

/**
 * Sends a HIGH/CRITICAL error to POST /api/errors/report. Never throws: a failed report
 * must not turn into a second user-visible failure.
 */
export async function reportError(
  error: ClientError,
  context?: Record<string, unknown>,
): Promise<void> {
  if (!shouldReport(error)) return;
  const report: ClientErrorReport = { error, context, clientInfo: clientInfo() };
  try {
    const res = await fetch(REPORT_PATH, {
      method: 'POST',
      credentials: 'include',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify(report),
      signal: AbortSignal.timeout(REQUEST_TIMEOUT_MS),
    });
    if (!res.ok) console.warn('Error report was refused', res.status);
  } catch (err) {
    console.warn('Error report could not be sent', err);
  }
}

function fail(
  clientError: ClientError,
  data: unknown,
  reportContext: Record<string, unknown>,
  report = true,
): never {
  if (report && reportContext.path !== REPORT_PATH) void reportError(clientError, reportContext);
  throw new ApiError(clientError, data);
}

/** A request that never got its answer: a network error or timeout, reported unless cut short. */
function failUnanswered(err: unknown, context: string, reportContext: Record<string, unknown>) {
  const kind = isAbort(err, 'TimeoutError') ? 'timeout' : 'network';
  return fail(normaliseBareStatus({ kind }, context), undefined, reportContext, !cutShort(err));
}

/** A request the server answered with an error: its status and body, normalised and reported. */
function failAnswered(
  answer: { status: number; statusText: string },
  data: unknown,
  context: string,
  reportContext: Record<string, unknown>,
) {
  const { status, statusText } = answer;
  return fail(
    normaliseServerError({ status, statusText, body: data, context }),
    data,
    reportContext,
  );
}

const timeoutSignal = (timeoutMs: number, signal?: AbortSignal) => {
  const timeout = AbortSignal.timeout(timeoutMs);
  return signal ? AbortSignal.any([signal, timeout]) : timeout;
};

/** Performs one API call and returns the parsed JSON body (undefined for an empty body). */
export async function apiRequest<T>(
  method: string,
  path: string,
  body?: unknown,
  options: RequestOptions = {},
): Promise<T> {
  const url = buildUrl(path, options.params);
  const context = `${method} ${path}`;
  const reportContext = { ...options.context, method, path };
  const hasBody = body !== undefined;
  const isForm = typeof FormData !== 'undefined' && body instanceof FormData;
  const headers: Record<string, string> = { Accept: 'application/json', ...options.headers };
  if (hasBody && !isForm) headers['Content-Type'] = 'application/json';

  let res: Response;
  try {
    res = await fetch(url, {
      method,
      credentials: 'include',
      headers,
      body: hasBody ? (isForm ? body : JSON.stringify(body)) : undefined,
      signal: timeoutSignal(options.timeoutMs ?? REQUEST_TIMEOUT_MS, options.signal),
    });
  } catch (err) {
    // A caller's own cancellation (e.g. TanStack Query dropping a stale request) is not a failure.
    if (isAbort(err, 'AbortError') && options.signal?.aborted) throw err;
    return failUnanswered(err, context, reportContext);
  }

  let text: string;
  try {
    text = await res.text();
  } catch (err) {
    if (isAbort(err, 'AbortError') && options.signal?.aborted) throw err;
    return failUnanswered(err, context, reportContext);
  }
  const data = parseJson(text);

  if (!res.ok) return failAnswered(res, data, context, reportContext);
  return data as T;
}

export const apiGet = <T>(path: string, options?: RequestOptions) =>
  apiRequest<T>('GET', path, undefined, options);
export const apiPost = <T>(path: string, body?: unknown, options?: RequestOptions) =>
  apiRequest<T>('POST', path, body, options);
export const apiPut = <T>(path: string, body?: unknown, options?: RequestOptions) =>
  apiRequest<T>('PUT', path, body, options);
export const apiPatch = <T>(path: string, body?: unknown, options?: RequestOptions) =>
  apiRequest<T>('PATCH', path, body, options);
export const apiDelete = <T>(path: string, options?: RequestOptions) =>
  apiRequest<T>('DELETE', path, undefined, options);

export interface UploadOptions {
  /** Form field name of the file (the spec's upload calls use 'file'). */
  fieldName?: string;
  /** Other form fields sent with the file. */
  fields?: Record<string, string>;
  /** Called with 0-100 as the bytes go out. */
  onProgress?: (percent: number) => void;
  signal?: AbortSignal;
  context?: Record<string, unknown>;
}

/**
 * Uploads a file as multipart/form-data through XMLHttpRequest, the only browser API that
 * reports upload progress; failures are normalised exactly like apiRequest's.
 */
export function uploadFile<T>(path: string, file: Blob, options: UploadOptions = {}): Promise<T> {
  const form = new FormData();
  form.append(options.fieldName ?? 'file', file);
  for (const [key, value] of Object.entries(options.fields ?? {})) form.append(key, value);
  const context = `POST ${path}`;
  const reportContext = { ...options.context, method: 'POST', path };

  return new Promise<T>((resolve, reject) => {
    const xhr = new XMLHttpRequest();
    const settle = (run: () => T) => {
      try {
        resolve(run());
      } catch (err) {
        reject(err);
      }
    };
    xhr.open('POST', path);
    xhr.withCredentials = true;
    xhr.setRequestHeader('Accept', 'application/json');
    xhr.timeout = 10 * REQUEST_TIMEOUT_MS;
    xhr.upload.onprogress = (event) => {
      if (event.lengthComputable) {
        options.onProgress?.(Math.round((event.loaded / event.total) * 100));
      }
    };
    xhr.onload = () =>
      settle(() => {
        const data = parseJson(xhr.responseText);
        if (xhr.status >= 200 && xhr.status < 300) {
          options.onProgress?.(100);
          return data as T;
        }
        return failAnswered(xhr, data, context, reportContext);
      });
    xhr.onerror = () => settle(() => failUnanswered(undefined, context, reportContext));
    xhr.ontimeout = () =>
      settle(() =>
        fail(normaliseBareStatus({ kind: 'timeout' }, context), undefined, reportContext),
      );
    xhr.onabort = () => reject(new DOMException('Upload cancelled', 'AbortError'));
    options.signal?.addEventListener('abort', () => xhr.abort(), { once: true });
    xhr.send(form);
  });
}
