// @vitest-environment happy-dom
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { Route, Routes } from 'react-router';
import { beforeEach, describe, expect, it } from 'vitest';
import type { AgentThread } from '../../../../shared/contract/agent-threads';
import { jsonResponse as json, mockApi } from '../../../test/mock-api';
import { renderWithProviders } from '../../../test/render';
import { signInTestFounder } from '../../../test/tokens';
import SourcingAgentPage from './sourcing-agent-page';

const at = '2026-11-27T06:00:00.000Z';
const emptyState = {
  idea: 'Organic cotton tee, 500 units',
  brief: { productName: 'Organic cotton tee', quantity: 500 },
  questions: [],
  techPackId: null,
  approvedVersion: null,
  matches: [],
  shortlist: null,
  drafts: null,
  sendResult: null,
  failure: null,
};
const thread = (
  over: Omit<Partial<AgentThread>, 'state'> & { state?: Partial<AgentThread['state']> },
): AgentThread => {
  const { state, ...rest } = over;
  return {
    id: 7,
    agentType: 'DESIGN_SOURCE',
    title: 'Organic cotton tee, 500 units',
    step: 'CLARIFYING',
    status: 'WAITING',
    seq: 2,
    createdAt: at,
    updatedAt: at,
    checkpointId: 12,
    messages: [
      {
        role: 'FOUNDER',
        step: 'INTAKE',
        text: 'Organic cotton tee, 500 units',
        checkpointId: 11,
        seq: 1,
        createdAt: at,
      },
      {
        role: 'AGENT',
        step: 'CLARIFYING',
        text: 'A few questions before I draft the tech pack:',
        checkpointId: 12,
        seq: 2,
        createdAt: at,
      },
    ],
    checkpoints: [
      { id: 11, seq: 1, step: 'INTAKE', status: 'RUNNING', createdAt: at },
      { id: 12, seq: 2, step: 'CLARIFYING', status: 'WAITING', createdAt: at },
    ],
    ...rest,
    state: { ...emptyState, ...state },
  } as AgentThread;
};

let current: AgentThread;
let threads: unknown[] = [];
const bodies: { path: string; method: string; body: unknown }[] = [];
const fetchMock = mockApi(async (url, init) => {
  const u = new URL(url, 'http://x');
  const method = init?.method ?? 'GET';
  const body = init?.body ? JSON.parse(String(init.body)) : undefined;
  if (method !== 'GET') bodies.push({ path: u.pathname, method, body });
  const p = u.pathname;
  if (p === '/rest/main/commons/event-analyses/report') return json({ accepted: true });
  if (p === '/rest/main/web/ai-sourcing-agents/threads' && method === 'GET') return json(threads);
  if (p === '/rest/main/web/ai-sourcing-agents/threads' && method === 'POST') return json(current, 201);
  if (p === `/rest/main/web/ai-sourcing-agents/threads/${current.id}`) return json(current);
  if (p.startsWith(`/rest/main/web/ai-sourcing-agents/threads/${current.id}/`)) return json(current);
  if (p === '/rest/main/web/ai-sourcing-agents-tech-pack/40') return json({ id: 40, currentVersion: 3 });
  if (p === `/rest/main/agent/history-messages/${current.id}`)
    return json({
      threadId: current.id,
      agentType: 'DESIGN_SOURCE',
      checkpoint: current.checkpoints[0],
      state: emptyState,
      messages: current.messages.slice(0, 1),
    });
  return json({ message: 'Not found' }, 404);
});

beforeEach(() => {
  current = thread({});
  threads = [];
  bodies.length = 0;
  signInTestFounder();
});

const renderAt = (route: string) =>
  renderWithProviders(
    <Routes>
      <Route path="/sourcing-agent" element={<SourcingAgentPage />} />
    </Routes>,
    { route },
  );

