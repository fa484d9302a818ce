import { QueryClient } from '@tanstack/react-query';
import { describe, expect, it } from 'vitest';
import { brandKitKeys } from './api/query-keys';
import { applyKitRequestEvent } from './realtime';

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
