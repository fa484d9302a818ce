// The one HTTP client of spec §7/§8: base /rest/main, 120 s timeout, the bearer token of the session
// store, the renewed token of the response header saved, and the whole error catalogue applied.
import { API_BASE_PATH, PREVIEW_HEADER, TOKEN_HEADER } from '../../shared/contract/http';
import { REQUEST_TIMEOUT_MS } from '../../shared/rules/constants';
import { NETWORK_ERROR_MESSAGE } from '../../shared/rules/messages';
import { isSessionRedirectExcluded, loginPathFor } from '../app/layout/session-rules';
import { ApiError, type ApiErrorCode, type ApiErrorDetail } from './api-error';
import { classifyFailure } from './error-catalogue';
import { firePreviewBlocked, setPreviewAccount } from './preview-state';
import { clearLocalData } from './session';
import { getSessionGeneration, getToken, saveToken } from './token-store';

export type QueryValue = string | number | boolean | null | undefined;

export type RequestOptions = {
  method?: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  query?: Record<string, QueryValue | readonly QueryValue[]>;
  /** JSON-encoded unless it is FormData. */
  body?: unknown;
  headers?: Record<string, string>;
  signal?: AbortSignal;
  /** The caller shows the error itself (inline): no notification. Session and permission rules still apply. */
  quiet?: boolean;
  /** Fire-and-forget calls (event reports): no notification, no sign-out, no redirect. */
  silent?: boolean;
  timeoutMs?: number;
  /** Another API base than API_BASE_PATH (the agent's history replay has its own host, decision 049). */
  base?: string;
};

export type NotifyKind = 'error' | 'warning';

/** What the client does to the outside world; replaced in tests and wired to the router at start-up. */
export type ApiClientHandlers = {
  notify: (message: string, kind: NotifyKind) => void;
  navigate: (to: string) => void;
  /** Path and query string of the page the user is on. */
  currentLocation: () => { pathname: string; search: string };
};

const handlers: ApiClientHandlers = {
  notify: (message) => console.error(message),
  navigate: (to) => window.location.assign(to),
  currentLocation: () => ({ pathname: window.location.pathname, search: window.location.search }),
};

export function configureApiClient(next: Partial<ApiClientHandlers>) {
  Object.assign(handlers, next);
}

export function buildApiUrl(path: string, query?: RequestOptions['query'], base = API_BASE_PATH): string {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(query ?? {})) {
    const values = Array.isArray(value) ? value : [value];
    for (const v of values) if (v !== undefined && v !== null) params.append(key, String(v));
  }
  const qs = params.toString();
  return `${base}${path}${qs ? `?${qs}` : ''}`;
}

async function readBody(response: Response): Promise<unknown> {
  if (response.status === 204) return undefined;
  const type = response.headers.get('content-type') ?? '';
  if (type.includes('json')) return response.json().catch(() => undefined);
  const text = await response.text();
  return text === '' ? undefined : text;
}

function errorFields(body: unknown): {
  message: string | null;
  code: ApiErrorCode | null;
  details: ApiErrorDetail[];
} {
  if (typeof body !== 'object' || body === null) return { message: null, code: null, details: [] };
  const b = body as { message?: unknown; code?: unknown; details?: unknown };
  return {
    message: typeof b.message === 'string' && b.message !== '' ? b.message : null,
    code: typeof b.code === 'string' ? (b.code as ApiErrorCode) : null,
    details: Array.isArray(b.details) ? (b.details as ApiErrorDetail[]) : [],
  };
}

/** Applies spec §8 to a failed call and answers the error to throw. */
function applyCatalogue(
  failure: {
    status: number;
    code: ApiErrorCode;
    serverMessage: string | null;
    errorMessage?: string;
    details?: ApiErrorDetail[];
  },
  opts: RequestOptions,
): ApiError {
  const { pathname, search } = handlers.currentLocation();
  const entry = classifyFailure({
    status: failure.status,
    serverMessage: failure.serverMessage,
    errorMessage: failure.errorMessage,
    code: failure.code,
    isExcludedPath: isSessionRedirectExcluded(pathname),
  });
  const error = new ApiError({
    status: failure.status,
    code: failure.code,
    message: entry.message,
    details: failure.details,
    serverMessage: failure.serverMessage,
  });
  if (opts.silent) return error;
  switch (entry.action) {
    case 'expire-session':
      handlers.notify(entry.message, 'warning');
      clearLocalData('expired');
      handlers.navigate(loginPathFor(`${pathname}${search}`));
      break;
    case 'preview-blocked':
      firePreviewBlocked();
      break;
    case 'sign-out':
      handlers.notify(entry.message, 'error');
      clearLocalData('signed-out');
      handlers.navigate('/login');
      break;
    case 'show':
      if (!opts.quiet) handlers.notify(entry.message, 'error');
      break;
  }
  return error;
}