describe('AI sourcing agent page', () => {
  it('pre-fills the idea, starts a thread and reports the agent item type; tariff links to its agent', async () => {
    renderAt('/sourcing-agent?aiAgentsInputScreenValue=Organic%20cotton%20tee%2C%20500%20units');
    expect(await screen.findByText('No agent threads yet')).toBeTruthy();
    const idea = screen.getByLabelText('Your idea') as HTMLTextAreaElement;
    expect(idea.value).toBe('Organic cotton tee, 500 units');
    expect(screen.getByRole('link', { name: /Tariff rates/ }).getAttribute('href')).toBe(
      '/tariff-rate-agent',
    );
    await waitFor(() =>
      expect(bodies.find((b) => b.path.endsWith('/event-analyses/report'))?.body).toMatchObject({
        commonType: 'design-source',
      }),
    );
    fireEvent.click(screen.getByRole('tab', { name: 'Packaging' }));
    await waitFor(() =>
      expect(bodies.some((b) => (b.body as { commonType?: string })?.commonType === 'packaging')).toBe(true),
    );
    fireEvent.click(screen.getByRole('tab', { name: 'Design & source' }));
    fireEvent.click(screen.getByRole('button', { name: 'Start the agent' }));
    // The new thread opens: its step tracker and its questions.
    expect(await screen.findByRole('navigation', { name: 'Agent steps' })).toBeTruthy();
    expect(bodies.find((b) => b.path === '/rest/main/web/ai-sourcing-agents/threads')?.body).toEqual({
      agentType: 'DESIGN_SOURCE',
      idea: 'Organic cotton tee, 500 units',
    });
    const post = fetchMock.mock.calls.find(
      ([u, i]) => String(u).endsWith('/threads') && i?.method === 'POST',
    );
    expect(new Headers(post?.[1]?.headers).get('idempotency-key')).toBeTruthy();
  });

  it('shows the steps and asks the clarifying questions as a form', async () => {
    current = thread({
      state: {
        questions: [
          { field: 'targetUnitCostCents', text: 'What unit cost are you aiming for?' },
          { field: 'destinationCountry', text: 'Which country should the goods be delivered to?' },
          { field: 'productionDate', text: 'By when do you need production finished?' },
        ],
      },
    });
    renderAt('/sourcing-agent?threadId=7');
    const steps = await screen.findByRole('navigation', { name: 'Agent steps' });
    expect(within(steps).getAllByRole('listitem')).toHaveLength(9);
    const here = steps.querySelector('[aria-current="step"]');
    expect(here?.textContent).toContain('Questions');
    expect(
      within(screen.getByRole('log', { name: 'Conversation' })).getByText(/A few questions/),
    ).toBeTruthy();
    fireEvent.change(screen.getByLabelText(/What unit cost/), { target: { value: '6.5' } });
    fireEvent.change(screen.getByLabelText(/Which country/), { target: { value: 'us' } });
    fireEvent.change(screen.getByLabelText(/By when/), { target: { value: '2027-03-01' } });
    fireEvent.click(screen.getByRole('button', { name: 'Send answers' }));
    await waitFor(() => expect(bodies.some((b) => b.path.endsWith('/7/answers'))).toBe(true));
    expect(bodies.find((b) => b.path.endsWith('/7/answers'))?.body).toEqual({
      answers: { targetUnitCostCents: 650, destinationCountry: 'US', productionDate: '2027-03-01' },
      baseSeq: 2,
    });
  });

  it('links to the tech pack review and approves its current version', async () => {
    current = thread({ step: 'REVIEW', seq: 5, state: { techPackId: 40 } });
    renderAt('/sourcing-agent?threadId=7');
    const link = await screen.findByRole('link', { name: 'Review and edit the tech pack' });
    expect(link.getAttribute('href')).toBe('/sourcing-agent-review?techPackId=40&threadId=7');
    fireEvent.click(await screen.findByRole('button', { name: 'Approve version 3 and find factories' }));
    await waitFor(() =>
      expect(bodies.find((b) => b.path.endsWith('/7/approve-tech-pack'))?.body).toEqual({
        version: 3,
        baseSeq: 5,
      }),
    );
  });

  it('shortlists suppliers with their scores and reasons, then edits and sends the drafts', async () => {
    const reasons = [
      { component: 'fit', points: 30, maxPoints: 30, text: 'Makes organic cotton tees' },
      { component: 'moq', points: 15, maxPoints: 15, text: 'MOQ 300 is under your 500 units' },
    ];
    current = thread({
      step: 'SHORTLIST',
      seq: 7,
      state: {
        techPackId: 40,
        matches: [
          {
            supplierId: 5,
            name: 'Lisbon Knit',
            countryCode: 'PT',
            isExpandedNetwork: false,
            score: 82,
            reasons,
          },
          {
            supplierId: 6,
            name: 'Porto Tees',
            countryCode: 'PT',
            isExpandedNetwork: false,
            score: 61,
            reasons: [],
          },
        ] as AgentThread['state']['matches'],
      },
    });
    const view = renderAt('/sourcing-agent?threadId=7');
    expect(await screen.findByText('MOQ 300 is under your 500 units (15/15)')).toBeTruthy();
    const draft = screen.getByRole('button', { name: /Draft messages/ }) as HTMLButtonElement;
    expect(draft.disabled).toBe(true);
    fireEvent.click(screen.getByLabelText('Lisbon Knit (PT) — 82/100'));
    fireEvent.click(screen.getByRole('button', { name: 'Draft messages to 1 supplier' }));
    await waitFor(() =>
      expect(bodies.find((b) => b.path.endsWith('/7/shortlist'))?.body).toEqual({
        companyIds: [5],
        baseSeq: 7,
      }),
    );
    view.unmount();

    current = thread({
      step: 'CONFIRM',
      seq: 9,
      state: {
        techPackId: 40,
        drafts: {
          inNetwork: [{ companyId: 5, name: 'Lisbon Knit', message: 'Hello Lisbon Knit team,' }],
          expanded: [],
        },
      },
    });
    renderAt('/sourcing-agent?threadId=7');
    const box = await screen.findByLabelText('Message to Lisbon Knit');
    fireEvent.change(box, { target: { value: 'Olá! A quote for 500 tees, please.' } });
    expect((screen.getByRole('button', { name: 'Confirm and send' }) as HTMLButtonElement).disabled).toBe(
      true,
    );
    fireEvent.click(screen.getByRole('button', { name: 'Save edits' }));
    await waitFor(() =>
      expect(bodies.find((b) => b.path.endsWith('/7/drafts'))?.body).toEqual({
        drafts: {
          inNetwork: [{ companyId: 5, message: 'Olá! A quote for 500 tees, please.' }],
          expanded: [],
        },
        baseSeq: 9,
      }),
    );
  });

  it('shows a failed step with its reason and tries it again; shows the sent state', async () => {
    current = thread({
      step: 'MATCHING',
      status: 'FAILED',
      seq: 6,
      state: {
        techPackId: 40,
        failure: { step: 'MATCHING', reason: 'The AI service is unavailable — try again.' },
      },
    });
    const view = renderAt('/sourcing-agent?threadId=7');
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toContain('The AI service is unavailable');
    fireEvent.click(within(alert).getByRole('button', { name: 'Try again' }));
    await waitFor(() =>
      expect(bodies.find((b) => b.path.endsWith('/7/retry'))?.body).toEqual({ baseSeq: 6 }),
    );
    view.unmount();

    current = thread({ step: 'SENT', status: 'DONE', state: { sendResult: { sent: 2, failed: [] } } });
    renderAt('/sourcing-agent?threadId=7');
    expect(await screen.findByText('Messages sent')).toBeTruthy();
    expect(screen.getByText(/2 sent/)).toBeTruthy();
  });

  it('shows a running step, and offers to try again once it has run too long', async () => {
    current = thread({ step: 'MATCHING', status: 'RUNNING', updatedAt: new Date().toISOString() });
    const view = renderAt('/sourcing-agent?threadId=7');
    expect(await screen.findByText(/The agent is working on "Matching"/)).toBeTruthy();
    expect(screen.queryByRole('button', { name: /Try again/ })).toBeNull();
    view.unmount();
    current = thread({ step: 'MATCHING', status: 'RUNNING', updatedAt: '2020-01-01T00:00:00.000Z' });
    renderAt('/sourcing-agent?threadId=7');
    fireEvent.click(await screen.findByRole('button', { name: 'Still waiting? Try again' }));
    await waitFor(() =>
      expect(bodies.find((b) => b.path.endsWith('/7/retry'))?.body).toEqual({ baseSeq: 2 }),
    );
  });

  it('replays the thread at an earlier checkpoint', async () => {
    renderAt('/sourcing-agent?threadId=7');
    await screen.findByRole('navigation', { name: 'Agent steps' });
    fireEvent.change(screen.getByLabelText('Show the thread as it stood at'), { target: { value: '11' } });
    expect(await screen.findByText(/Replay of checkpoint 1/)).toBeTruthy();
    const calls = fetchMock.mock.calls.map(([u]) => String(u));
    expect(calls.some((u) => u.includes('/rest/main/agent/history-messages/7?checkpointId=11'))).toBe(true);
    expect(
      within(screen.getByRole('log', { name: 'Conversation' })).queryByText(/A few questions/),
    ).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Back to now' }));
    expect(await screen.findByText(/A few questions/)).toBeTruthy();
  });

  it('lists past threads and opens one', async () => {
    threads = [
      {
        id: 7,
        agentType: 'PACKAGING',
        title: 'Kraft mailer',
        step: 'REVIEW',
        status: 'WAITING',
        seq: 5,
        createdAt: at,
        updatedAt: at,
      },
    ];
    renderAt('/sourcing-agent');
    expect(await screen.findByRole('button', { name: 'Kraft mailer' })).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Kraft mailer' }));
    expect(await screen.findByRole('navigation', { name: 'Agent steps' })).toBeTruthy();
  });

  it('opens the thread of a tech pack from ?techPackId=', async () => {
    threads = [{ ...current, state: undefined }];
    renderAt('/sourcing-agent?techPackId=40');
    expect(await screen.findByRole('navigation', { name: 'Agent steps' })).toBeTruthy();
    const calls = fetchMock.mock.calls.map(([u]) => String(u));
    expect(calls.some((u) => u.includes('/rest/main/web/ai-sourcing-agents/threads?techPackId=40'))).toBe(
      true,
    );
  });

  it('says so when a thread cannot be loaded', async () => {
    renderAt('/sourcing-agent?threadId=999');
    expect(await screen.findByText("We couldn't load this thread")).toBeTruthy();
  });
});
