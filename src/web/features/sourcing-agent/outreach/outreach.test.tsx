// @vitest-environment happy-dom
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { Route, Routes } from 'react-router';
import { beforeEach, describe, expect, it } from 'vitest';
import type { ExpandedNetworkRecord } from '../../../../shared/contract/agent-outreach';
import type { AgentThread } from '../../../../shared/contract/agent-threads';
import { jsonResponse as json, mockApi } from '../../../test/mock-api';
import { renderWithProviders } from '../../../test/render';
import { signInTestFounder } from '../../../test/tokens';
import SourcingAgentPage from '../pages/sourcing-agent-page';
import { parseSupplierList } from './supplier-csv';

const at = '2026-11-27T06:00:00.000Z';
const shortlistThread = {
  id: 7,
  agentType: 'DESIGN_SOURCE',
  title: 'Organic cotton tee, 500 units',
  step: 'SHORTLIST',
  status: 'WAITING',
  seq: 7,
  createdAt: at,
  updatedAt: at,
  checkpointId: 12,
  messages: [],
  checkpoints: [{ id: 12, seq: 7, step: 'SHORTLIST', status: 'WAITING', createdAt: at }],
  state: {
    idea: 'Organic cotton tee, 500 units',
    brief: { productName: 'Organic cotton tee', quantity: 500 },
    questions: [],
    techPackId: 40,
    approvedVersion: 3,
    matches: [
      {
        supplierId: 5,
        name: 'Lisbon Knit',
        countryCode: 'PT',
        isExpandedNetwork: false,
        score: 82,
        reasons: [],
      },
    ],
    shortlist: null,
    drafts: null,
    sendResult: null,
    failure: null,
  },
} as unknown as AgentThread;

const record = (over: Partial<ExpandedNetworkRecord>): ExpandedNetworkRecord => ({
  id: 301,
  name: 'Dhaka Cotton Works',
  city: 'Dhaka',
  countryCode: 'BD',
  category: 'T-shirts',
  capabilities: ['Organic cotton', 'Screen print'],
  description: 'Knit tees',
  moq: 300,
  unitPriceFromCents: 420,
  yearFounded: 2004,
  employees: 400,
  fit: 3,
  contactStatus: 'NOT_REQUESTED',
  contact: null,
  ...over,
});

let current: AgentThread = shortlistThread;
let records: ExpandedNetworkRecord[] = [];
let listReadsAfterLoad = 0;
let senders: unknown[] = [];
let analyzeAnswer: () => Response = () => json({}, 500);
let membersCount = 4;
const bodies: { path: string; method: string; body: unknown }[] = [];

