// @vitest-environment happy-dom
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { jsonResponse as json, mockApi } from '../../test/mock-api';
import { renderWithProviders } from '../../test/render';
import SupplierProfilePortalPage from './supplier-profile-portal-page';

const profile = {
  id: 7,
  name: 'Ohio Candles',
  description: 'Hand-poured soy candles.',
  logoUrl: '/rest/main/catalog-images/companies/7',
  hasCustomLogo: false,
  countryCode: 'US',
  region: 'NA',
  tariffRatePercent: 0,
  capabilities: [],
  baseProducts: [],
  categoryIds: [],
  tabs: ['PRODUCTS'],
  moq: 100,
  samplePriceCents: 1500,
  productionDays: 21,
  isOnlineNow: true,
  orderVolume: 0,
  firstEnabledAt: '2025-03-05T12:00:00.000Z',
  reviewAverage: null,
  reviewCount: 0,
  isVerified: false,
  isExpandedNetwork: false,
};

const fetchMock = mockApi((url, init) => {
  const path = new URL(url, 'http://x').pathname.replace('/rest/main', '');
  if (path === '/web/users/me/password' && init?.method === 'PUT') return json({ token: 'renewed-token' });
  if (path === '/web/supplier-portal/profile') return json(profile);
  return json([]);
});

describe('the supplier portal profile page', () => {
  it('lets a supplier change its own password beside its profile', async () => {
    renderWithProviders(<SupplierProfilePortalPage />, { route: '/supplier/profile' });
    const section = await screen.findByRole('region', { name: 'Password' });
    const form = within(section).getByRole('form', { name: 'Change password' });
    fireEvent.change(within(form).getByLabelText(/^Current password/), { target: { value: 'old-secret-1' } });
    fireEvent.change(within(form).getByLabelText(/^New password/), { target: { value: 'new-secret-12345' } });
    fireEvent.change(within(form).getByLabelText(/^Repeat the new password/), {
      target: { value: 'new-secret-12345' },
    });
    fireEvent.submit(form);
    await waitFor(() =>
      expect(
        fetchMock.mock.calls.some(
          ([u, i]) => String(u).endsWith('/web/users/me/password') && i?.method === 'PUT',
        ),
      ).toBe(true),
    );
    const [, init] = fetchMock.mock.calls.find(([u]) => String(u).endsWith('/web/users/me/password'))!;
    expect(JSON.parse(String(init?.body))).toMatchObject({
      currentPassword: 'old-secret-1',
      newPassword: 'new-secret-12345',
    });
  });
});