/** Calls the API; resolves with the parsed body, rejects with an ApiError that went through the catalogue. */
export async function apiRequest<T>(path: string, opts: RequestOptions = {}): Promise<T> {
  const controller = new AbortController();
  let timedOut = false;
  const timer = setTimeout(() => {
    timedOut = true;
    controller.abort();
  }, opts.timeoutMs ?? REQUEST_TIMEOUT_MS);
  const abortFromCaller = () => controller.abort();
  if (opts.signal?.aborted) controller.abort();
  opts.signal?.addEventListener('abort', abortFromCaller, { once: true });

  const sentToken = getToken();
  const sentGeneration = getSessionGeneration();
  const headers = new Headers(opts.headers);
  headers.set('accept', 'application/json');
  if (sentToken) headers.set('authorization', `Bearer ${sentToken}`);
  let body: BodyInit | undefined;
  if (opts.body instanceof FormData) body = opts.body;
  else if (opts.body !== undefined) {
    headers.set('content-type', 'application/json');
    body = JSON.stringify(opts.body);
  }

  try {
    let response: Response;
    let data: unknown;
    try {
      response = await fetch(buildApiUrl(path, opts.query, opts.base), {
        method: opts.method ?? 'GET',
        headers,
        body,
        // The sign-in's device cookie (HttpOnly, path /rest/main/login) rides along; never to another origin.
        credentials: 'same-origin',
        signal: controller.signal,
      });
      data = await readBody(response);
    } catch (cause) {
      // The caller gave up (a page left, a query was cancelled): nothing to show.
      if (opts.signal?.aborted && !timedOut) throw cause;
      throw applyCatalogue(
        {
          status: 0,
          code: timedOut ? 'TIMEOUT' : 'NETWORK',
          serverMessage: null,
          errorMessage: NETWORK_ERROR_MESSAGE,
        },
        opts,
      );
    }

    // A response to a session that has since ended must not bring it back or re-run its error handling.
    const sessionChanged = getSessionGeneration() !== sentGeneration;
    if (sentToken && !sessionChanged) {
      const renewed = response.headers.get(TOKEN_HEADER);
      if (renewed && renewed !== sentToken) saveToken(renewed);
      if (response.headers.get(PREVIEW_HEADER) === 'true') setPreviewAccount(true);
    }
    if (response.ok) return data as T;

    const fields = errorFields(data);
    throw applyCatalogue(
      {
        status: response.status,
        code: fields.code ?? (response.status >= 500 ? 'INTERNAL' : 'INVALID'),
        serverMessage: fields.message,
        details: fields.details,
      },
      sessionChanged ? { ...opts, silent: true } : opts,
    );
  } finally {
    clearTimeout(timer);
    opts.signal?.removeEventListener('abort', abortFromCaller);
  }
}

/**
 * POSTs a multipart form with upload progress (fetch cannot report it, so this one call uses XHR),
 * with the same token handling and error catalogue as apiRequest.
 */
