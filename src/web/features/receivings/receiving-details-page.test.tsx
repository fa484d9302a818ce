// @vitest-environment happy-dom
import { screen, within } from '@testing-library/react';
import { Route, Routes } from 'react-router';
import { beforeEach, describe, expect, it } from 'vitest';
import type { Receiving } from '../../../shared/contract/receivings';
import { jsonResponse as json, mockApi } from '../../test/mock-api';
import { renderWithProviders } from '../../test/render';
import ReceivingDetailsPage from './receiving-details-page';

const receiving = (over: Partial<Receiving> = {}): Receiving => ({
  id: 1,
  sn: 'RCV-7',
  storeId: 3,
  storeName: 'Lavender & Co.',
  source: 'ORDER',
  supplierName: 'Acme Mills',
  packageType: 'PARCEL',
  cartons: 2,
  carrier: 'UPS',
  trackingNumber: '1Z1',
  expectedDate: '2026-11-30',
  inboundStatus: 'RECEIVED_BY_PIETRA',
  inboundStatusLabel: 'Received by Quarry',
  receivingLevel: 'NONE',
  outcome: 'FORWARDED_TO_CREATOR',
  canceled: false,
  expectedUnits: 40,
  countedUnits: 0,
  lineCount: 1,
  checkedInAt: '2026-11-30T10:00:00.000Z',
  closedAt: '2026-11-30T11:00:00.000Z',
  createdAt: '2026-11-28T10:00:00.000Z',
  orderItemIds: [9],
  notes: null,
  cartonsCheckedIn: 2,
  forwardReason: 'Leaking batteries, unsafe to store',
  forwardTrackingNumber: '1ZFWD',
  lines: [
    {
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
    },
  ],
  timeline: [],
  ...over,
});

let current: Receiving = receiving();
mockApi((url) => {
  const path = new URL(url, 'http://x').pathname.replace('/rest/main', '');
  if (path === '/web/receivings/RCV-7') return json(current);
  return json({ message: 'Not found', code: 'NOT_FOUND' }, 404);
});

beforeEach(() => {
  current = receiving();
});

const renderPage = () =>
  renderWithProviders(
    <Routes>
      <Route path="/receivings/:sn/details" element={<ReceivingDetailsPage />} />
    </Routes>,
    { route: '/receivings/RCV-7/details' },
  );

describe('receiving details: forwarded to the founder', () => {
  it('says it was forwarded, why, and with which tracking number', async () => {
    renderPage();
    expect(await screen.findByRole('heading', { name: 'Receiving RCV-7' })).toBeTruthy();
    const alert = screen.getByRole('alert', { name: 'Forwarded to you' });
    expect(within(alert).getByText('Leaking batteries, unsafe to store')).toBeTruthy();
    expect(within(alert).getByText('1ZFWD')).toBeTruthy();
    expect(screen.getByText('Not counted · Forwarded to you')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Cancel receiving' })).toBeNull();
  });

  it('says when no forwarding tracking number was given', async () => {
    current = receiving({ forwardTrackingNumber: null });
    renderPage();
    expect(await screen.findByText('Not given')).toBeTruthy();
  });

  it('shows no forwarding for a receiving stored at the warehouse', async () => {
    current = receiving({
      outcome: 'STORED_AT_FBP',
      receivingLevel: 'RECEIVED',
      forwardReason: null,
      forwardTrackingNumber: null,
    });
    renderPage();
    expect(await screen.findByText('Received in full · Stored at the Quarry warehouse')).toBeTruthy();
    expect(screen.queryByText(/Forwarded to you/)).toBeNull();
  });
});
