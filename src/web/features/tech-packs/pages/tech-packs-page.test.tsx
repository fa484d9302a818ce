// @vitest-environment happy-dom
import { MantineProvider } from '@mantine/core';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { beforeEach, describe, expect, it } from 'vitest';
import type { TechPack } from '../../../../shared/contract/tech-packs';
import { theme } from '../../../app/theme';
import { jsonResponse as json, mockApi } from '../../../test/mock-api';
import { renderWithProviders } from '../../../test/render';
import { signInTestFounder } from '../../../test/tokens';
import TechPacksPage from './tech-packs-page';

const BASE = '/rest/main/web/ai-sourcing-agents-tech-pack';

const product = (version: number, unitCostCents = 410): TechPack => ({
  id: 5,
  agentType: 'DESIGN_SOURCE',
  kind: 'PRODUCT',
  productName: 'Organic cotton tee',
  currentVersion: version,
  createdAt: '2026-11-01T10:00:00.000Z',
  updatedAt: '2026-11-02T10:00:00.000Z',
  version,
  versionCreatedAt: '2026-11-02T10:00:00.000Z',
  versionCreatedBy: 'f@quarry.test',
  note: null,
  body: {
    kind: 'PRODUCT',
    productName: 'Organic cotton tee',
    styleNumber: 'QT-001',
    billOfMaterials: [{ component: 'Body', material: 'Jersey', quantity: 2, unit: 'm', unitCostCents }],
    colourways: [{ name: 'Bone' }, { name: 'Ink' }],
    sizeRange: ['S', 'M'],
    quantities: [{ size: 'M', colourway: 'Bone', quantity: 200 }],
  },
});

const packaging: TechPack = {
  ...product(1),
  id: 8,
  agentType: 'PACKAGING',
  kind: 'PACKAGING',
  productName: 'Tee mailer',
  body: {
    kind: 'PACKAGING',
    productName: 'Tee mailer',
    boxType: 'MAILER',
    internalDimensionsIn: { length: 10, width: 8, height: 2 },
    board: 'E-flute kraft',
    quantity: 1000,
    tolerancePercent: 5,
  },
};

type Call = { method: string; path: string; body: unknown };
let calls: Call[] = [];
let answers: Record<string, () => Response> = {};

mockApi(async (url, init) => {
  const u = new URL(url, 'http://x');
  const method = init?.method ?? 'GET';
  calls.push({
    method,
    path: u.pathname + u.search,
    body: init?.body ? JSON.parse(String(init.body)) : undefined,
  });
  const answer = answers[`${method} ${u.pathname}${u.search}`] ?? answers[`${method} ${u.pathname}`];
  return answer ? answer() : json({ message: 'Not found', code: 'NOT_FOUND' }, 404);
});

beforeEach(() => {
  calls = [];
  answers = {
    [`GET ${BASE}/5`]: () => json(product(2)),
    [`GET ${BASE}/8`]: () => json(packaging),
    'GET /rest/main/web/ai-products': () => json([]),
  };
  signInTestFounder();
});

/** The page in a data router, as the app mounts it (the unsaved-changes guard needs one). */
function renderAt(route: string) {
  const router = createMemoryRouter(
    [
      { path: '/sourcing-agent-review', element: <TechPacksPage /> },
      { path: '/sourcing-agent', element: <p>the agent</p> },
    ],
    { initialEntries: [route] },
  );
  renderWithProviders(<div />); // installs happy-dom's missing media-query and observer stand-ins
  const client = new QueryClient({
    defaultOptions: { queries: { retry: false }, mutations: { retry: false } },
  });
  render(
    <MantineProvider theme={theme}>
      <QueryClientProvider client={client}>
        <RouterProvider router={router} />
      </QueryClientProvider>
    </MantineProvider>,
  );
  return router;
}

const puts = () => calls.filter((c) => c.method === 'PUT');
const setUnitCost = (value: string) =>
  fireEvent.change(screen.getByLabelText('Unit cost, line 1'), { target: { value } });

