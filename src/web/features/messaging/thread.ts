// The messages of one conversation as the web holds them: server messages by index (gapless from 0,
// so "is there more above" is simply oldest index > 0) plus the viewer's optimistic sends by clientId.
// Every source — HTTP pages, WebSocket events and replays, send answers — goes through mergeMessages,
// so a message seen twice is kept once and an optimistic send is replaced by the server's copy.
import type { Message, MessageCard, SendMessageInput } from '../../../shared/contract/messaging';

export type PendingStatus = 'sending' | 'failed';

/** A message the viewer sent that the server has not confirmed yet. */
export type PendingMessage = {
  clientId: string;
  /** Exactly what is (re-)posted: a retry sends the same body, clientId included. */
  body: SendMessageInput & { clientId: string };
  status: PendingStatus;
  error: string | null;
  createdAt: string;
  /** What the composer knew of an attached card, to show it before the server answers. */
  previewCard: MessageCard | null;
};

export type Thread = {
  /** Ascending by index, one per index. */
  messages: Message[];
  /** Oldest first. */
  pending: PendingMessage[];
};

export const emptyThread = (): Thread => ({ messages: [], pending: [] });

/** Merges server messages into a thread: by index (a later copy replaces an earlier one), sid-safe, sorted. */
export function mergeMessages(thread: Thread | undefined, incoming: readonly Message[]): Thread {
  const base = thread ?? emptyThread();
  if (incoming.length === 0) return base;
  const byIndex = new Map<number, Message>();
  for (const m of base.messages) byIndex.set(m.index, m);
  const sidAt = new Map(base.messages.map((m) => [m.sid, m.index]));
  for (const m of incoming) {
    const known = sidAt.get(m.sid);
    // The same message under another index cannot happen with a sane server; keep the first one.
    if (known !== undefined && known !== m.index) continue;
    byIndex.set(m.index, m);
    sidAt.set(m.sid, m.index);
  }
  const confirmed = new Set(incoming.map((m) => m.clientId).filter((c): c is string => c !== null));
  const messages = [...byIndex.values()].sort((a, b) => a.index - b.index);
  const pending = base.pending.filter((p) => !confirmed.has(p.clientId));
  return { messages, pending };
}

/** Adds (or, for a retry, re-marks as sending) an optimistic message. */
export function addPending(thread: Thread | undefined, pending: PendingMessage): Thread {
  const base = thread ?? emptyThread();
  // The server already answered for this clientId (a WS event beat the retry): nothing to add.
  if (base.messages.some((m) => m.clientId === pending.clientId)) return base;
  const others = base.pending.filter((p) => p.clientId !== pending.clientId);
  return { ...base, pending: [...others, pending] };
}

export function setPendingStatus(
  thread: Thread | undefined,
  clientId: string,
  status: PendingStatus,
  error: string | null = null,
): Thread {
  const base = thread ?? emptyThread();
  return {
    ...base,
    pending: base.pending.map((p) => (p.clientId === clientId ? { ...p, status, error } : p)),
  };
}

export const oldestIndex = (thread: Thread | undefined): number | null => thread?.messages[0]?.index ?? null;

/** True while older messages exist on the server (indexes start at 0 and have no gaps). */
export const hasOlder = (thread: Thread | undefined): boolean => (oldestIndex(thread) ?? 0) > 0;

/**
 * The last index of the unbroken run that starts at the oldest loaded message (-1 when none is loaded):
 * everything after it may be missing, so catch-up and the realtime resume start from here.
 */
export function syncCursor(thread: Thread | undefined): number {
  const messages = thread?.messages ?? [];
  if (messages.length === 0) return -1;
  let cursor = messages[0]!.index;
  for (const m of messages.slice(1)) {
    if (m.index !== cursor + 1) break;
    cursor = m.index;
  }
  return cursor;
}

/** True when the loaded messages skip an index (a live message arrived past what was missed). */
export const hasGap = (thread: Thread | undefined): boolean => {
  const last = thread?.messages.at(-1);
  return last !== undefined && syncCursor(thread) !== last.index;
};

export const newestIndex = (thread: Thread | undefined): number | null =>
  thread?.messages.at(-1)?.index ?? null;

/** The newest message the other side wrote: what "mark read" acknowledges. */
export function newestFromOtherSide(thread: Thread | undefined, viewerSide: Message['authorSide']) {
  const messages = thread?.messages ?? [];
  for (let i = messages.length - 1; i >= 0; i -= 1) {
    if (messages[i]!.authorSide !== viewerSide) return messages[i]!;
  }
  return null;
}

/** The viewer's newest message the other side has read: where "Seen" goes. */
export function lastSeenOwnIndex(
  thread: Thread | undefined,
  viewerSide: Message['authorSide'],
  counterpartLastReadIndex: number,
): number | null {
  const messages = thread?.messages ?? [];
  for (let i = messages.length - 1; i >= 0; i -= 1) {
    const m = messages[i]!;
    if (m.authorSide === viewerSide && m.index <= counterpartLastReadIndex) return m.index;
  }
  return null;
}
