// @vitest-environment happy-dom
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import type {
  CopilotConversation,
  CopilotStreamEvent,
  CopilotToolCall,
} from '../../../../shared/contract/copilot';
import { jsonResponse as json, mockApi } from '../../../test/mock-api';
import { renderWithProviders } from '../../../test/render';
import { signInTestFounder } from '../../../test/tokens';
import CoPilotPage from './co-pilot-page';

const proposed: CopilotToolCall = {
  id: 7,
  tool: 'start_brand_kit',
  arguments: { category: 'Candles', productDescription: 'soy wax candles' },
  summary: 'Start a brand kit in “Candles” for “soy wax candles”',
  status: 'PROPOSED',
  needsConfirmation: true,
  result: null,
  error: null,
};
const at = '2026-11-27T06:00:00.000Z';
const asked: CopilotConversation = {
  id: 1,
  messages: [
    {
      id: 1,
      role: 'USER',
      text: 'start a brand kit for soy wax candles',
      links: [],
      toolCalls: [],
      createdAt: at,
    },
    {
      id: 2,
      role: 'ASSISTANT',
      text: 'I can start that brand kit.',
      links: [],
      toolCalls: [proposed],
      createdAt: at,
    },
  ],
};
const withCall = (call: Partial<CopilotToolCall>, extra: CopilotConversation['messages'] = []) => ({
  ...asked,
  messages: [asked.messages[0]!, { ...asked.messages[1]!, toolCalls: [{ ...proposed, ...call }] }, ...extra],
});

let failSend = false;
let hasLatest = false;
let rateLimited = false;
/** Set by a test to write the reply's stream itself, one event at a time. */
let byHand = false;
let push: (event: CopilotStreamEvent) => void = () => {};
let end: () => void = () => {};
const encoder = new TextEncoder();

const fetchMock = mockApi((url, init) => {
  const path = new URL(url, 'http://x').pathname;
  if (path === '/rest/main/web/co-pilot/conversations/latest') return json(hasLatest ? asked : null);
  if (path === '/rest/main/web/co-pilot/messages/stream') {
    if (rateLimited)
      return json(
        { message: 'Too many messages from your store. Try again in 4 minutes.', code: 'RATE_LIMITED' },
        429,
      );
    const body = new ReadableStream<Uint8Array>({
      start(controller) {
        push = (event) => controller.enqueue(encoder.encode(`${JSON.stringify(event)}\n`));
        end = () => controller.close();
        if (byHand) return;
        if (failSend)
          push({
            type: 'error',
            message: 'The AI service is unavailable right now (500) — try again in a moment.',
            code: 'UNAVAILABLE',
          });
        else {
          push({ type: 'delta', text: 'I can start ' });
          push({ type: 'delta', text: 'that brand kit.' });
          push({ type: 'done', conversation: asked });
        }
        end();
      },
    });
    return new Response(body, { status: 200, headers: { 'content-type': 'application/x-ndjson' } });
  }
  if (path === '/rest/main/web/co-pilot/tool-calls/7/confirm' && init?.method === 'POST')
    return json(
      withCall(
        {
          status: 'DONE',
          result: { text: 'Started.', links: [{ label: 'Open the brand kit', href: '/business-kits/42' }] },
        },
        [
          {
            id: 3,
            role: 'ASSISTANT',
            text: 'Your brand kit is started.',
            links: [{ label: 'Open the brand kit', href: '/business-kits/42' }],
            toolCalls: [],
            createdAt: at,
          },
        ],
      ),
    );
  if (path === '/rest/main/web/co-pilot/tool-calls/7/decline' && init?.method === 'POST')
    return json(withCall({ status: 'DECLINED' }));
  return json({ message: 'Not found' }, 404);
});

beforeEach(() => {
  failSend = false;
  hasLatest = false;
  rateLimited = false;
  byHand = false;
  signInTestFounder();
});

const calls = (suffix: string) =>
  fetchMock.mock.calls.filter(([url]) => new URL(String(url), 'http://x').pathname.endsWith(suffix));

async function sendMessage(text: string) {
  renderWithProviders(<CoPilotPage />, { route: '/co-pilot' });
  expect(await screen.findByTestId('copilot-empty')).toBeTruthy();
  fireEvent.change(screen.getByLabelText('Message'), { target: { value: text } });
  fireEvent.click(screen.getByRole('button', { name: 'Send' }));
}