describe('the tech pack editor', () => {
  it('opens by techPackId on the asked section, with the BOM cost and total and a way back to the agent', async () => {
    renderAt('/sourcing-agent-review?techPackId=5&step=materials&threadId=t-9');
    expect(await screen.findByRole('heading', { level: 1, name: 'Organic cotton tee' })).toBeTruthy();
    expect(screen.getByRole('heading', { level: 2, name: 'Bill of materials' })).toBeTruthy();
    expect(screen.getByRole('region', { name: 'Bill of materials lines' })).toBeTruthy();
    expect(screen.getByTestId('bom-total').textContent).toBe('$8.20');
    const nav = screen.getByRole('navigation', { name: 'Tech pack sections' });
    expect(within(nav).getByRole('link', { name: 'Bill of materials' }).getAttribute('aria-current')).toBe(
      'step',
    );
    expect(screen.getByRole('link', { name: /Back to the sourcing agent/ }).getAttribute('href')).toBe(
      '/sourcing-agent?threadId=t-9',
    );
  });

  it('saves an edited BOM row from the version it opened, and shows the new version', async () => {
    answers[`PUT ${BASE}/5`] = () => json(product(3, 1250));
    renderAt('/sourcing-agent-review?techPackId=5&step=materials');
    await screen.findByLabelText('Unit cost, line 1');
    setUnitCost('12.50');
    await waitFor(() => expect(screen.getByTestId('bom-total').textContent).toBe('$25.00'));
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(puts()).toHaveLength(1));
    const body = puts()[0]!.body as { baseVersion: number; body: TechPack['body'] };
    expect(body.baseVersion).toBe(2);
    expect(body.body.kind === 'PRODUCT' && body.body.billOfMaterials?.[0]?.unitCostCents).toBe(1250);
    expect(await screen.findByText(/version 3 of 3/)).toBeTruthy();
  });

  it('keeps the edits on a 409 and saves them on top of the newer version when asked', async () => {
    answers[`PUT ${BASE}/5`] = () =>
      json(
        { message: 'This tech pack changed since you opened it (version 3); reload it', code: 'CONFLICT' },
        409,
      );
    renderAt('/sourcing-agent-review?techPackId=5&step=materials');
    await screen.findByLabelText('Unit cost, line 1');
    setUnitCost('9.99');
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toContain('changed since you opened it');
    expect(alert.textContent).toContain('Your edits are still here');
    expect((screen.getByLabelText('Unit cost, line 1') as HTMLInputElement).value).toBe('$9.99');

    answers[`GET ${BASE}/5`] = () => json(product(3, 500));
    answers[`PUT ${BASE}/5`] = () => json(product(4, 999));
    fireEvent.click(within(alert).getByRole('button', { name: 'Save my edits on top' }));
    await waitFor(() => expect(puts()).toHaveLength(2));
    const second = puts()[1]!.body as { baseVersion: number; body: TechPack['body'] };
    expect(second.baseVersion).toBe(3);
    expect(second.body.kind === 'PRODUCT' && second.body.billOfMaterials?.[0]?.unitCostCents).toBe(999);
    expect(await screen.findByText(/version 4 of 4/)).toBeTruthy();
  });

  it('shows the contract’s message for a bad field and sends nothing', async () => {
    renderAt('/sourcing-agent-review?techPackId=5&step=commercial');
    fireEvent.change(await screen.findByLabelText(/HTS candidate/), { target: { value: '6109.10' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect((await screen.findAllByText(/An 8-digit HTS code/)).length).toBeGreaterThan(0);
    expect(puts()).toHaveLength(0);
  });

  it('views an older version read-only and restores it', async () => {
    answers[`GET ${BASE}/5/versions`] = () =>
      json([
        { version: 2, createdAt: '2026-11-02T10:00:00.000Z', createdBy: 'f@quarry.test', note: null },
        { version: 1, createdAt: '2026-11-01T10:00:00.000Z', createdBy: 'f@quarry.test', note: null },
      ]);
    answers[`GET ${BASE}/5?version=1`] = () => json({ ...product(1), currentVersion: 2 });
    answers[`POST ${BASE}/5/restore`] = () => json({ ...product(3), note: 'Restored version 1' });
    const router = renderAt('/sourcing-agent-review?techPackId=5');
    fireEvent.click(await screen.findByRole('button', { name: 'Version history' }));
    fireEvent.click(await screen.findByRole('button', { name: 'View version 1' }));
    expect(await screen.findByText('You are viewing version 1 (read-only)')).toBeTruthy();
    expect(router.state.location.search).toContain('version=1');
    expect(screen.queryByRole('button', { name: 'Save' })).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Restore this version' }));
    await waitFor(() => expect(calls.some((c) => c.method === 'POST')).toBe(true));
    expect(calls.find((c) => c.method === 'POST')!.body).toEqual({ version: 1, baseVersion: 2 });
    await waitFor(() => expect(router.state.location.search).not.toContain('version='));
    expect(await screen.findByText(/version 3 of 3/)).toBeTruthy();
  });

  it('asks before leaving with unsaved edits', async () => {
    const router = renderAt('/sourcing-agent-review?techPackId=5&step=materials');
    await screen.findByLabelText('Unit cost, line 1');
    setUnitCost('3.00');
    await act(() => router.navigate('/sourcing-agent'));
    expect(await screen.findByText('Leave without saving?')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Stay and keep editing' }));
    expect(router.state.location.pathname).toBe('/sourcing-agent-review');
    expect((screen.getByLabelText('Unit cost, line 1') as HTMLInputElement).value).toBe('$3');
  });

  it('edits a packaging tech pack by its own sections', async () => {
    answers[`PUT ${BASE}/8`] = () => json({ ...packaging, version: 2, currentVersion: 2 });
    renderAt('/sourcing-agent-review?techPackId=8&step=box');
    expect(await screen.findByRole('heading', { level: 2, name: 'Box and dimensions' })).toBeTruthy();
    const nav = screen.getByRole('navigation', { name: 'Tech pack sections' });
    expect(
      within(nav)
        .getAllByRole('link')
        .map((l) => l.textContent),
    ).toEqual([
      'Overview',
      'Box and dimensions',
      'Board and strength',
      'Print and finish',
      'Inserts and dieline',
      'Quantity and commercial terms',
    ]);
    expect(screen.getByDisplayValue('Mailer box')).toBeTruthy();
    const lengths = screen.getAllByLabelText('Length') as HTMLInputElement[];
    expect(lengths[0]!.value).toBe('10');
    fireEvent.change(lengths[1]!, { target: { value: '10.5' } });
    // Half a set of dimensions is refused by the contract before anything is sent.
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect((await screen.findAllByText(/external dimensions in › width/)).length).toBeGreaterThan(0);
    expect(puts()).toHaveLength(0);
    fireEvent.change(screen.getAllByLabelText('Width')[1]!, { target: { value: '8.5' } });
    fireEvent.change(screen.getAllByLabelText('Height')[1]!, { target: { value: '2.25' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(puts()).toHaveLength(1));
    const sent = puts()[0]!.body as { baseVersion: number; body: TechPack['body'] };
    expect(sent.baseVersion).toBe(1);
    expect(sent.body.kind === 'PACKAGING' && sent.body.externalDimensionsIn).toEqual({
      length: 10.5,
      width: 8.5,
      height: 2.25,
    });
  });
});

describe('the tech packs list', () => {
  it('shows the empty state with a link to the sourcing agent', async () => {
    answers[`GET ${BASE}/-/history-tech-packs`] = () => json([]);
    answers[`GET ${BASE}/-/history-tech-packs/action/count`] = () => json({ count: 0 });
    renderAt('/sourcing-agent-review');
    expect(await screen.findByText('No tech packs yet.')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Start with the AI sourcing agent' }).getAttribute('href')).toBe(
      '/sourcing-agent',
    );
  });

  it('lists the store’s tech packs, each opening its editor', async () => {
    answers[`GET ${BASE}/-/history-tech-packs?page=0&size=20`] = () => json([product(2), packaging]);
    answers[`GET ${BASE}/-/history-tech-packs/action/count`] = () => json({ count: 2 });
    renderAt('/sourcing-agent-review');
    const table = await screen.findByRole('region', { name: 'Your tech packs' });
    expect(within(table).getByRole('link', { name: 'Tee mailer' }).getAttribute('href')).toBe(
      '/sourcing-agent-review?techPackId=8',
    );
  });
});
