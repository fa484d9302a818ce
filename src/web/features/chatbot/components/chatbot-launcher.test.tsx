// @vitest-environment happy-dom
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import type { ChatbotMessage } from '../../../../shared/contract/chatbot';
import { jsonResponse as json, mockApi } from '../../../test/mock-api';
import { renderWithProviders } from '../../../test/render';
import { signInTestFounder } from '../../../test/tokens';
import { ChatbotLauncher } from './chatbot-launcher';

const question: ChatbotMessage = {
  id: 1,
  conversationId: 7,
  role: 'USER',
  topic: 'PRODUCT_RECOMMENDATION',
  text: 'Which candles?',
  sources: [],
  feedback: null,
  createdAt: '2026-11-27T06:00:00.000Z',
};
const answer: ChatbotMessage = {
  ...question,
  id: 2,
  role: 'ASSISTANT',
  text: 'Soy Wax Jar Candle by Lumen Works.',
  sources: [{ kind: 'PRODUCT', title: 'Soy Wax Jar Candle', link: '/browse-suppliers/catalog-item/11' }],
};

/** The answer's stream, written to by the test one event at a time. */
let push: (event: unknown) => void = () => {};
let end: () => void = () => {};
const encoder = new TextEncoder();

const fetchMock = mockApi((url, init) => {
  const path = new URL(url, 'http://x').pathname;
  if (path === '/rest/main/web/chatbot/messages') {
    const body = new ReadableStream<Uint8Array>({
      start(controller) {
        push = (event) => controller.enqueue(encoder.encode(`${JSON.stringify(event)}\n`));
        end = () => controller.close();
      },
    });
    return new Response(body, { status: 200, headers: { 'content-type': 'application/x-ndjson' } });
  }
  if (path === '/rest/main/web/chatbot/messages/2/feedback') {
    const sent = JSON.parse(String(init?.body)) as { value: 'UP' | 'DOWN' };
    return json({ ...answer, feedback: { value: sent.value, comment: null } });
  }
  if (path === '/rest/main/web/chatbot/conversations/reset') return json({ closed: 1 });
  return json({ message: 'Not found' }, 404);
});

beforeEach(() => {
  signInTestFounder();
});

const open = async () => {
  renderWithProviders(<ChatbotLauncher />);
  fireEvent.click(screen.getByRole('button', { name: 'Ask the assistant' }));
  return screen.findByRole('dialog', { name: 'Quarry assistant' });
};

