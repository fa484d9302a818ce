// @vitest-environment happy-dom
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { Route, Routes, useLocation } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { Conversation, Message, RealtimeEvent } from '../../../../shared/contract/messaging';
import { clearSession, saveToken } from '../../../api/token-store';
import { jsonResponse as json, mockApi } from '../../../test/mock-api';
import { renderWithProviders } from '../../../test/render';
import { makeToken } from '../../../test/tokens';
import { RealtimeProvider } from '../realtime/realtime-provider';
import { makeConversation, makeMessage, pageNewestFirst, SUPPLIER } from '../test-data';
import { MessagingWorkspace } from './messaging-workspace';

type Server = {
  conversations: Conversation[];
  conversation: Conversation;
  /** All messages of conversation 5, by index. */
  messages: Message[];
  failSends: number;
  /** While set, message POSTs wait for it. */
  holdSends: Promise<void> | null;
};
let server: Server;

function reset(over: Partial<Server> = {}) {
  server = {
    conversations: [
      makeConversation({
        unreadCount: 3,
        lastMessage: makeMessage({ index: 4, body: 'Samples ship Monday' }),
        lastMessageAt: '2026-01-01T12:04:00Z',
      }),
      makeConversation({
        id: 6,
        supplierId: 9,
        counterpart: { ...SUPPLIER, id: 9, identity: 'customer_9', name: 'Oak Mills' },
        supplier: { ...SUPPLIER, id: 9, identity: 'customer_9', name: 'Oak Mills' },
      }),
    ],
    conversation: makeConversation({ lastReadIndex: 1, counterpartLastReadIndex: -1 }),
    messages: pageNewestFirst(0, 14).reverse(),
    failSends: 0,
    holdSends: null,
    ...over,
  };
}
reset();

const sends: { body: Record<string, unknown>; key: string | null }[] = [];

const fetchMock = mockApi(async (url, init) => {
  const u = new URL(url, 'http://x');
  const path = u.pathname.replace('/rest/main', '');
  const method = init?.method ?? 'GET';
  if (path === '/web/conversations' && method === 'GET') return json(server.conversations);
  if (path === '/web/conversations' && method === 'POST') return json(server.conversation);
  if (path === '/web/conversations/action/count') return json({ count: server.conversations.length });
  if (path === '/web/conversations/5') return json(server.conversation);
  if (path === '/web/conversations/5/read') {
    const { index } = JSON.parse(String(init?.body));
    server.conversation = { ...server.conversation, lastReadIndex: index, unreadCount: 0 };
    return json(server.conversation);
  }
  if (path === '/web/conversations/5/typing') return json({ ok: true });
  if (path === '/web/conversations/5/messages' && method === 'GET') {
    const size = Number(u.searchParams.get('size') ?? 10);
    const before = u.searchParams.get('before');
    const after = u.searchParams.get('after');
    if (after !== null) return json(server.messages.filter((m) => m.index > Number(after)).slice(0, size));
    const below = before === null ? server.messages : server.messages.filter((m) => m.index < Number(before));
    return json(below.slice(-size).reverse());
  }
  if (path === '/web/conversations/5/messages' && method === 'POST') {
    const body = JSON.parse(String(init?.body));
    sends.push({ body, key: new Headers(init?.headers).get('idempotency-key') });
    if (server.holdSends) await server.holdSends;
    if (server.failSends > 0) {
      server.failSends -= 1;
      return json({ message: 'The chat service is busy', code: 'UNAVAILABLE' }, 503);
    }
    const known = server.messages.find((m) => m.clientId === body.clientId);
    if (known) return json(known);
    const message = makeMessage({
      index: server.messages.length,
      authorSide: 'STORE',
      body: body.body,
      clientId: body.clientId,
    });
    server.messages.push(message);
    return json(message);
  }
  return json({ message: `unexpected ${method} ${path}`, code: 'NOT_FOUND' }, 404);
});

function Where() {
  const location = useLocation();
  return <output data-testid="location">{`${location.pathname}${location.search}`}</output>;
}

function renderAt(route: string, { live = false, side = 'STORE' as 'STORE' | 'SUPPLIER' } = {}) {
  sends.length = 0;
  const basePath = side === 'STORE' ? '/inbox/messages' : '/supplier/inbox';
  const workspace = (
    <>
      <MessagingWorkspace basePath={basePath} side={side} />
      <Where />
    </>
  );
  return renderWithProviders(
    <Routes>
      <Route path={basePath} element={live ? <RealtimeProvider>{workspace}</RealtimeProvider> : workspace} />
    </Routes>,
    { route },
  );
}

