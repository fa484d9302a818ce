// @vitest-environment happy-dom
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { useEffect } from 'react';
import { Route, Routes } from 'react-router';
import { describe, expect, it, vi } from 'vitest';
import type { Address, SavedAddress } from '../../../../shared/contract/cart';
import { jsonResponse as json, mockApi } from '../../../test/mock-api';
import { renderWithProviders } from '../../../test/render';
import type { InvoiceAddressPicker } from '../slots';
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
const NEW: Address = {
  name: 'Ada Lovelace',
  company: null,
  line1: '2 Elm St',
  line2: null,
  city: 'Springfield',
  state: 'IL',
  postalCode: '62702',
  countryCode: 'US',
  phone: null,
};
let failPut = false;

const fetchMock = mockApi((url, init) => {
  const path = new URL(url, 'http://x').pathname.replace('/rest/main', '');
  const method = init?.method ?? 'GET';
  if (path === '/web/creator-invoices/7' && method === 'GET')
    return json(makeInvoice({ needsShippingAddress: true }));
  if (path === '/web/creator-invoices/7/shipping-address' && method === 'PUT')
    return failPut
      ? json({ message: 'This invoice is not open', code: 'CONFLICT' }, 409)
      : json(makeInvoice({ needsShippingAddress: false, shippingAddress: HOME }));
  return json({ message: 'unexpected', code: 'NOT_FOUND' }, 404);
});

const calls = (method: string, path: string) =>
  fetchMock.mock.calls.filter(
    ([u, init]) =>
      (init?.method ?? 'GET') === method && new URL(String(u), 'http://x').pathname === `/rest/main${path}`,
  );
const bodyOf = (call: unknown[] | undefined) =>
  JSON.parse(String((call?.[1] as RequestInit | undefined)?.body));

/**
 * A stand-in for the cart's AddressPicker (its own tests cover the saved cards, the carrier's check and the
 * suggestions): it chooses the default saved address, and adds a new one kept or not on a click.
 */
const pickerProps = vi.fn();
const FakePicker: InvoiceAddressPicker = (props) => {
  pickerProps(props);
  const { value, onChange, onAdded } = props;
  useEffect(() => {
    if (value === undefined) onChange(HOME.id);
  }, [value, onChange]);
  return (
    <>
      <button
        type="button"
        onClick={() => onAdded({ address: NEW, saved: { ...NEW, id: 40, isDefault: false } })}
      >
        Fake add, kept
      </button>
      <button type="button" onClick={() => onAdded({ address: NEW, saved: null })}>
        Fake add, not kept
      </button>
      {props.children}
    </>
  );
};

/** The picker has chosen the default address (its effect ran): "Ship here" now ships there. */
const defaultChosen = () => waitFor(() => expect(pickerProps.mock.lastCall?.[0]?.value).toBe(HOME.id));

function renderPage() {
  pickerProps.mockClear();
  return renderWithProviders(
    <Routes>
      <Route
        path="/add-shipping-address/:invoiceId"
        element={<AddShippingAddressPage AddressPicker={FakePicker} />}
      />
      <Route path="/pay-invoice/:invoiceId" element={<p>Pay page</p>} />
    </Routes>,
    { route: '/add-shipping-address/7' },
  );
}

describe('/add-shipping-address/{invoiceId}', () => {
  it('ships to the default saved address and goes on to paying', async () => {
    failPut = false;
    renderPage();
    await defaultChosen();
    fireEvent.click(await screen.findByRole('button', { name: 'Ship here' }));
    expect(await screen.findByText('Pay page')).toBeTruthy();
    expect(bodyOf(calls('PUT', '/web/creator-invoices/7/shipping-address')[0])).toEqual({
      shippingAddressId: 12,
    });
    expect(pickerProps.mock.calls[0]![0]).toMatchObject({ save: 'optional', submitLabel: 'Ship here' });
  });

  it('ships to a new address by its id once saved, and goes on to paying', async () => {
    failPut = false;
    renderPage();
    fireEvent.click(await screen.findByRole('button', { name: 'Fake add, kept' }));
    expect(await screen.findByText('Pay page')).toBeTruthy();
    await waitFor(() =>
      expect(bodyOf(calls('PUT', '/web/creator-invoices/7/shipping-address')[0])).toEqual({
        shippingAddressId: 40,
      }),
    );
  });

  it('sends a new address the user did not keep as it is', async () => {
    failPut = false;
    renderPage();
    fireEvent.click(await screen.findByRole('button', { name: 'Fake add, not kept' }));
    expect(await screen.findByText('Pay page')).toBeTruthy();
    expect(bodyOf(calls('PUT', '/web/creator-invoices/7/shipping-address')[0])).toEqual({
      shippingAddress: NEW,
    });
  });

  it('says so when the invoice does not take the address', async () => {
    failPut = true;
    renderPage();
    await defaultChosen();
    fireEvent.click(await screen.findByRole('button', { name: 'Ship here' }));
    expect(await screen.findByRole('alert')).toBeTruthy();
    expect(screen.getByText('The address was not saved')).toBeTruthy();
    expect(screen.queryByText('Pay page')).toBeNull();
  });
});
