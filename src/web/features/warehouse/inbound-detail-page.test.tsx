// @vitest-environment happy-dom
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { Route, Routes } from 'react-router';
import { beforeEach, describe, expect, it } from 'vitest';
import type { Receiving, ReceivingLine } from '../../../shared/contract/receivings';
import { jsonResponse as json, mockApi } from '../../test/mock-api';
import { renderWithProviders } from '../../test/render';
import InboundDetailPage from './inbound-detail-page';

const line = (over: Partial<ReceivingLine> = {}): ReceivingLine => ({
  id: 11,
  skuId: 5,
  sku: 'TOTE-NAT',
  title: 'Canvas tote',
  variantLabel: '—',
  expectedQty: 40,
  receivedQty: 0,
  damagedQty: 0,
  committedQty: 0,
  damagedCommittedQty: 0,
  discrepancy: 0,
  bin: null,
  countedAt: null,
  stockStatus: 'OUT_OF_STOCK',
  ...over,
});

const receiving = (over: Partial<Receiving> = {}): Receiving => ({
  id: 1,
  sn: 'RCV-1',
  storeId: 3,
  storeName: 'Lavender & Co.',
  source: 'OFF_PLATFORM',
  supplierName: 'Acme Mills',
  packageType: 'PARCEL',
  cartons: 2,
  carrier: null,
  trackingNumber: null,
  expectedDate: '2026-11-30',
  inboundStatus: 'RECEIVED_BY_PIETRA',
  inboundStatusLabel: 'Received by Quarry',
  receivingLevel: 'NONE',
  outcome: null,
  canceled: false,
  expectedUnits: 40,
  countedUnits: 0,
  lineCount: 1,
  checkedInAt: '2026-11-30T10:00:00.000Z',
  closedAt: null,
  createdAt: '2026-11-28T10:00:00.000Z',
  orderItemIds: [],
  notes: null,
  cartonsCheckedIn: 2,
  forwardReason: null,
  forwardTrackingNumber: null,
  lines: [line()],
  timeline: [],
  ...over,
});

let current: Receiving = receiving();
let refusal: string | null = null;
const fetchMock = mockApi((url, init) => {
  const path = new URL(url, 'http://x').pathname.replace('/rest/main', '');
  if (path === '/warehouse/receivings/RCV-1/forward' && init?.method === 'POST') {
    if (refusal) return json({ message: refusal, code: 'CONFLICT' }, 409);
    const body = JSON.parse(String(init.body));
    current = receiving({
      outcome: 'FORWARDED_TO_CREATOR',
      closedAt: '2026-11-30T11:00:00.000Z',
      forwardReason: body.reason,
      forwardTrackingNumber: body.trackingNumber ?? null,
    });
    return json(current);
  }
  if (path === '/warehouse/receivings/RCV-1') return json(current);
  return json({ message: 'Not found', code: 'NOT_FOUND' }, 404);
});

const forwardCalls = () =>
  fetchMock.mock.calls.filter(([u]) => String(u).endsWith('/warehouse/receivings/RCV-1/forward'));

beforeEach(() => {
  current = receiving();
  refusal = null;
});

const renderPage = () =>
  renderWithProviders(
    <Routes>
      <Route path="/warehouse/inbound/:sn" element={<InboundDetailPage />} />
    </Routes>,
    { route: '/warehouse/inbound/RCV-1' },
  );

describe('inbound detail: forward to the founder', () => {
  it('asks for a reason, then forwards with the tracking number and shows the outcome', async () => {
    renderPage();
    fireEvent.click(await screen.findByRole('button', { name: 'Forward to founder' }));
    const dialog = await screen.findByRole('form', { name: 'Forward to the founder' });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Forward to founder' }));
    expect(await within(dialog).findByText('Say why the goods are forwarded instead of stored')).toBeTruthy();
    expect(forwardCalls()).toHaveLength(0);

    fireEvent.change(within(dialog).getByLabelText(/Reason/), {
      target: { value: 'Leaking batteries' },
    });
    fireEvent.change(within(dialog).getByLabelText(/Forwarding tracking number/), {
      target: { value: '1ZFWD' },
    });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Forward to founder' }));
    await waitFor(() => expect(forwardCalls()).toHaveLength(1));
    expect(JSON.parse(String(forwardCalls()[0]![1]?.body))).toEqual({
      reason: 'Leaking batteries',
      trackingNumber: '1ZFWD',
    });
    expect(await screen.findByText('Forwarded to the founder')).toBeTruthy();
    expect(screen.getByText(/Leaking batteries · Tracking 1ZFWD/)).toBeTruthy();
    expect(screen.queryByRole('button', { name: /Close as/ })).toBeNull();
  });

  it("shows the server's refusal in the dialog", async () => {
    refusal = '2 unit(s) of this receiving are already in stock; close it as stored instead of forwarding';
    renderPage();
    fireEvent.click(await screen.findByRole('button', { name: 'Forward to founder' }));
    const dialog = await screen.findByRole('form', { name: 'Forward to the founder' });
    fireEvent.change(within(dialog).getByLabelText(/Reason/), { target: { value: 'Unlabelled' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Forward to founder' }));
    expect((await within(dialog).findByRole('alert')).textContent).toContain('close it as stored');
  });

  it('offers no forwarding once units of the receiving are in stock', async () => {
    current = receiving({
      receivingLevel: 'PARTIAL',
      lines: [
        line({ receivedQty: 10, committedQty: 10, countedAt: '2026-11-30T10:30:00.000Z', bin: 'A-01-1' }),
      ],
    });
    renderPage();
    expect(await screen.findByRole('button', { name: 'Close as partial' })).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Forward to founder' })).toBeNull();
  });
});