const calls = (method: string, pathEnd: string) =>
  fetchMock.mock.calls.filter(
    ([url, init]) =>
      (init?.method ?? 'GET') === method && new URL(String(url), 'http://x').pathname.endsWith(pathEnd),
  );

describe('MessagingWorkspace', () => {
  it('lists conversations with unread badges and links each to its conversation', async () => {
    reset();
    renderAt('/inbox/messages');
    const rows = await screen.findAllByTestId('conversation-row');
    expect(rows).toHaveLength(2);
    expect(within(rows[0]!).getByText('Amber Glassworks')).toBeTruthy();
    expect(within(rows[0]!).getByText('Samples ship Monday')).toBeTruthy();
    expect(within(rows[0]!).getByTestId('unread-badge').textContent).toBe('3');
    expect(within(rows[1]!).queryByTestId('unread-badge')).toBeNull();
    expect(rows[0]!.getAttribute('href')).toBe('/inbox/messages?conversation=5');
    expect(await screen.findByText('2 conversations')).toBeTruthy();
    expect(screen.getByText('Choose a conversation to read it.')).toBeTruthy();
  });

  it('searches within conversations and switches groups through the URL', async () => {
    reset();
    renderAt('/inbox/messages');
    await screen.findAllByTestId('conversation-row');
    fireEvent.change(screen.getByRole('searchbox', { name: 'Search conversations' }), {
      target: { value: 'amber' },
    });
    await waitFor(() => expect(screen.getByTestId('location').textContent).toBe('/inbox/messages?q=amber'));
    await waitFor(() =>
      expect(calls('GET', '/web/conversations').some(([url]) => String(url).includes('q=amber'))).toBe(true),
    );
    fireEvent.click(screen.getByText('Archived'));
    await waitFor(() =>
      expect(screen.getByTestId('location').textContent).toBe('/inbox/messages?q=amber&group=ARCHIVED'),
    );
  });

  it('says so when there is no conversation yet, with a way to find a supplier', async () => {
    reset({ conversations: [] });
    renderAt('/inbox/messages');
    expect(await screen.findByText('No conversations yet — find a supplier')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Browse suppliers' }).getAttribute('href')).toBe(
      '/browse-suppliers',
    );
  });

  it('opens a conversation from ?supplierId and keeps the card to attach', async () => {
    reset();
    renderAt('/inbox/messages?supplierId=7&catalogItemId=11');
    await waitFor(() =>
      expect(screen.getByTestId('location').textContent).toBe(
        '/inbox/messages?catalogItemId=11&conversation=5',
      ),
    );
    expect(JSON.parse(String(calls('POST', '/web/conversations')[0]![1]!.body))).toEqual({ supplierId: 7 });
    expect(await screen.findByRole('heading', { name: 'Amber Glassworks' })).toBeTruthy();
    expect(screen.getByTestId('draft-card')).toBeTruthy();
  });

  it('opens the conversation with a store from ?storeId on the supplier side ("Message founder")', async () => {
    reset();
    renderAt('/supplier/inbox?storeId=3', { side: 'SUPPLIER' });
    await waitFor(() =>
      expect(screen.getByTestId('location').textContent).toBe('/supplier/inbox?conversation=5'),
    );
    expect(JSON.parse(String(calls('POST', '/web/conversations')[0]![1]!.body))).toEqual({ storeId: 3 });
  });

  it('shares a product from a pasted link: the card waits in the composer, then goes out', async () => {
    reset();
    renderAt('/inbox/messages?conversation=5');
    await screen.findByText('Message 14');
    fireEvent.click(screen.getByRole('button', { name: 'Share a product or supplier' }));
    fireEvent.change(await screen.findByRole('textbox', { name: /Link/ }), {
      target: { value: 'http://localhost/browse-suppliers/catalog-item/11' },
    });
    fireEvent.click(screen.getByRole('button', { name: 'Attach' }));
    await waitFor(() =>
      expect(screen.getByTestId('location').textContent).toBe(
        '/inbox/messages?conversation=5&catalogItemId=11',
      ),
    );
    expect(screen.getByTestId('draft-card')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Send message' }));
    await waitFor(() => expect(sends).toHaveLength(1));
    expect(sends[0]!.body).toMatchObject({ type: 'CATALOG_ITEM', catalogItemId: 11 });
    await waitFor(() =>
      expect(screen.getByTestId('location').textContent).toBe('/inbox/messages?conversation=5'),
    );
  });

  it('shows the newest page, loads older ones, and marks the conversation read', async () => {
    reset();
    renderAt('/inbox/messages?conversation=5');
    await screen.findByText('Message 14');
    expect(screen.queryByText('Message 4')).toBeNull();
    await waitFor(() => expect(calls('PUT', '/web/conversations/5/read')).toHaveLength(1));
    expect(JSON.parse(String(calls('PUT', '/web/conversations/5/read')[0]![1]!.body))).toEqual({ index: 14 });
    fireEvent.click(screen.getByRole('button', { name: 'Load earlier messages' }));
    expect(await screen.findByText('Message 4')).toBeTruthy();
    const older = calls('GET', '/web/conversations/5/messages').map(
      ([url]) => new URL(String(url), 'http://x'),
    );
    expect(older.at(-1)!.searchParams.get('before')).toBe('5');
    expect(screen.getByText('Start of the conversation')).toBeTruthy();
    expect(screen.getAllByTestId('message')).toHaveLength(15);
  });

  it('sends optimistically, retries a failed send with the same clientId, and shows it once', async () => {
    reset({ failSends: 1 });
    renderAt('/inbox/messages?conversation=5');
    await screen.findByText('Message 14');
    const input = screen.getByRole('textbox', { name: 'Message' });
    fireEvent.change(input, { target: { value: 'Can you do 500 units?' } });
    fireEvent.keyDown(input, { key: 'Enter' });
    expect(await screen.findByText('Can you do 500 units?')).toBeTruthy();
    expect(await screen.findByText(/Not sent/)).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Retry' }));
    await waitFor(() => expect(screen.queryByTestId('pending-message')).toBeNull());
    expect(screen.getAllByText('Can you do 500 units?')).toHaveLength(1);
    expect(sends).toHaveLength(2);
    expect(sends[0]!.body.clientId).toBeTruthy();
    expect(sends[1]!.body.clientId).toBe(sends[0]!.body.clientId);
    expect(sends[1]!.key).toBe(sends[0]!.body.clientId);
    expect(sends[0]!.body).toMatchObject({ type: 'TEXT', body: 'Can you do 500 units?' });
  });

  it('shows "Seen" under the newest own message the supplier has read', async () => {
    reset({
      conversation: makeConversation({ lastReadIndex: 3, counterpartLastReadIndex: 2 }),
      messages: [
        makeMessage({ index: 0 }),
        makeMessage({ index: 1, authorSide: 'STORE', body: 'First' }),
        makeMessage({ index: 2, authorSide: 'STORE', body: 'Second' }),
        makeMessage({ index: 3, authorSide: 'STORE', body: 'Third' }),
      ],
    });
    renderAt('/inbox/messages?conversation=5');
    await screen.findByText('Third');
    const seen = screen.getAllByText(/Seen/);
    expect(seen).toHaveLength(1);
    const bubble = seen[0]!.closest('[data-testid="message"]');
    expect(bubble?.getAttribute('data-index')).toBe('2');
  });
});

class FakeSocket {
  static all: FakeSocket[] = [];
  readyState = 0;
  sent: { type: string; [key: string]: unknown }[] = [];
  onopen: ((ev: unknown) => void) | null = null;
  onmessage: ((ev: { data: unknown }) => void) | null = null;
  onclose: ((ev: { code: number }) => void) | null = null;
  onerror: ((ev: unknown) => void) | null = null;
  constructor(readonly url: string) {
    FakeSocket.all.push(this);
  }
  send(data: string) {
    this.sent.push(JSON.parse(data));
  }
  close() {
    this.readyState = 3;
  }
  push(event: RealtimeEvent) {
    this.onmessage?.({ data: JSON.stringify(event) });
  }
  ready() {
    this.readyState = 1;
    this.push({ type: 'ready', identity: 'store_1', expiresAt: '2030-01-01T00:00:00Z' });
  }
}

describe('MessagingWorkspace, live', () => {
  beforeEach(() => {
    FakeSocket.all = [];
    vi.stubGlobal('WebSocket', FakeSocket);
    saveToken(makeToken(3600), 'session');
  });
  afterEach(() => clearSession());

  async function openLive() {
    reset();
    renderAt('/inbox/messages?conversation=5', { live: true });
    await screen.findByText('Message 14');
    await waitFor(() => expect(FakeSocket.all).toHaveLength(1));
    const socket = FakeSocket.all[0]!;
    expect(socket.url).toMatch(/^ws:\/\/[^/]+\/rest\/main\/realtime\?token=/);
    socket.ready();
    return socket;
  }

  it('resumes the held conversation, shows live messages once, and marks them read', async () => {
    const socket = await openLive();
    expect(socket.sent[0]).toEqual({ type: 'resume', cursors: { '5': 14 } });
    const incoming = makeMessage({ index: 15, body: 'Quote attached' });
    socket.push({ type: 'message', conversationId: 5, message: incoming });
    socket.push({ type: 'message', conversationId: 5, message: incoming });
    expect(await screen.findByText('Quote attached')).toBeTruthy();
    expect(screen.getAllByText('Quote attached')).toHaveLength(1);
    expect(screen.getByText('New message from Amber Glassworks: Quote attached')).toBeTruthy();
    await waitFor(() =>
      expect(
        calls('PUT', '/web/conversations/5/read').some(
          ([, init]) => JSON.parse(String(init?.body)).index === 15,
        ),
      ).toBe(true),
    );
  });

  it('shows who is typing, and read receipts as they come', async () => {
    reset();
    const socket = await openLive();
    socket.push({ type: 'typing', conversationId: 5, identity: 'customer_7', name: 'Amber Glassworks' });
    expect(await screen.findByText('Amber Glassworks is typing…')).toBeTruthy();
    const input = screen.getByRole('textbox', { name: 'Message' });
    fireEvent.change(input, { target: { value: 'Hi' } });
    expect(socket.sent.filter((m) => m.type === 'typing')).toEqual([{ type: 'typing', conversationId: 5 }]);
    fireEvent.keyDown(input, { key: 'Enter' });
    await waitFor(() => expect(screen.queryByTestId('pending-message')).toBeNull());
    expect(screen.queryByText(/Seen/)).toBeNull();
    socket.push({ type: 'read', conversationId: 5, identity: 'customer_7', lastReadIndex: 15 });
    expect(await screen.findByText(/Seen/)).toBeTruthy();
  });

  it('signals typing over the socket only while it is open: no HTTP typing besides', async () => {
    const socket = await openLive();
    const input = screen.getByRole('textbox', { name: 'Message' });
    for (const value of ['H', 'He', 'Hel', 'Hell']) fireEvent.change(input, { target: { value } });
    expect(socket.sent.filter((m) => m.type === 'typing')).toEqual([{ type: 'typing', conversationId: 5 }]);
    expect(calls('POST', '/web/conversations/5/typing')).toHaveLength(0);
  });

  it('refreshes the conversation list once for a send and its live echo', async () => {
    const socket = await openLive();
    await waitFor(() => expect(calls('PUT', '/web/conversations/5/read')).toHaveLength(1));
    await new Promise((r) => setTimeout(r, 600));
    const listsBefore = calls('GET', '/web/conversations').length;
    const input = screen.getByRole('textbox', { name: 'Message' });
    fireEvent.change(input, { target: { value: 'Ten cases' } });
    fireEvent.keyDown(input, { key: 'Enter' });
    await waitFor(() => expect(screen.queryByTestId('pending-message')).toBeNull());
    socket.push({ type: 'message', conversationId: 5, message: server.messages.at(-1)! });
    await new Promise((r) => setTimeout(r, 600));
    expect(calls('GET', '/web/conversations').length - listsBefore).toBe(1);
  });

  it('does not duplicate an own message whose live copy lands before the send answer', async () => {
    let release = () => {};
    const socket = await openLive();
    server.holdSends = new Promise<void>((resolve) => {
      release = resolve;
    });
    const input = screen.getByRole('textbox', { name: 'Message' });
    fireEvent.change(input, { target: { value: 'Two pallets please' } });
    fireEvent.keyDown(input, { key: 'Enter' });
    expect(await screen.findByText('Sending…')).toBeTruthy();
    await waitFor(() => expect(sends).toHaveLength(1));
    const clientId = sends[0]!.body.clientId as string;
    const echoed = makeMessage({ index: 15, authorSide: 'STORE', body: 'Two pallets please', clientId });
    server.messages.push(echoed);
    socket.push({ type: 'message', conversationId: 5, message: echoed });
    await waitFor(() => expect(screen.queryByText('Sending…')).toBeNull());
    release();
    await waitFor(() => expect(sends).toHaveLength(1));
    await new Promise((r) => setTimeout(r, 20));
    expect(screen.getAllByText('Two pallets please')).toHaveLength(1);
    expect(screen.queryByTestId('pending-message')).toBeNull();
  });
});