describe('Brand Co-pilot page', () => {
  it('shows a proposed action with Confirm and Cancel; Confirm runs it once and links the new kit', async () => {
    await sendMessage('start a brand kit for soy wax candles');
    const card = await screen.findByTestId('tool-call-card');
    expect(within(card).getByText(/soy wax candles/)).toBeTruthy();
    expect(within(card).getByText('Waiting for you')).toBeTruthy();
    expect(JSON.parse(String(calls('/co-pilot/messages/stream')[0]![1]?.body))).toEqual({
      text: 'start a brand kit for soy wax candles',
    });
    fireEvent.click(within(card).getByRole('button', { name: 'Confirm' }));
    expect(await screen.findByText('Done')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Confirm' })).toBeNull();
    expect(screen.getByRole('link', { name: 'Open the brand kit' }).getAttribute('href')).toBe(
      '/business-kits/42',
    );
    expect(calls('/tool-calls/7/confirm')).toHaveLength(1);
  });

  it('Cancel declines the action', async () => {
    await sendMessage('start a brand kit for soy wax candles');
    const card = await screen.findByTestId('tool-call-card');
    fireEvent.click(within(card).getByRole('button', { name: 'Cancel' }));
    expect(await screen.findByText('Cancelled')).toBeTruthy();
    expect(calls('/tool-calls/7/confirm')).toHaveLength(0);
  });

  it('a failed message says why and keeps the text to send again', async () => {
    failSend = true;
    await sendMessage('find candles');
    expect(await screen.findByText(/unavailable right now/)).toBeTruthy();
    expect((screen.getByLabelText('Message') as HTMLTextAreaElement).value).toBe('find candles');
  });

  it('shows the words sent and the reply as it is written, then the stored turn with its action', async () => {
    byHand = true;
    await sendMessage('start a brand kit for soy wax candles');
    expect(await screen.findByText('start a brand kit for soy wax candles')).toBeTruthy();
    expect(screen.getByText('The co-pilot is thinking…')).toBeTruthy();
    push({ type: 'delta', text: 'I can start ' });
    const streaming = await screen.findByTestId('copilot-streaming');
    expect(streaming.getAttribute('aria-busy')).toBe('true');
    expect(within(streaming).getByText('I can start')).toBeTruthy();
    expect(screen.queryByText('The co-pilot is thinking…')).toBeNull();
    expect(screen.queryByTestId('tool-call-card')).toBeNull();
    push({ type: 'delta', text: 'that brand kit.' });
    await waitFor(() => expect(within(streaming).getByText('I can start that brand kit.')).toBeTruthy());
    push({ type: 'done', conversation: asked });
    end();
    expect(await screen.findByTestId('tool-call-card')).toBeTruthy();
    expect(screen.queryByTestId('copilot-streaming')).toBeNull();
    expect(screen.getAllByTestId('user-message')).toHaveLength(1);
  });

  it('a stream cut off before its end says so', async () => {
    byHand = true;
    await sendMessage('find candles');
    push({ type: 'delta', text: 'Searching ' });
    end();
    expect(await screen.findByText(/cut off/)).toBeTruthy();
    expect(screen.queryByTestId('copilot-streaming')).toBeNull();
  });

  it('a refusal before the stream (too many messages) says why', async () => {
    rateLimited = true;
    await sendMessage('find candles');
    expect(await screen.findByText(/Too many messages/)).toBeTruthy();
  });

  it('a suggestion is sent as a message', async () => {
    renderWithProviders(<CoPilotPage />, { route: '/co-pilot' });
    fireEvent.click(await screen.findByRole('button', { name: 'Start a brand kit for soy wax candles' }));
    expect(await screen.findByTestId('tool-call-card')).toBeTruthy();
    expect(JSON.parse(String(calls('/co-pilot/messages/stream')[0]![1]?.body))).toEqual({
      text: 'Start a brand kit for soy wax candles',
    });
  });

  it('continues the latest conversation, and New conversation starts another', async () => {
    hasLatest = true;
    renderWithProviders(<CoPilotPage />, { route: '/co-pilot' });
    expect(await screen.findByTestId('tool-call-card')).toBeTruthy();
    fireEvent.change(screen.getByLabelText('Message'), { target: { value: 'find mugs' } });
    fireEvent.click(screen.getByRole('button', { name: 'Send' }));
    await screen.findByRole('button', { name: 'New conversation' });
    await waitFor(() => expect(calls('/co-pilot/messages/stream')).toHaveLength(1));
    expect(JSON.parse(String(calls('/co-pilot/messages/stream')[0]![1]?.body))).toEqual({
      text: 'find mugs',
      conversationId: 1,
    });
    fireEvent.click(screen.getByRole('button', { name: 'New conversation' }));
    expect(await screen.findByTestId('copilot-empty')).toBeTruthy();
  });
});