const fetchMock = mockApi(async (url, init) => {
  const u = new URL(url, 'http://x');
  const method = init?.method ?? 'GET';
  const body = init?.body ? JSON.parse(String(init.body)) : undefined;
  if (method !== 'GET') bodies.push({ path: u.pathname, method, body });
  const p = u.pathname.replace('/rest/main', '');
  if (p === '/commons/event-analyses/report') return json({ accepted: true });
  if (p === '/web/ai-sourcing-agents/threads') return json([]);
  if (p === '/web/ai-sourcing-agents/threads/7') return json(current);
  if (p.startsWith('/web/ai-sourcing-agents/threads/7/')) return json(current);
  if (p === '/web/ai-sourcing-agents/-/expanded-network-records') {
    // The job reads the contact while the page polls: LOADING on the first read after the request, then SUCCESS.
    if (records.some((r) => r.contactStatus === 'LOADING')) {
      listReadsAfterLoad++;
      if (listReadsAfterLoad > 1)
        records = records.map((r) =>
          r.contactStatus === 'LOADING'
            ? {
                ...r,
                contactStatus: 'SUCCESS',
                contact: {
                  name: 'Rahim Uddin',
                  email: 'rahim@dhakacotton.example',
                  phone: '+880 2 555 0101',
                  website: 'https://dhakacotton.example',
                },
              }
            : r,
        );
    }
    return json(records.slice(0, Number(u.searchParams.get('size') ?? 20)));
  }
  if (p === '/web/ai-sourcing-agents/-/expanded-network-records/301/contact') {
    records = records.map((r) => (r.id === 301 ? { ...r, contactStatus: 'LOADING' } : r));
    return json({ recordId: 301, contactStatus: 'LOADING' });
  }
  if (p === '/web/ai-sourcing-agents/-/send-factories-contact-info')
    return json({ emailId: 9, companyIds: body.companyIds, unknownCompanyIds: [] });
  if (p === '/web/ai-sourcing-agents/-/analyze-suppliers-info') return analyzeAnswer();
  if (p === '/web/ai-sourcing-agents/-/senders' && method === 'GET') return json(senders);
  if (p === '/web/ai-sourcing-agents/-/senders' && method === 'POST')
    return json({ id: 2, email: body.email, verified: false, createdAt: at });
  if (p === '/web/ai-sourcing-agents/-/senders/verify')
    return json({ id: 2, email: 'me@brand.example', verified: true, createdAt: at });
  if (p === '/web/ai-sourcing-agents-tech-pack/-/history-tech-packs')
    return json([
      {
        id: 40,
        agentType: 'DESIGN_SOURCE',
        kind: 'PRODUCT',
        productName: 'Organic cotton tee',
        currentVersion: 3,
        createdAt: at,
        updatedAt: at,
      },
    ]);
  if (p === '/web/ai-sourcing-agents/-/send-emails-by-own-email')
    return json({
      from: 'me@brand.example',
      sent: [{ email: 'sales@lisbonknit.example', name: 'Lisbon Knit', emailId: 11 }],
      skipped: [{ email: 'hi@porto.example', reason: 'ALREADY_SENT' }],
    });
  if (p === '/web/ai-sourcing-agents-members/membership/count') return json({ count: membersCount });
  if (p === '/web/ai-sourcing-agents-members' && method === 'POST') {
    membersCount++;
    return json({ storeId: 3, email: body.email ?? 'f@quarry.test', note: body.note ?? null, joinedAt: at });
  }
  return json({ message: 'Not found' }, 404);
});