export function apiUpload<T>(
  path: string,
  form: FormData,
  opts: Pick<RequestOptions, 'quiet' | 'signal' | 'query'> & { onProgress?: (fraction: number) => void } = {},
): Promise<T> {
  const sentToken = getToken();
  const sentGeneration = getSessionGeneration();
  return new Promise<T>((resolve, reject) => {
    const xhr = new XMLHttpRequest();
    xhr.open('POST', buildApiUrl(path, opts.query));
    xhr.timeout = REQUEST_TIMEOUT_MS;
    xhr.setRequestHeader('accept', 'application/json');
    if (sentToken) xhr.setRequestHeader('authorization', `Bearer ${sentToken}`);
    xhr.upload.onprogress = (e) => {
      if (e.lengthComputable) opts.onProgress?.(e.loaded / e.total);
    };
    const fail = (code: 'NETWORK' | 'TIMEOUT') =>
      reject(
        applyCatalogue({ status: 0, code, serverMessage: null, errorMessage: NETWORK_ERROR_MESSAGE }, opts),
      );
    xhr.onerror = () => fail('NETWORK');
    xhr.ontimeout = () => fail('TIMEOUT');
    xhr.onabort = () => reject(new DOMException('Upload cancelled', 'AbortError'));
    opts.signal?.addEventListener('abort', () => xhr.abort(), { once: true });
    xhr.onload = () => {
      let data: unknown;
      try {
        data = xhr.responseText ? JSON.parse(xhr.responseText) : undefined;
      } catch {
        data = xhr.responseText;
      }
      const sessionChanged = getSessionGeneration() !== sentGeneration;
      if (sentToken && !sessionChanged) {
        const renewed = xhr.getResponseHeader(TOKEN_HEADER);
        if (renewed && renewed !== sentToken) saveToken(renewed);
        if (xhr.getResponseHeader(PREVIEW_HEADER) === 'true') setPreviewAccount(true);
      }
      if (xhr.status >= 200 && xhr.status < 300) {
        opts.onProgress?.(1);
        resolve(data as T);
        return;
      }
      const fields = errorFields(data);
      reject(
        applyCatalogue(
          {
            status: xhr.status,
            code: fields.code ?? (xhr.status >= 500 ? 'INTERNAL' : 'INVALID'),
            serverMessage: fields.message,
            details: fields.details,
          },
          sessionChanged ? { ...opts, silent: true } : opts,
        ),
      );
    };
    xhr.send(form);
  });
}

/**
 * POSTs JSON and answers the response whose body streams (the chatbot's NDJSON answer), with the same token
 * handling and error catalogue as apiRequest. The time-out covers the wait for the response to start; the
 * stream itself runs until it ends or the caller's signal aborts it.
 */
export async function apiStream(
  path: string,
  opts: Pick<RequestOptions, 'body' | 'signal' | 'quiet'> = {},
): Promise<Response> {
  const controller = new AbortController();
  let timedOut = false;
  const timer = setTimeout(() => {
    timedOut = true;
    controller.abort();
  }, REQUEST_TIMEOUT_MS);
  const abortFromCaller = () => controller.abort();
  if (opts.signal?.aborted) controller.abort();
  opts.signal?.addEventListener('abort', abortFromCaller, { once: true });
  const sentToken = getToken();
  const sentGeneration = getSessionGeneration();
  const headers = new Headers({ accept: 'application/x-ndjson, application/json' });
  if (sentToken) headers.set('authorization', `Bearer ${sentToken}`);
  headers.set('content-type', 'application/json');
  let response: Response;
  try {
    response = await fetch(buildApiUrl(path), {
      method: 'POST',
      headers,
      body: JSON.stringify(opts.body ?? {}),
      credentials: 'same-origin',
      signal: controller.signal,
    });
  } catch (cause) {
    opts.signal?.removeEventListener('abort', abortFromCaller);
    if (opts.signal?.aborted && !timedOut) throw cause;
    throw applyCatalogue(
      {
        status: 0,
        code: timedOut ? 'TIMEOUT' : 'NETWORK',
        serverMessage: null,
        errorMessage: NETWORK_ERROR_MESSAGE,
      },
      opts,
    );
  } finally {
    clearTimeout(timer);
  }
  const sessionChanged = getSessionGeneration() !== sentGeneration;
  if (sentToken && !sessionChanged) {
    const renewed = response.headers.get(TOKEN_HEADER);
    if (renewed && renewed !== sentToken) saveToken(renewed);
    if (response.headers.get(PREVIEW_HEADER) === 'true') setPreviewAccount(true);
  }
  if (response.ok) return response;
  opts.signal?.removeEventListener('abort', abortFromCaller);
  const fields = errorFields(await readBody(response));
  throw applyCatalogue(
    {
      status: response.status,
      code: fields.code ?? (response.status >= 500 ? 'INTERNAL' : 'INVALID'),
      serverMessage: fields.message,
      details: fields.details,
    },
    sessionChanged ? { ...opts, silent: true } : opts,
  );
}
