// @vitest-environment happy-dom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  GENERIC_ERROR_MESSAGE,
  NETWORK_ERROR_MESSAGE,
  PERMISSION_DENIED_MESSAGE,
  PREVIEW_BLOCKED_MESSAGE,
  SESSION_EXPIRED_MESSAGE,
} from '../../shared/rules/messages';
import { makeToken } from '../test/tokens';
import { ApiError } from './api-error';
import { apiRequest, configureApiClient } from './client';
import { isPreviewAccount, onPreviewBlocked, setPreviewAccount } from './preview-state';
import { TOKEN_STORAGE_KEY } from './storage-keys';
import { clearSession, getSessionEndReason, getToken, saveToken } from './token-store';

const notify = vi.fn();
const navigate = vi.fn();
let location = { pathname: '/account-info', search: '?tab=profile' };
const fetchMock = vi.fn<typeof fetch>();

function json(status: number, body: unknown, headers: Record<string, string> = {}) {
  return new Response(JSON.stringify(body), {
    status,
    headers: { 'content-type': 'application/json', ...headers },
  });
}

function sentAuthorization(call = 0): string | null {
  const init = fetchMock.mock.calls[call]?.[1];
  return new Headers(init?.headers).get('authorization');
}

async function failure(promise: Promise<unknown>): Promise<ApiError> {
  const error = await promise.then(
    () => null,
    (e: unknown) => e,
  );
  expect(error).toBeInstanceOf(ApiError);
  return error as ApiError;
}

beforeEach(() => {
  localStorage.clear();
  sessionStorage.clear();
  clearSession();
  setPreviewAccount(false);
  notify.mockReset();
  navigate.mockReset();
  fetchMock.mockReset();
  location = { pathname: '/account-info', search: '?tab=profile' };
  vi.stubGlobal('fetch', fetchMock);
  configureApiClient({ notify, navigate, currentLocation: () => location });
});

afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

describe('requests', () => {
  it('calls /rest/main with the query string and a JSON body', async () => {
    fetchMock.mockResolvedValue(json(200, { ok: true }));
    const res = await apiRequest('/register', {
      method: 'POST',
      query: { userType: 'STORE', skip: undefined },
      body: { a: 1 },
    });
    expect(res).toEqual({ ok: true });
    const [url, init] = fetchMock.mock.calls[0]!;
    expect(url).toBe('/rest/main/register?userType=STORE');
    expect(init?.method).toBe('POST');
    expect(init?.body).toBe('{"a":1}');
    expect(new Headers(init?.headers).get('content-type')).toBe('application/json');
    // Same-origin cookies go along: the sign-in's device cookie (never sent to another origin).
    expect(init?.credentials).toBe('same-origin');
  });

  it('sends the bearer token kept in localStorage', async () => {
    const token = makeToken(3600);
    localStorage.setItem(TOKEN_STORAGE_KEY, token);
    fetchMock.mockResolvedValue(json(200, {}));
    await apiRequest('/web/stores/me');
    expect(sentAuthorization()).toBe(`Bearer ${token}`);
  });

  it('prefers sessionStorage over localStorage', async () => {
    const fromSession = makeToken(3600, { sub: 'session' });
    localStorage.setItem(TOKEN_STORAGE_KEY, makeToken(3600, { sub: 'local' }));
    sessionStorage.setItem(TOKEN_STORAGE_KEY, fromSession);
    fetchMock.mockResolvedValue(json(200, {}));
    await apiRequest('/web/stores/me');
    expect(sentAuthorization()).toBe(`Bearer ${fromSession}`);
  });

  it('treats an expired or undecodable token as absent', async () => {
    localStorage.setItem(TOKEN_STORAGE_KEY, makeToken(-60));
    sessionStorage.setItem(TOKEN_STORAGE_KEY, 'not-a-token');
    fetchMock.mockResolvedValue(json(200, {}));
    await apiRequest('/web/stores/me');
    expect(sentAuthorization()).toBeNull();
    expect(getToken()).toBeNull();
  });

  it('saves a renewed token from the response header where the old one came from', async () => {
    sessionStorage.setItem(TOKEN_STORAGE_KEY, makeToken(3600, { n: 1 }));
    const renewed = makeToken(7200, { n: 2 });
    fetchMock.mockResolvedValue(json(200, {}, { 'x-auth-token': renewed }));
    await apiRequest('/web/stores/me');
    expect(sessionStorage.getItem(TOKEN_STORAGE_KEY)).toBe(renewed);
    expect(localStorage.getItem(TOKEN_STORAGE_KEY)).toBeNull();
    expect(getToken()).toBe(renewed);
  });

  it('records the preview flag of a preview account', async () => {
    saveToken(makeToken(3600), 'local');
    fetchMock.mockResolvedValue(json(200, {}, { 'x-preview-account': 'true' }));
    await apiRequest('/web/session');
    expect(isPreviewAccount()).toBe(true);
  });
});