beforeEach(() => {
  current = shortlistThread;
  records = [record({}), record({ id: 302, name: 'Hanoi Garments', countryCode: 'VN', fit: 1 })];
  listReadsAfterLoad = 0;
  senders = [];
  membersCount = 4;
  analyzeAnswer = () => json({}, 500);
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
const sent = (suffix: string) => bodies.find((b) => b.path.endsWith(suffix))?.body;

describe('the expanded network on the shortlist', () => {
  it('loads a contact (LOADING, polled until SUCCESS) and emails the ticked contacts to the founder', async () => {
    renderAt('/sourcing-agent?threadId=7');
    expect(await screen.findByText('Dhaka Cotton Works (BD)')).toBeTruthy();
    const calls = fetchMock.mock.calls.map(([u]) => String(u));
    expect(
      calls.some((u) => /expanded-network-records\?.*techPackId=40/.test(u) && u.includes('size=10')),
    ).toBe(true);
    fireEvent.click(screen.getByRole('button', { name: 'Load contact of Dhaka Cotton Works' }));
    expect(await screen.findByText('Loading the contact…')).toBeTruthy();
    expect(screen.getByText('Loading 1 contact…').getAttribute('aria-live')).toBe('polite');
    const contact = await screen.findByLabelText('Contact of Dhaka Cotton Works', {}, { timeout: 6000 });
    expect(within(contact).getByText('rahim@dhakacotton.example')).toBeTruthy();
    expect(screen.queryByText('Loading the contact…')).toBeNull();

    fireEvent.click(screen.getByLabelText('Dhaka Cotton Works (BD)'));
    expect((screen.getByLabelText('Your email') as HTMLInputElement).value).toBe('f@quarry.test');
    fireEvent.click(screen.getByRole('button', { name: 'Email me these contacts' }));
    expect(await screen.findByText(/The contact of 1 factory is on its way/)).toBeTruthy();
    expect(sent('/send-factories-contact-info')).toEqual({ userEmail: 'f@quarry.test', companyIds: [301] });
  }, 10_000);

  it('shows ten more factories at a time until there are no more', async () => {
    records = Array.from({ length: 25 }, (_, i) => record({ id: 400 + i, name: `Mill ${i + 1}` }));
    renderAt('/sourcing-agent?threadId=7');
    expect(await screen.findByText('Mill 10 (BD)')).toBeTruthy();
    expect(screen.queryByText('Mill 11 (BD)')).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Show 10 more factories' }));
    expect(await screen.findByText('Mill 20 (BD)')).toBeTruthy();
    // The first ten stay on screen while the next page loads.
    expect(screen.getByText('Mill 1 (BD)')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Show 10 more factories' }));
    expect(await screen.findByText('Mill 25 (BD)')).toBeTruthy();
    await waitFor(() => expect(screen.queryByRole('button', { name: 'Show 10 more factories' })).toBeNull());
    const sizes = fetchMock.mock.calls
      .map(([u]) => new URL(String(u), 'http://x'))
      .filter((u) => u.pathname.endsWith('/expanded-network-records'))
      .map((u) => u.searchParams.get('size'));
    expect(new Set(sizes)).toEqual(new Set(['10', '20', '30']));
  });

  it('adds ticked records to the shortlist as expandedRecordIds', async () => {
    renderAt('/sourcing-agent?threadId=7');
    fireEvent.click(await screen.findByLabelText('Hanoi Garments (VN)'));
    fireEvent.click(screen.getByLabelText('Lisbon Knit (PT) — 82/100'));
    fireEvent.click(screen.getByRole('button', { name: 'Draft messages to 2 suppliers' }));
    await waitFor(() =>
      expect(sent('/7/shortlist')).toEqual({ companyIds: [5], expandedRecordIds: [302], baseSeq: 7 }),
    );
  });

  it('names the expanded-network factories in the drafts to confirm', async () => {
    current = {
      ...shortlistThread,
      step: 'CONFIRM',
      state: {
        ...shortlistThread.state,
        drafts: { inNetwork: [], expanded: [{ recordId: 302, message: 'Hello Hanoi Garments,' }] },
      },
    } as AgentThread;
    renderAt('/sourcing-agent?threadId=7');
    expect(await screen.findByLabelText('Message to Hanoi Garments')).toBeTruthy();
  });
});

describe('outreach tools', () => {
  it('analyzes a supplier site into a profile, and shows the server refusal', async () => {
    analyzeAnswer = () =>
      json({
        url: 'https://dhakacotton.example/',
        name: 'Dhaka Cotton Works',
        description: 'Organic knitwear since 2004',
        products: ['T-shirts', 'Hoodies'],
        contact: { emails: ['sales@dhakacotton.example'], phones: ['+880 2 555 0101'] },
        countryGuess: 'BD',
        countryReason: 'The phone number starts with +880',
      });
    renderAt('/sourcing-agent');
    fireEvent.change(await screen.findByLabelText(/Supplier's website/), {
      target: { value: 'https://dhakacotton.example' },
    });
    fireEvent.click(screen.getByRole('button', { name: 'Analyze' }));
    const profile = await screen.findByRole('region', { name: 'Supplier profile' });
    expect(within(profile).getByText('Hoodies')).toBeTruthy();
    expect(within(profile).getByText('sales@dhakacotton.example')).toBeTruthy();
    expect(within(profile).getByText(/BD — The phone number starts with \+880/)).toBeTruthy();
    expect(sent('/analyze-suppliers-info')).toEqual({ supplierUrl: 'https://dhakacotton.example' });

    analyzeAnswer = () =>
      json(
        { code: 'UNPROCESSABLE', message: 'That address is private: only public web pages are read.' },
        422,
      );
    fireEvent.change(screen.getByLabelText(/Supplier's website/), { target: { value: 'http://10.0.0.1' } });
    fireEvent.click(screen.getByRole('button', { name: 'Analyze' }));
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toContain('That address is private');
    expect(screen.queryByRole('region', { name: 'Supplier profile' })).toBeNull();
  });

  it('keeps the own-email form disabled without a verified sender, registers one', async () => {
    senders = [{ id: 2, email: 'me@brand.example', verified: false, createdAt: at }];
    renderAt('/sourcing-agent');
    fireEvent.click(await screen.findByRole('tab', { name: 'Send from your email' }));
    expect(
      await screen.findByText(/Sending is off until one of your sender addresses is verified/),
    ).toBeTruthy();
    expect(screen.getByLabelText('Subject').closest('fieldset')?.disabled).toBe(true);
    expect((screen.getByRole('button', { name: /Send 0 emails/ }) as HTMLButtonElement).disabled).toBe(true);
    expect(await screen.findByText('Waiting for verification')).toBeTruthy();
    fireEvent.change(screen.getByLabelText('Sender address'), { target: { value: 'ops@brand.example' } });
    fireEvent.click(screen.getByRole('button', { name: 'Register sender' }));
    expect(await screen.findByText('Check your inbox')).toBeTruthy();
    expect(sent('/senders')).toEqual({ email: 'ops@brand.example' });
  });

  it('verifies a sender from the emailed link', async () => {
    renderAt('/sourcing-agent?verifySender=abcdefghijklmnopqrstuvwxyz');
    expect(await screen.findByText('Sender verified')).toBeTruthy();
    expect(sent('/senders/verify')).toEqual({ token: 'abcdefghijklmnopqrstuvwxyz' });
  });

  it('sends from the verified sender to a CSV list and typed rows', async () => {
    senders = [{ id: 2, email: 'me@brand.example', verified: true, createdAt: at }];
    renderAt('/sourcing-agent');
    fireEvent.click(await screen.findByRole('tab', { name: 'Send from your email' }));
    expect(await screen.findByText('me@brand.example', { selector: 'b' })).toBeTruthy();
    const csv = 'name,email\nLisbon Knit,sales@lisbonknit.example\nBroken row,not-an-email\n';
    const file = new File([csv], 'suppliers.csv', { type: 'text/csv' });
    fireEvent.change(screen.getByLabelText('Supplier list (CSV file)'), { target: { files: [file] } });
    expect(await screen.findByText(/suppliers.csv: 1 supplier read/)).toBeTruthy();
    expect(screen.getByText(/Line 3:/).textContent).toContain('such as name@company.example');
    fireEvent.change(screen.getByLabelText('Or type suppliers'), {
      target: { value: 'Porto Tees, hi@porto.example' },
    });
    await waitFor(() =>
      expect(screen.getByRole('option', { name: 'Organic cotton tee (version 3)' })).toBeTruthy(),
    );
    fireEvent.change(screen.getByLabelText('Tech pack'), { target: { value: '40' } });
    fireEvent.change(screen.getByLabelText('Subject'), { target: { value: 'Tees for {name}' } });
    fireEvent.change(screen.getByLabelText('Email'), { target: { value: 'Hello {name}, a quote please.' } });
    fireEvent.click(screen.getByRole('button', { name: 'Send 2 emails' }));
    expect(await screen.findByText(/1 sent from me@brand.example, 1 skipped/)).toBeTruthy();
    expect(sent('/send-emails-by-own-email')).toEqual({
      uploadSuppliers: [
        { name: 'Lisbon Knit', email: 'sales@lisbonknit.example' },
        { name: 'Porto Tees', email: 'hi@porto.example' },
      ],
      emailSubject: 'Tees for {name}',
      emailBody: 'Hello {name}, a quote please.',
      techPackId: 40,
    });
  });

  it('joins the membership and shows the count', async () => {
    renderAt('/sourcing-agent');
    fireEvent.click(await screen.findByRole('tab', { name: 'Membership' }));
    expect(await screen.findByText('4 stores on the list')).toBeTruthy();
    fireEvent.change(screen.getByLabelText(/Note/), { target: { value: 'Packaging too' } });
    fireEvent.click(screen.getByRole('button', { name: 'Join the membership' }));
    expect(await screen.findByText('You are on the list as f@quarry.test.')).toBeTruthy();
    expect(sent('/web/ai-sourcing-agents-members')).toEqual({
      email: 'f@quarry.test',
      note: 'Packaging too',
    });
    expect(await screen.findByText('5 stores on the list')).toBeTruthy();
  });
});

describe('parseSupplierList', () => {
  it('reads a header in any order, quoted fields, and reports bad lines by number', () => {
    const out = parseSupplierList('email,name\n"a@b.example","Knit, Ltd"\n\nx@y.example,\n');
    expect(out.rows).toEqual([{ name: 'Knit, Ltd', email: 'a@b.example' }]);
    expect(out.errors).toEqual([{ line: 4, message: 'Enter the supplier name' }]);
  });
});
