// @vitest-environment happy-dom
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { Route, Routes, useLocation } from 'react-router';
import { beforeEach, describe, expect, it } from 'vitest';
import { jsonResponse as json, mockApi } from '../../../test/mock-api';
import { renderWithProviders } from '../../../test/render';
import { signInTestFounder } from '../../../test/tokens';
import { AccessCodeModal } from './access-code-modal';
import { AssistantAccessGate } from './assistant-access-gate';

let hasAccess = false;
const VALID = 'FORGE-DEMO-2026';
const fetchMock = mockApi((url, init) => {
  const path = new URL(url, 'http://x').pathname;
  if (path === '/rest/main/web/session')
    return json({ store: { id: 3 }, menus: {}, assistantAccess: hasAccess });
  if (path === '/rest/main/web/forge-access-code/-/submit-code') {
    const { code } = JSON.parse(String(init?.body)) as { code: string };
    if (code !== VALID)
      return json(
        { message: 'That access code is not valid. Check it and try again.', code: 'INVALID' },
        400,
      );
    hasAccess = true;
    return json({ hasAccess: true, grantedAt: '2026-11-27T06:00:00.000Z' });
  }
  if (path === '/rest/main/web/forge-access-code/-/submit-email') {
    const { email } = JSON.parse(String(init?.body)) as { email: string };
    return json({ email: email.trim().toLowerCase(), joinedAt: '2026-11-27T06:00:00.000Z' });
  }
  return json({ message: 'Not found' }, 404);
});

beforeEach(() => {
  hasAccess = false;
  signInTestFounder();
});

function Where() {
  const l = useLocation();
  return <output data-testid="where">{`${l.pathname}${l.search}`}</output>;
}

const renderGate = () =>
  renderWithProviders(
    <Routes>
      <Route
        path="/ai-agents"
        element={
          <AssistantAccessGate>
            <p>The assistants</p>
          </AssistantAccessGate>
        }
      />
    </Routes>,
    { route: '/ai-agents' },
  );

const submitted = (path: string) =>
  fetchMock.mock.calls.filter(([url]) => new URL(String(url), 'http://x').pathname === path);

describe('AssistantAccessGate', () => {
  it('shows the assistants when the store has access', async () => {
    hasAccess = true;
    renderGate();
    expect(await screen.findByText('The assistants')).toBeTruthy();
    expect(screen.queryByTestId('assistant-access-gate')).toBeNull();
  });

  it('without access explains them; a wrong code says so, the right one opens them', async () => {
    renderGate();
    expect(await screen.findByRole('heading', { name: /invite-only/ })).toBeTruthy();
    expect(screen.queryByText('The assistants')).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Enter access code' }));
    const input = await screen.findByLabelText(/Access code/);
    fireEvent.change(input, { target: { value: 'WRONG' } });
    fireEvent.click(screen.getByRole('button', { name: 'Unlock AI assistants' }));
    expect(await screen.findByText(/not valid/)).toBeTruthy();
    expect(screen.queryByText('The assistants')).toBeNull();

    fireEvent.change(input, { target: { value: VALID } });
    fireEvent.click(screen.getByRole('button', { name: 'Unlock AI assistants' }));
    expect(await screen.findByText('The assistants')).toBeTruthy();
    expect(submitted('/rest/main/web/forge-access-code/-/submit-code')).toHaveLength(2);
  });

  it('joins the waitlist from the email tab', async () => {
    renderGate();
    fireEvent.click(await screen.findByRole('button', { name: 'Enter access code' }));
    fireEvent.click(await screen.findByRole('tab', { name: 'Join the waitlist' }));
    fireEvent.change(await screen.findByLabelText(/Email/), { target: { value: 'Me@Example.com' } });
    fireEvent.click(screen.getByRole('button', { name: 'Join the waitlist' }));
    expect(await screen.findByText(/on the waitlist/)).toBeTruthy();
    expect(screen.getByText(/me@example.com/)).toBeTruthy();
    const [call] = submitted('/rest/main/web/forge-access-code/-/submit-email');
    expect(JSON.parse(String(call![1]?.body))).toEqual({ email: 'Me@Example.com' });
  });
});

describe('AccessCodeModal', () => {
  const renderModal = () =>
    renderWithProviders(
      <>
        <AccessCodeModal
          opened
          onClose={() => {}}
          route={{ origin: '/homebase', target: '/llm/sourcing', completeTarget: '/homebase?done=1' }}
        />
        <Where />
      </>,
      { route: '/homebase' },
    );

  it('an accepted code goes to the target, told where to go when complete', async () => {
    renderModal();
    fireEvent.change(await screen.findByLabelText(/Access code/), { target: { value: VALID } });
    fireEvent.click(screen.getByRole('button', { name: 'Unlock AI assistants' }));
    await waitFor(() =>
      expect(screen.getByTestId('where').textContent).toBe(
        `/llm/sourcing?completeTarget=${encodeURIComponent('/homebase?done=1')}`,
      ),
    );
  });
});
