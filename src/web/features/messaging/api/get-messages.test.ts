// @vitest-environment happy-dom
import { QueryClient } from '@tanstack/react-query';
import { describe, expect, it } from 'vitest';
import { jsonResponse as json, mockApi } from '../../../test/mock-api';
import { makeMessage, pageNewestFirst } from '../test-data';
import { addPending, mergeMessages, type Thread } from '../thread';
import { fetchMissingMessages, getThreadQueryOptions } from './get-messages';
import { messagingKeys } from './query-keys';

/** Conversation 5 holds messages 0…229. */
const ALL = Array.from({ length: 230 }, (_, i) => makeMessage({ index: i }));

const fetchMock = mockApi((url) => {
  const q = new URL(url, 'http://x').searchParams;
  const size = Number(q.get('size'));
  if (q.has('after')) return json(ALL.filter((m) => m.index > Number(q.get('after'))).slice(0, size));
  return json(ALL.slice(-size).reverse());
});

const queries = () => fetchMock.mock.calls.map(([url]) => new URL(String(url), 'http://x').search);

describe('fetchMissingMessages', () => {
  it('loads the newest page of 10 the first time', async () => {
    const page = await fetchMissingMessages(5, undefined);
    expect(page.map((m) => m.index)).toEqual(pageNewestFirst(220, 229).map((m) => m.index));
    expect(queries()).toEqual(['?size=10']);
  });

  it('catches up after the last unbroken index, in pages of 100', async () => {
    const held = mergeMessages(undefined, [...pageNewestFirst(0, 9), makeMessage({ index: 50 })]);
    const missing = await fetchMissingMessages(5, held);
    expect(missing[0]!.index).toBe(10);
    expect(missing.at(-1)!.index).toBe(229);
    expect(queries()).toEqual(['?after=9&size=100', '?after=109&size=100', '?after=209&size=100']);
  });

  it('keeps a send made while the thread was loading', async () => {
    const qc = new QueryClient();
    const options = getThreadQueryOptions(5, qc);
    const loading = qc.fetchQuery(options);
    qc.setQueryData<Thread>(messagingKeys.thread(5), (t) =>
      addPending(t, {
        clientId: 'c-1',
        body: { type: 'TEXT', body: 'quick', clientId: 'c-1' },
        status: 'sending',
        error: null,
        createdAt: '2026-01-01T00:00:00Z',
        previewCard: null,
      }),
    );
    const thread = await loading;
    expect(thread.messages).toHaveLength(10);
    expect(thread.pending.map((p) => p.clientId)).toEqual(['c-1']);
  });
});
