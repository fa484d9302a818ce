// @vitest-environment happy-dom
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { Route, Routes } from 'react-router';
import { beforeEach, describe, expect, it } from 'vitest';
import type { ChatbotConversation } from '../../../../shared/contract/chatbot';
import { jsonResponse as json, mockApi } from '../../../test/mock-api';
import { renderWithProviders } from '../../../test/render';
import { signInTestFounder } from '../../../test/tokens';
import AssistantPage from './assistant-page';

let latest: ChatbotConversation | null = null;
const fetchMock = mockApi((url) => {
  const u = new URL(url, 'http://x');
  if (u.pathname === '/rest/main/web/chatbot/conversations/latest') return json(latest);
  return json({ message: 'Not found' }, 404);
});

beforeEach(() => {
  latest = null;
  signInTestFounder();
});

const renderAt = (route: string) =>
  renderWithProviders(
    <Routes>
      <Route path="/llm/:homebaseOptionKey" element={<AssistantPage />} />
    </Routes>,
    { route },
  );

describe('/llm/{homebaseOptionKey}', () => {
  it('resumes the assistant’s open conversation on the chat tab', async () => {
    latest = {
      id: 4,
      assistantKey: 'sourcing',
      createdAt: '2026-11-27T06:00:00.000Z',
      messages: [
        {
          id: 8,
          conversationId: 4,
          role: 'ASSISTANT',
          topic: 'SUPPLIER_RECOMMENDATION',
          text: 'Lumen Works (China): minimum order 100.',
          sources: [{ kind: 'SUPPLIER', title: 'Lumen Works', link: '/supplier-profile/5' }],
          feedback: { value: 'UP', comment: null },
          createdAt: '2026-11-27T06:00:01.000Z',
        },
      ],
    };
    renderAt('/llm/sourcing');
    expect(await screen.findByRole('heading', { level: 1, name: 'Sourcing assistant' })).toBeTruthy();
    expect((await screen.findByTestId('chat-assistant')).textContent).toContain('Lumen Works (China)');
    expect(screen.getByRole('button', { name: 'Helpful' }).getAttribute('aria-pressed')).toBe('true');
    expect(String(fetchMock.mock.calls[0]?.[0])).toContain('assistantKey=sourcing');
  });

  it('opens the tab llmTab names, and a suggested prompt asks it in the chat', async () => {
    renderAt('/llm/orders?llmTab=prompts');
    const prompt = await screen.findByRole('button', { name: 'Do I have invoices to pay?' });
    expect(screen.getByRole('tab', { name: 'Suggested prompts' }).getAttribute('aria-selected')).toBe('true');
    fireEvent.click(prompt);
    await waitFor(() =>
      expect(fetchMock.mock.calls.some(([u]) => String(u).endsWith('/web/chatbot/messages'))).toBe(true),
    );
    const call = fetchMock.mock.calls.find(([u]) => String(u).endsWith('/web/chatbot/messages'));
    expect(JSON.parse(String(call?.[1]?.body))).toEqual({
      topic: 'SUPPORT',
      text: 'Do I have invoices to pay?',
      assistantKey: 'orders',
    });
    expect(screen.getByRole('tab', { name: 'Chat' }).getAttribute('aria-selected')).toBe('true');
  });

  it('an unknown key is a not-found state with a way back', async () => {
    renderAt('/llm/teleportation');
    expect(await screen.findByRole('heading', { name: 'There is no such assistant' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'See all assistants' }).getAttribute('href')).toBe('/ai-agents');
    expect(screen.getByRole('link', { name: 'Back to Homebase' }).getAttribute('href')).toBe('/homebase');
    expect(fetchMock).not.toHaveBeenCalled();
  });
});
