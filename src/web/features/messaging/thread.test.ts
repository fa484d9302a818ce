import { describe, expect, it } from 'vitest';
import { makeMessage, pageNewestFirst } from './test-data';
import type { PendingMessage } from './thread';
import {
  addPending,
  emptyThread,
  hasGap,
  hasOlder,
  lastSeenOwnIndex,
  mergeMessages,
  newestFromOtherSide,
  setPendingStatus,
  syncCursor,
} from './thread';

const pending = (clientId: string, over: Partial<PendingMessage> = {}): PendingMessage => ({
  clientId,
  body: { type: 'TEXT', body: 'hello', clientId },
  status: 'sending',
  error: null,
  createdAt: '2026-01-01T13:00:00.000Z',
  previewCard: null,
  ...over,
});

const indexes = (t: { messages: { index: number }[] }) => t.messages.map((m) => m.index);

describe('mergeMessages', () => {
  it('merges a newest-first page and an older page into one ascending list', () => {
    let t = mergeMessages(undefined, pageNewestFirst(10, 19));
    expect(indexes(t)).toEqual([10, 11, 12, 13, 14, 15, 16, 17, 18, 19]);
    expect(hasOlder(t)).toBe(true);
    t = mergeMessages(t, pageNewestFirst(0, 9));
    expect(indexes(t)).toEqual(Array.from({ length: 20 }, (_, i) => i));
    expect(hasOlder(t)).toBe(false);
  });

  it('keeps one copy of a message seen twice (page overlap, WS replay after a reconnect)', () => {
    let t = mergeMessages(undefined, pageNewestFirst(0, 9));
    t = mergeMessages(t, pageNewestFirst(5, 12));
    t = mergeMessages(t, [makeMessage({ index: 12 }), makeMessage({ index: 12 })]);
    expect(indexes(t)).toEqual(Array.from({ length: 13 }, (_, i) => i));
  });

  it('replaces a message by a later copy (message-updated)', () => {
    let t = mergeMessages(undefined, [makeMessage({ index: 3, body: 'before' })]);
    t = mergeMessages(t, [makeMessage({ index: 3, body: 'after' })]);
    expect(t.messages).toHaveLength(1);
    expect(t.messages[0]!.body).toBe('after');
  });

  it('ignores a known sid arriving under another index', () => {
    let t = mergeMessages(undefined, [makeMessage({ index: 3, sid: 'IMx' })]);
    t = mergeMessages(t, [makeMessage({ index: 4, sid: 'IMx' })]);
    expect(indexes(t)).toEqual([3]);
  });

  it('replaces an optimistic message by the server copy with the same clientId, from HTTP or WS', () => {
    let t = addPending(mergeMessages(undefined, pageNewestFirst(0, 1)), pending('c-1'));
    t = addPending(t, pending('c-2'));
    expect(t.pending.map((p) => p.clientId)).toEqual(['c-1', 'c-2']);
    // The WS event lands first …
    t = mergeMessages(t, [makeMessage({ index: 2, authorSide: 'STORE', clientId: 'c-1' })]);
    expect(t.pending.map((p) => p.clientId)).toEqual(['c-2']);
    // … then the HTTP answer for the same send: still one message.
    t = mergeMessages(t, [makeMessage({ index: 2, authorSide: 'STORE', clientId: 'c-1' })]);
    expect(indexes(t)).toEqual([0, 1, 2]);
    expect(t.pending).toHaveLength(1);
  });

  it('does not re-add an optimistic message the server already confirmed (late retry)', () => {
    const t = mergeMessages(undefined, [makeMessage({ index: 0, authorSide: 'STORE', clientId: 'c-1' })]);
    expect(addPending(t, pending('c-1')).pending).toEqual([]);
  });

  it('marks a failed send and a retry without duplicating it', () => {
    let t = addPending(emptyThread(), pending('c-1'));
    t = setPendingStatus(t, 'c-1', 'failed', 'Network down');
    expect(t.pending[0]).toMatchObject({ status: 'failed', error: 'Network down' });
    t = addPending(t, pending('c-1'));
    expect(t.pending).toHaveLength(1);
    expect(t.pending[0]!.status).toBe('sending');
  });
});

describe('cursors and receipts', () => {
  it('resumes from the end of the unbroken run, so a gap is fetched again', () => {
    const t = mergeMessages(undefined, [...pageNewestFirst(0, 4), makeMessage({ index: 8 })]);
    expect(syncCursor(t)).toBe(4);
    expect(hasGap(t)).toBe(true);
    expect(syncCursor(undefined)).toBe(-1);
    expect(hasGap(mergeMessages(undefined, pageNewestFirst(0, 4)))).toBe(false);
  });

  it('finds the newest message from the other side and where "Seen" goes', () => {
    const t = mergeMessages(undefined, [
      makeMessage({ index: 0, authorSide: 'SUPPLIER' }),
      makeMessage({ index: 1, authorSide: 'STORE' }),
      makeMessage({ index: 2, authorSide: 'STORE' }),
      makeMessage({ index: 3, authorSide: 'SUPPLIER' }),
      makeMessage({ index: 4, authorSide: 'STORE' }),
    ]);
    expect(newestFromOtherSide(t, 'STORE')?.index).toBe(3);
    expect(lastSeenOwnIndex(t, 'STORE', 3)).toBe(2);
    expect(lastSeenOwnIndex(t, 'STORE', 4)).toBe(4);
    expect(lastSeenOwnIndex(t, 'STORE', 0)).toBeNull();
    expect(lastSeenOwnIndex(t, 'SUPPLIER', 4)).toBe(3);
  });
});