describe('the floating chatbot', () => {
  it('opens on the getting-started message with the four topics and the dismissible discount banner', async () => {
    const dialog = await open();
    const start = within(dialog).getByTestId('chat-getting-started');
    for (const label of [
      'Questions about Quarry',
      'Help with my orders, invoices and projects',
      'Recommend products',
      'Recommend suppliers',
    ])
      expect(within(start).getByRole('button', { name: label })).toBeTruthy();
    expect(within(dialog).getByTestId('chatbot-discount').textContent).toContain('PRODUCTS10');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Dismiss the discount' }));
    expect(within(dialog).queryByTestId('chatbot-discount')).toBeNull();
    expect(document.activeElement).toBe(within(dialog).getByLabelText('Your question'));
  });

  it('shows the answer as it streams, with the input disabled until it is done, then its sources', async () => {
    const dialog = await open();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Recommend products' }));
    const input = within(dialog).getByLabelText('Your question') as HTMLTextAreaElement;
    fireEvent.change(input, { target: { value: 'Which candles?' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Send' }));

    await waitFor(() => expect(input.disabled).toBe(true));
    expect(within(dialog).getByText('Looking it up…')).toBeTruthy();
    const sent = JSON.parse(String(fetchMock.mock.calls[0]?.[1]?.body));
    expect(sent).toEqual({ topic: 'PRODUCT_RECOMMENDATION', text: 'Which candles?' });
    expect(new Headers(fetchMock.mock.calls[0]?.[1]?.headers).get('authorization')).toMatch(/^Bearer /);

    push({ type: 'start', conversationId: 7, question });
    push({ type: 'delta', text: 'Soy Wax Jar ' });
    const streaming = await within(dialog).findByTestId('chat-streaming');
    await waitFor(() => expect(streaming.textContent).toBe('Soy Wax Jar '));
    expect(within(dialog).getByTestId('chat-user').textContent).toContain('Which candles?');
    expect(input.disabled).toBe(true);

    push({ type: 'delta', text: 'Candle by Lumen Works.' });
    push({ type: 'done', message: answer });
    end();
    const bubble = await within(dialog).findByTestId('chat-assistant');
    expect(bubble.textContent).toContain('Soy Wax Jar Candle by Lumen Works.');
    expect(within(bubble).getByRole('link', { name: 'Soy Wax Jar Candle' }).getAttribute('href')).toBe(
      '/browse-suppliers/catalog-item/11',
    );
    await waitFor(() => expect(input.disabled).toBe(false));
    expect(within(dialog).queryByTestId('chat-streaming')).toBeNull();

    // Feedback is stored, and shown as given.
    fireEvent.click(within(bubble).getByRole('button', { name: 'Helpful' }));
    await waitFor(() =>
      expect(within(bubble).getByRole('button', { name: 'Helpful' }).getAttribute('aria-pressed')).toBe(
        'true',
      ),
    );
    const feedback = fetchMock.mock.calls.find(([u]) => String(u).includes('/feedback'));
    expect(JSON.parse(String(feedback?.[1]?.body))).toEqual({ value: 'UP' });

    // Start over: back to the getting-started message, the conversation closed on the server.
    fireEvent.click(within(dialog).getByRole('button', { name: 'Start over' }));
    expect(await within(dialog).findByTestId('chat-getting-started')).toBeTruthy();
    expect(within(dialog).queryByTestId('chat-assistant')).toBeNull();
    await waitFor(() =>
      expect(fetchMock.mock.calls.some(([u]) => String(u).endsWith('/web/chatbot/conversations/reset'))).toBe(
        true,
      ),
    );
  });

  it('shows a failed answer as an alert and lets the founder ask again', async () => {
    const dialog = await open();
    const input = within(dialog).getByLabelText('Your question') as HTMLTextAreaElement;
    fireEvent.change(input, { target: { value: 'hello' } });
    fireEvent.keyDown(input, { key: 'Enter' });
    await waitFor(() => expect(input.disabled).toBe(true));
    push({ type: 'start', conversationId: 7, question: { ...question, text: 'hello', topic: 'FAQ' } });
    push({ type: 'error', message: 'The AI service is unavailable right now.', code: 'UNAVAILABLE' });
    end();
    expect((await within(dialog).findByRole('alert')).textContent).toContain('unavailable right now');
    await waitFor(() => expect(input.disabled).toBe(false));
  });

  it('a refresh starts again at the getting-started message: nothing is kept in the browser', async () => {
    const first = renderWithProviders(<ChatbotLauncher />);
    fireEvent.click(screen.getByRole('button', { name: 'Ask the assistant' }));
    const input = (await screen.findByLabelText('Your question')) as HTMLTextAreaElement;
    fireEvent.change(input, { target: { value: 'Which candles?' } });
    fireEvent.click(screen.getByRole('button', { name: 'Send' }));
    push({ type: 'start', conversationId: 7, question });
    push({ type: 'done', message: answer });
    end();
    await screen.findByTestId('chat-assistant');
    first.unmount();

    renderWithProviders(<ChatbotLauncher />);
    fireEvent.click(screen.getByRole('button', { name: 'Ask the assistant' }));
    expect(await screen.findByTestId('chat-getting-started')).toBeTruthy();
    expect(screen.queryByTestId('chat-assistant')).toBeNull();
    const stored = [...Object.keys(localStorage), ...Object.keys(sessionStorage)];
    expect(stored.filter((k) => /chat/i.test(k))).toEqual([]);
  });

  it('closes on Escape and gives focus back to the launcher', async () => {
    const dialog = await open();
    fireEvent.keyDown(within(dialog).getByLabelText('Your question'), { key: 'Escape' });
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Ask the assistant' }));
  });
});
