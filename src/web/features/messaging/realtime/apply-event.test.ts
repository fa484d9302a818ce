import { QueryClient } from '@tanstack/react-query';
import { describe, expect, it, vi } from 'vitest';
import type { Conversation } from '../../../../shared/contract/messaging';
import { messagingKeys } from '../api/query-keys';
import { makeConversation, makeMessage, pageNewestFirst } from '../test-data';
import { addPending, mergeMessages, type Thread } from '../thread';
import { applyRealtimeEvent, threadCursors } from './apply-event';

function cacheWithThread() {
  const qc = new QueryClient();
  let thread = mergeMessages(undefined, pageNewestFirst(0, 4));
  thread = addPending(thread, {
    clientId: 'c-1',
    body: { type: 'TEXT', body: 'On my way', clientId: 'c-1' },
    status: 'sending',
    error: null,
    createdAt: '2026-01-01T13:00:00Z',
    previewCard: null,
  });
  qc.setQueryData(messagingKeys.thread(5), thread);
  qc.setQueryData(messagingKeys.conversation(5), makeConversation());
  return qc;
}

const threadOf = (qc: QueryClient) => qc.getQueryData<Thread>(messagingKeys.thread(5))!;

describe('applyRealtimeEvent', () => {
  it('merges a live message once and replaces the optimistic send with the same clientId', () => {
    const qc = cacheWithThread();
    const refresh = vi.fn();
    const mine = makeMessage({ index: 5, authorSide: 'STORE', body: 'On my way', clientId: 'c-1' });
    applyRealtimeEvent(qc, { type: 'message', conversationId: 5, message: mine }, refresh);
    applyRealtimeEvent(qc, { type: 'message', conversationId: 5, message: mine }, refresh);
    expect(threadOf(qc).messages.map((m) => m.index)).toEqual([0, 1, 2, 3, 4, 5]);
    expect(threadOf(qc).pending).toEqual([]);
    expect(refresh).toHaveBeenCalled();
  });

  it('leaves threads the tab does not hold alone', () => {
    const qc = cacheWithThread();
    applyRealtimeEvent(
      qc,
      { type: 'message', conversationId: 9, message: makeMessage({ index: 0 }) },
      vi.fn(),
    );
    expect(qc.getQueryData(messagingKeys.thread(9))).toBeUndefined();
  });

  it('asks for the missing messages when a live one arrives past a gap', () => {
    const qc = cacheWithThread();
    const invalidate = vi.spyOn(qc, 'invalidateQueries');
    applyRealtimeEvent(
      qc,
      { type: 'message', conversationId: 5, message: makeMessage({ index: 9 }) },
      vi.fn(),
    );
    expect(invalidate).toHaveBeenCalledWith({ queryKey: messagingKeys.thread(5) });
    expect(threadCursors(qc)).toEqual({ '5': 4 });
  });

  it('applies an updated message (a meeting request answered)', () => {
    const qc = cacheWithThread();
    const updated = makeMessage({ index: 2, body: 'changed' });
    applyRealtimeEvent(qc, { type: 'message-updated', conversationId: 5, message: updated }, vi.fn());
    expect(threadOf(qc).messages[2]!.body).toBe('changed');
  });

  it('moves read receipts forward only', () => {
    const qc = cacheWithThread();
    const read = (identity: string, lastReadIndex: number) =>
      applyRealtimeEvent(qc, { type: 'read', conversationId: 5, identity, lastReadIndex }, vi.fn());
    read('customer_7', 3);
    read('customer_7', 1);
    read('store_1', 4);
    const c = qc.getQueryData<Conversation>(messagingKeys.conversation(5))!;
    expect(c.counterpartLastReadIndex).toBe(3);
    expect(c.lastReadIndex).toBe(4);
  });
});
