// @vitest-environment happy-dom
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { Route, Routes } from 'react-router';
import { describe, expect, it } from 'vitest';
import type { AddressValidation, SavedAddress } from '../../../../shared/contract/cart';
import { jsonResponse as json, mockApi } from '../../../test/mock-api';
import { renderWithProviders } from '../../../test/render';
import { makeInvoice } from '../test-data';
import AddShippingAddressPage from './add-shipping-address-page';

const HOME: SavedAddress = {
  id: 12,
  name: 'Ada Lovelace',
  company: null,
  line1: '1 Main St',
  line2: null,
  city: 'Springfield',
  state: 'IL',
  postalCode: '62701',
  countryCode: 'US',
  phone: null,
  isDefault: true,
};
let saved: SavedAddress[] = [];
let validation: AddressValidation | null = null;

const fetchMock = mockApi((url, init) => {
  const path = new URL(url, 'http://x').pathname.replace('/rest/main', '');
  const method = init?.method ?? 'GET';
  if (path === '/web/creator-invoices/7' && method === 'GET')
    return json(makeInvoice({ needsShippingAddress: true }));
  if (path === '/web/creator-invoices/7/shipping-address' && method === 'PUT')
    return json(makeInvoice({ needsShippingAddress: false, shippingAddress: HOME }));
  if (path === '/web/shipping-addresses' && method === 'GET') return json(saved);
  if (path === '/web/shipping-addresses' && method === 'POST')
    return json({ ...JSON.parse(String(init?.body)), id: 40, isDefault: false });
  if (path === '/web/shipping-addresses/action/validate') return json(validation);
  if (path === '/commons/util/countries')
    return json([{ code: 'US', name: 'United States', phoneCode: '+1', flag: '', isDomestic: true }]);
  if (path === '/commons/util/states-of-country') return json([{ code: 'IL', name: 'Illinois' }]);
  return json({ message: 'unexpected', code: 'NOT_FOUND' }, 404);
});

const calls = (method: string, path: string) =>
  fetchMock.mock.calls.filter(
    ([u, init]) =>
      (init?.method ?? 'GET') === method && new URL(String(u), 'http://x').pathname === `/rest/main${path}`,
  );
const bodyOf = (call: unknown[] | undefined) =>
  JSON.parse(String((call?.[1] as RequestInit | undefined)?.body));

function renderPage() {
  return renderWithProviders(
    <Routes>
      <Route path="/add-shipping-address/:invoiceId" element={<AddShippingAddressPage />} />
      <Route path="/pay-invoice/:invoiceId" element={<p>Pay page</p>} />
    </Routes>,
    { route: '/add-shipping-address/7' },
  );
}

describe('/add-shipping-address/{invoiceId}', () => {
  it('ships to the default saved address and goes on to paying', async () => {
    saved = [HOME];
    renderPage();
    const radio = await screen.findByRole('radio', { name: /1 Main St/ });
    expect((radio as HTMLInputElement).checked).toBe(true);
    fireEvent.click(screen.getByRole('button', { name: 'Ship here' }));
    expect(await screen.findByText('Pay page')).toBeTruthy();
    expect(bodyOf(calls('PUT', '/web/creator-invoices/7/shipping-address')[0])).toEqual({
      shippingAddressId: 12,
    });
  });

  it('checks a new address with the carrier, offers its suggestion, then saves and uses it', async () => {
    saved = [];
    validation = {
      valid: false,
      scope: 'DOMESTIC',
      normalized: null,
      problems: [{ field: 'postalCode', message: 'This ZIP code does not match Illinois' }],
      suggestions: [{ ...HOME, company: null, line2: null, phone: null }],
    };
    renderPage();
    fireEvent.change(await screen.findByLabelText(/^Full name/), { target: { value: 'Ada Lovelace' } });
    fireEvent.change(screen.getByLabelText(/^Street address/), { target: { value: '1 Main Street' } });
    fireEvent.change(screen.getByLabelText(/^City/), { target: { value: 'Springfield' } });
    fireEvent.change(screen.getByLabelText(/^Postal code/), { target: { value: '99999' } });
    fireEvent.click(screen.getByRole('button', { name: 'Ship here' }));

    expect(await screen.findByText('This ZIP code does not match Illinois')).toBeTruthy();
    expect(screen.getByLabelText(/^Postal code/).getAttribute('aria-invalid')).toBe('true');
    expect(calls('PUT', '/web/creator-invoices/7/shipping-address')).toHaveLength(0);
    expect(bodyOf(calls('POST', '/web/shipping-addresses/action/validate')[0])).toMatchObject({
      line1: '1 Main Street',
      postalCode: '99999',
      countryCode: 'US',
    });

    fireEvent.click(screen.getByRole('button', { name: 'Use this address' }));
    expect(await screen.findByText('Pay page')).toBeTruthy();
    expect(bodyOf(calls('POST', '/web/shipping-addresses')[0])).toMatchObject({ postalCode: '62701' });
    await waitFor(() =>
      expect(bodyOf(calls('PUT', '/web/creator-invoices/7/shipping-address')[0])).toEqual({
        shippingAddressId: 40,
      }),
    );
  });
});
