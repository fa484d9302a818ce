// @vitest-environment happy-dom
import { screen } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { ASSISTANTS } from '../../../shared/rules/assistants';
import { jsonResponse as json, mockApi } from '../../test/mock-api';
import { renderWithProviders } from '../../test/render';
import { signInTestFounder } from '../../test/tokens';
import AiAgentsPage from './ai-agents-page';

let hasAccess = true;
let hasPlan = true;
mockApi((url) =>
  new URL(url, 'http://x').pathname === '/rest/main/web/session'
    ? json({ store: { id: 3 }, menus: { 'ai-assistants': hasPlan }, assistantAccess: hasAccess })
    : json({ message: 'Not found' }, 404),
);

beforeEach(() => {
  hasAccess = true;
  hasPlan = true;
  signInTestFounder();
});

describe('/ai-agents', () => {
  it('links every assistant to /llm/{key} and the agents and co-pilot to their pages', async () => {
    renderWithProviders(<AiAgentsPage />, { route: '/ai-agents' });
    expect(await screen.findByRole('heading', { level: 1, name: 'AI assistants' })).toBeTruthy();
    for (const a of ASSISTANTS)
      expect(screen.getByTestId(`agent-${a.key}`).getAttribute('href')).toBe(`/llm/${a.key}`);
    expect(screen.getByTestId('agent-sourcing-agent').getAttribute('href')).toBe('/sourcing-agent');
    expect(screen.getByTestId('agent-tariff-rate-agent').getAttribute('href')).toBe('/tariff-rate-agent');
    expect(screen.getByTestId('agent-co-pilot').getAttribute('href')).toBe('/co-pilot');
  });

  it('is behind the access gate', async () => {
    hasAccess = false;
    renderWithProviders(<AiAgentsPage />, { route: '/ai-agents' });
    expect(await screen.findByTestId('assistant-access-gate')).toBeTruthy();
    expect(screen.queryByTestId('agent-co-pilot')).toBeNull();
  });

  it('shows no plan notice when the plan includes the assistants', async () => {
    renderWithProviders(<AiAgentsPage />, { route: '/ai-agents' });
    await screen.findByRole('heading', { level: 1, name: 'AI assistants' });
    expect(screen.queryByText('Part of the Professional plan')).toBeNull();
    expect(screen.getByTestId('agent-sourcing').textContent).not.toContain('Professional plan');
  });

  it("says up front which cards need the Professional plan when the store's plan lacks it", async () => {
    hasPlan = false;
    renderWithProviders(<AiAgentsPage />, { route: '/ai-agents' });
    expect(await screen.findByText('Part of the Professional plan')).toBeTruthy();
    for (const a of ASSISTANTS)
      expect(screen.getByTestId(`agent-${a.key}`).textContent).toContain('Professional plan');
    // The agents need no plan.
    expect(screen.getByTestId('agent-sourcing-agent').textContent).not.toContain('Professional plan');
    expect(screen.getByRole('link', { name: 'See plans' }).getAttribute('href')).toContain(
      'open=manage_plan',
    );
  });
});
