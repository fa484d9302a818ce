// @vitest-environment happy-dom
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { SupplierProfile } from '../../../../shared/contract/supplier-portal';
import { jsonResponse as json, mockApi } from '../../../test/mock-api';
import { renderWithProviders } from '../../../test/render';
import SupplierProfilePage from './profile-page';

const profile: SupplierProfile = {
  id: 7,
  name: 'Ohio Candles',
  description: 'Hand-poured soy candles.',
  logoUrl: '/rest/main/catalog-images/companies/7',
  hasCustomLogo: false,
  countryCode: 'US',
  region: 'NA',
  tariffRatePercent: 0,
  capabilities: ['Private label'],
  baseProducts: ['Jar candles'],
  categoryIds: [12],
  tabs: ['PRODUCTS'],
  moq: 100,
  samplePriceCents: 1500,
  productionDays: 21,
  isOnlineNow: true,
  orderVolume: 1234,
  firstEnabledAt: '2025-03-05T12:00:00.000Z',
  reviewAverage: 4.5,
  reviewCount: 8,
  isVerified: true,
  isExpandedNetwork: false,
};

let answerPut: (body: unknown) => Response = (body) => json({ ...profile, ...(body as object) });
const fetchMock = mockApi((url, init) => {
  const path = new URL(url, 'http://x').pathname.replace('/rest/main', '');
  if (path === '/web/supplier-portal/profile' && init?.method === 'PUT')
    return answerPut(JSON.parse(String(init.body)));
  if (path === '/web/supplier-portal/profile') return json(profile);
  if (path === '/web/supplier-portal/countries')
    return json([{ countryCode: 'US', name: 'United States', region: 'NA', tariffRatePercent: 0 }]);
  if (path === '/web/supplier-portal/categories')
    return json([{ id: 12, tab: 'PRODUCTS', vertical: 'Home', group: 'Candles', subgroup: 'Jar candles' }]);
  return json([]);
});

const puts = () => fetchMock.mock.calls.filter(([, init]) => init?.method === 'PUT');
const field = (label: RegExp) => screen.getByLabelText(label) as HTMLInputElement;

describe('the supplier profile page', () => {
  it('shows what Quarry keeps, and saves the edited profile and capabilities', async () => {
    answerPut = (body) => json({ ...profile, ...(body as object) });
    renderWithProviders(<SupplierProfilePage />, { route: '/supplier/profile' });
    await waitFor(() => expect(field(/^Company name/).value).toBe('Ohio Candles'));
    expect(screen.getByText('On Quarry since').nextElementSibling?.textContent).toBe('March 5, 2025');
    expect(screen.getByText('4.5 ★ (8)')).toBeTruthy();

    fireEvent.change(field(/^Company name/), { target: { value: 'Ohio Candle Works' } });
    // A combobox takes typing only while focused (autofill is told apart that way), as a user types.
    const capabilities = screen.getByRole('combobox', { name: /^Capabilities/ });
    capabilities.focus();
    fireEvent.change(capabilities, { target: { value: 'Low MOQ' } });
    fireEvent.keyDown(capabilities, { key: 'Enter' });
    fireEvent.click(screen.getByRole('checkbox', { name: 'Custom MOQ' }));
    expect(field(/^MOQ \(units\)/).disabled).toBe(true);
    fireEvent.change(field(/^Sample price/), { target: { value: '12.5' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save profile' }));

    await waitFor(() => expect(puts()).toHaveLength(1));
    expect(JSON.parse(String(puts()[0]![1]?.body))).toEqual({
      name: 'Ohio Candle Works',
      description: 'Hand-poured soy candles.',
      logoUrl: null,
      countryCode: 'US',
      capabilities: ['Private label', 'Low MOQ'],
      baseProducts: ['Jar candles'],
      categoryIds: [12],
      moq: null,
      samplePriceCents: 1250,
      productionDays: 21,
      isOnlineNow: true,
    });
  });

  it('names a blank field and sends nothing, then places the server’s own field error', async () => {
    answerPut = () =>
      json(
        {
          code: 'INVALID',
          message: 'Check the form',
          details: [{ path: 'body.samplePriceCents', message: 'A sample costs at most $1,000' }],
        },
        400,
      );
    renderWithProviders(<SupplierProfilePage />, { route: '/supplier/profile' });
    await waitFor(() => expect(field(/^Company name/).value).toBe('Ohio Candles'));
    fireEvent.change(field(/^Production time/), { target: { value: '' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save profile' }));
    expect(await screen.findByText('Enter your production time')).toBeTruthy();
    expect(puts()).toHaveLength(0);

    fireEvent.change(field(/^Production time/), { target: { value: '30' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save profile' }));
    expect(await screen.findByText('A sample costs at most $1,000')).toBeTruthy();
    expect(puts()).toHaveLength(1);
  });
});