describe('error catalogue', () => {
  beforeEach(() => saveToken(makeToken(3600), 'local'));

  it('401: shows the session message, clears local data, sends to login with the base64 return path', async () => {
    fetchMock.mockResolvedValue(json(401, { message: 'Sign in to continue', code: 'UNAUTHENTICATED' }));
    const error = await failure(apiRequest('/web/session'));
    expect(error.status).toBe(401);
    expect(error.message).toBe(SESSION_EXPIRED_MESSAGE);
    expect(notify).toHaveBeenCalledWith(SESSION_EXPIRED_MESSAGE, 'warning');
    expect(getToken()).toBeNull();
    expect(localStorage.getItem(TOKEN_STORAGE_KEY)).toBeNull();
    const target = navigate.mock.calls[0]?.[0] as string;
    const path = new URL(target, 'http://x').searchParams.get('path')!;
    expect(target.startsWith('/login?path=')).toBe(true);
    expect(atob(path)).toBe('/account-info?tab=profile');
    expect(getSessionEndReason()).toBe('expired');
  });

  it.each([
    '/login',
    '/shopify',
    '/appsumo',
    '/app-bind',
    '/playground',
    '/bind-shopify',
    '/preview-catalog-item/3',
    '/preview-supplier-profile/9',
    '/public-pay-invoice/abc',
  ])('401 on %s: no redirect and no sign-out; the server message is shown', async (pathname) => {
    location = { pathname, search: '' };
    fetchMock.mockResolvedValue(
      json(401, { message: 'The email or password is incorrect', code: 'UNAUTHENTICATED' }),
    );
    const error = await failure(apiRequest('/login', { method: 'POST', body: {} }));
    expect(error.message).toBe('The email or password is incorrect');
    expect(navigate).not.toHaveBeenCalled();
    expect(getToken()).not.toBeNull();
    expect(notify).toHaveBeenCalledWith('The email or password is incorrect', 'error');
  });

  it('a second 401 from the session that already ended does not redirect again', async () => {
    fetchMock.mockResolvedValue(json(401, { message: 'x', code: 'UNAUTHENTICATED' }));
    let release!: () => void;
    const gate = new Promise<void>((resolve) => {
      release = resolve;
    });
    fetchMock.mockImplementationOnce(async () => {
      await gate;
      return json(401, { message: 'x', code: 'UNAUTHENTICATED' });
    });
    const slow = failure(apiRequest('/web/session'));
    await failure(apiRequest('/web/stores/me'));
    release();
    await slow;
    expect(navigate).toHaveBeenCalledTimes(1);
    expect(notify).toHaveBeenCalledTimes(1);
  });

  it('403 with the preview message: fires the preview signal, stays signed in, shows nothing itself', async () => {
    const listener = vi.fn();
    const off = onPreviewBlocked(listener);
    fetchMock.mockResolvedValue(json(403, { message: PREVIEW_BLOCKED_MESSAGE, code: 'PREVIEW_BLOCKED' }));
    const error = await failure(apiRequest('/web/stores/me/profile', { method: 'PUT', body: {} }));
    off();
    expect(error.message).toBe(PREVIEW_BLOCKED_MESSAGE);
    expect(listener).toHaveBeenCalledTimes(1);
    expect(isPreviewAccount()).toBe(true);
    expect(notify).not.toHaveBeenCalled();
    expect(navigate).not.toHaveBeenCalled();
    expect(getToken()).not.toBeNull();
  });

  it('403 otherwise: shows the permission message and signs out', async () => {
    fetchMock.mockResolvedValue(json(403, { message: 'You are not allowed to do this', code: 'FORBIDDEN' }));
    const error = await failure(apiRequest('/web/session'));
    expect(error.message).toBe(PERMISSION_DENIED_MESSAGE);
    expect(notify).toHaveBeenCalledWith(PERMISSION_DENIED_MESSAGE, 'error');
    expect(getToken()).toBeNull();
    expect(getSessionEndReason()).toBe('signed-out');
    expect(navigate).toHaveBeenCalledWith('/login');
  });

  it('500: the network message', async () => {
    fetchMock.mockResolvedValue(
      json(500, { message: 'Something went wrong on our side.', code: 'INTERNAL' }),
    );
    const error = await failure(apiRequest('/web/session'));
    expect(error.message).toBe(NETWORK_ERROR_MESSAGE);
    expect(error.serverMessage).toBe('Something went wrong on our side.');
    expect(notify).toHaveBeenCalledWith(NETWORK_ERROR_MESSAGE, 'error');
  });

  it('other errors: the response message, with field details for forms', async () => {
    fetchMock.mockResolvedValue(
      json(400, {
        message: 'Invalid body.title: Too small',
        code: 'INVALID',
        details: [{ path: 'body.title', message: 'Enter your store name' }],
      }),
    );
    const error = await failure(apiRequest('/web/stores/me/profile', { method: 'PUT', body: { title: '' } }));
    expect(error.message).toBe('Invalid body.title: Too small');
    expect(error.code).toBe('INVALID');
    expect(error.fieldErrors()).toEqual({ title: 'Enter your store name' });
    expect(notify).toHaveBeenCalledWith('Invalid body.title: Too small', 'error');
  });

  it('other errors without a message: the generic message', async () => {
    fetchMock.mockResolvedValue(new Response('', { status: 502 }));
    const error = await failure(apiRequest('/web/session'));
    expect(error.message).toBe(GENERIC_ERROR_MESSAGE);
    expect(notify).toHaveBeenCalledWith(GENERIC_ERROR_MESSAGE, 'error');
  });

  it('quiet calls leave the message to the caller', async () => {
    fetchMock.mockResolvedValue(
      json(409, { message: 'An account with this email already exists.', code: 'CONFLICT' }),
    );
    const error = await failure(apiRequest('/register', { method: 'POST', body: {}, quiet: true }));
    expect(error.message).toBe('An account with this email already exists.');
    expect(notify).not.toHaveBeenCalled();
  });

  it('silent calls (event reports) never notify, sign out or redirect', async () => {
    fetchMock.mockResolvedValue(json(401, { message: 'x', code: 'UNAUTHENTICATED' }));
    await failure(apiRequest('/commons/event-analyses/report', { method: 'POST', body: {}, silent: true }));
    expect(notify).not.toHaveBeenCalled();
    expect(navigate).not.toHaveBeenCalled();
    expect(getToken()).not.toBeNull();
  });

  it('a network failure shows the network message', async () => {
    fetchMock.mockRejectedValue(new TypeError('Failed to fetch'));
    const error = await failure(apiRequest('/web/session'));
    expect(error.code).toBe('NETWORK');
    expect(error.message).toBe(NETWORK_ERROR_MESSAGE);
  });

  it('times out after 120000 ms', async () => {
    vi.useFakeTimers();
    fetchMock.mockImplementation(
      (_url, init) =>
        new Promise((_resolve, reject) => {
          init?.signal?.addEventListener('abort', () => reject(new DOMException('aborted', 'AbortError')));
        }),
    );
    const pending = failure(apiRequest('/web/session'));
    await vi.advanceTimersByTimeAsync(119_999);
    expect(notify).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(1);
    const error = await pending;
    expect(error.code).toBe('TIMEOUT');
    expect(error.message).toBe(NETWORK_ERROR_MESSAGE);
  });

  it('a call the caller cancelled is not an error to show', async () => {
    const controller = new AbortController();
    fetchMock.mockImplementation(
      (_url, init) =>
        new Promise((_resolve, reject) => {
          init?.signal?.addEventListener('abort', () => reject(new DOMException('aborted', 'AbortError')));
        }),
    );
    const pending = apiRequest('/web/session', { signal: controller.signal }).catch((e: unknown) => e);
    controller.abort();
    const error = await pending;
    expect(error).not.toBeInstanceOf(ApiError);
    expect(notify).not.toHaveBeenCalled();
  });
});
