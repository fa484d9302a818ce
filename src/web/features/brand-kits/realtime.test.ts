// @vitest-environment happy-dom
import { focusManager, QueryClient, QueryObserver } from '@tanstack/react-query';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { KitRequest } from '../../../shared/contract/brand-kits';
import { jsonResponse as json, mockApi } from '../../test/mock-api';
import { storeCreatedKit } from './api/create-brand-kit';
import { getBrandKitQueryOptions } from './api/get-brand-kit';
import { getBrandKitsQueryOptions } from './api/get-brand-kits';
import { brandKitKeys } from './api/query-keys';
import { applyKitRequestEvent } from './realtime';
import { makeKit, makeListItem } from './test-data';

/** The new kit generates until this moment (fake time, ms after the test starts). */
let generatingUntil = 0;
let start = 0;
const isGenerating = () => Date.now() - start < generatingUntil;
const request: KitRequest = {
  id: 5,
  type: 'BRAND_IDEA',
  status: 'PENDING',
  error: null,
  progress: { done: 1, total: 13 },
  createdAt: '2026-05-01T10:00:00.000Z',
  finishedAt: null,
};

const fetchMock = mockApi((url) => {
  const path = new URL(url, 'http://x').pathname.replace('/rest/main', '');
  if (path === '/web/brand-kit-modules') return json([makeListItem({ id: 31, pending: isGenerating() })]);
  if (path === '/web/brand-kit-modules/31')
    return json(makeKit({ id: 31, pendingRequests: isGenerating() ? [request] : [] }));
  return json({ message: 'Not found', code: 'NOT_FOUND' }, 404);
});
const gets = (path: string) =>
  fetchMock.mock.calls.filter(([u]) => new URL(String(u), 'http://x').pathname === `/rest/main${path}`)
    .length;

describe('applyKitRequestEvent', () => {
  it('marks that kit and the lists stale, and leaves other kits and other events alone', () => {
    const client = new QueryClient();
    client.setQueryData(brandKitKeys.kit(12), { id: 12 });
    client.setQueryData(brandKitKeys.kit(13), { id: 13 });
    client.setQueryData(brandKitKeys.list(false), []);
    const stale = (key: readonly unknown[]) => client.getQueryState(key)?.isInvalidated;

    applyKitRequestEvent(client, { type: 'conversation', conversationId: 12 });
    expect(stale(brandKitKeys.kit(12))).toBe(false);

    applyKitRequestEvent(client, { type: 'kit-request', brandKitId: 12, requestId: 3, status: 'SUCCESS' });
    expect(stale(brandKitKeys.kit(12))).toBe(true);
    expect(stale(brandKitKeys.list(false))).toBe(true);
    expect(stale(brandKitKeys.kit(13))).toBe(false);
  });
});

describe('after a kit is created', () => {
  beforeEach(() => {
    vi.useFakeTimers();
    start = Date.now();
    // A founder watching the tab: polls run (the test DOM reports a hidden page).
    focusManager.setFocused(true);
  });
  afterEach(() => {
    focusManager.setFocused(undefined);
    vi.useRealTimers();
  });

  it('reads the list a bounded number of times in its first 3 s of events, and the kit still shows progress', async () => {
    generatingUntil = 2_900;
    const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
    // The list page is open (and stays mounted while the editor loads), and the editor follows the kit.
    const list = new QueryObserver(client, getBrandKitsQueryOptions(false));
    const stopList = list.subscribe(() => {});
    await vi.advanceTimersByTimeAsync(0);
    fetchMock.mockClear();
    storeCreatedKit(client, makeKit({ id: 31, pendingRequests: [request] }));
    const kit = new QueryObserver(client, getBrandKitQueryOptions(31));
    const stopKit = kit.subscribe(() => {});

    // Its generation publishes an event every 100 ms for 3 s: each step of four requests and their pictures.
    for (let t = 0; t < 3_000; t += 100) {
      applyKitRequestEvent(client, {
        type: 'kit-request',
        brandKitId: 31,
        requestId: 5 + (t % 4),
        status: t + 100 >= 3_000 ? 'SUCCESS' : 'PENDING',
      });
      await vi.advanceTimersByTimeAsync(100);
    }
    expect(gets('/web/brand-kit-modules')).toBeLessThanOrEqual(3);
    // The kit is re-read about once a second (poll and events together), not once an event.
    expect(gets('/web/brand-kit-modules/31')).toBeGreaterThanOrEqual(2);
    expect(gets('/web/brand-kit-modules/31')).toBeLessThanOrEqual(6);

    // Progress still arrives: once generation ends, the editor and the list show it finished.
    await vi.advanceTimersByTimeAsync(3_000);
    expect(kit.getCurrentResult().data?.pendingRequests).toEqual([]);
    expect(list.getCurrentResult().data?.[0]?.pending).toBe(false);
    stopList();
    stopKit();
  });
});
