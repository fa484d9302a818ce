import { cleanup } from '@testing-library/react';
import { afterEach, beforeEach, vi } from 'vitest';
import { configureApiClient } from '../api/client';

/** A JSON response as the API sends it. */
export const jsonResponse = (body: unknown, status = 200) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

type Answer = (url: string, init?: RequestInit) => Response | Promise<Response>;

/**
 * For a page test: before each test, `fetch` is a fresh mock answering with `answer` (when given; a test can
 * set its own answers on the mock) and the API client gets quiet handlers; after each, the page is unmounted
 * and `fetch` restored. Returns the mock, to read the calls made.
 */
export function mockApi(answer?: Answer) {
  const fetchMock = vi.fn<typeof fetch>();
  beforeEach(() => {
    fetchMock.mockReset();
    if (answer) fetchMock.mockImplementation(async (url, init) => answer(String(url), init));
    vi.stubGlobal('fetch', fetchMock);
    configureApiClient({
      notify: vi.fn(),
      navigate: vi.fn(),
      currentLocation: () => ({ pathname: '/', search: '' }),
    });
  });
  afterEach(() => {
    cleanup();
    vi.unstubAllGlobals();
  });
  return fetchMock;
}
