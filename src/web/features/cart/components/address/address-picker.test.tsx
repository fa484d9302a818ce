// @vitest-environment happy-dom
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import type { AddressValidation, SavedAddress } from '../../../../../shared/contract/cart';
import { jsonResponse as json, mockApi } from '../../../../test/mock-api';
import { renderWithProviders } from '../../../../test/render';
import { AddressPicker } from './address-picker';

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
const OFFICE: SavedAddress = { ...HOME, id: 13, line1: '9 Office Park', isDefault: false };
let saved: SavedAddress[] = [];
// The carrier takes the suggested ZIP code and finds a problem with any other.
const validation = (body: { postalCode?: string }): AddressValidation =>
  body.postalCode === '62701'
    ? { valid: true, scope: 'DOMESTIC', normalized: null, problems: [], suggestions: [] }
    : {
        valid: false,
        scope: 'DOMESTIC',
        normalized: null,
        problems: [{ field: 'postalCode', message: 'This ZIP code does not match Illinois' }],
        suggestions: [{ ...HOME, company: null, line2: null, phone: null }],
      };

const fetchMock = mockApi((url, init) => {
  const path = new URL(url, 'http://x').pathname.replace('/rest/main', '');
  const method = init?.method ?? 'GET';
  const body = init?.body ? JSON.parse(String(init.body)) : {};
  if (path === '/web/shipping-addresses' && method === 'GET') return json(saved);
  if (path === '/web/shipping-addresses' && method === 'POST') return json({ ...body, id: 40 });
  if (path === '/web/shipping-addresses/action/validate') return json(validation(body));
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

/** The picker as the invoice page uses it: the choice held by the caller, saving up to the user. */
const onChange = vi.fn();
const onAdded = vi.fn();
function Host() {
  const [value, setValue] = useState<number>();
  return (
    <AddressPicker
      value={value}
      onChange={(id) => {
        onChange(id);
        setValue(id);
      }}
      onAdded={onAdded}
      save="optional"
      submitLabel="Ship here"
    >
      <p>Chosen {value}</p>
    </AddressPicker>
  );
}
function renderPicker() {
  onChange.mockClear();
  onAdded.mockClear();
  renderWithProviders(<Host />);
}

const fillAddress = async (postalCode: string) => {
  fireEvent.change(await screen.findByLabelText(/^Full name/), { target: { value: 'Ada Lovelace' } });
  fireEvent.change(screen.getByLabelText(/^Street address/), { target: { value: '1 Main Street' } });
  fireEvent.change(screen.getByLabelText(/^City/), { target: { value: 'Springfield' } });
  fireEvent.change(screen.getByLabelText(/^Postal code/), { target: { value: postalCode } });
};

describe('AddressPicker', () => {
  it('chooses the default saved address to start with, and another on a click', async () => {
    saved = [OFFICE, HOME];
    renderPicker();
    const home = await screen.findByRole('radio', { name: /1 Main St/ });
    await waitFor(() => expect(home.getAttribute('aria-checked')).toBe('true'));
    expect(onChange).toHaveBeenCalledWith(12);
    expect(screen.getByText('Chosen 12')).toBeTruthy();
    fireEvent.click(screen.getByRole('radio', { name: /9 Office Park/ }));
    expect(await screen.findByText('Chosen 13')).toBeTruthy();
    expect(screen.queryByRole('form', { name: 'New shipping address' })).toBeNull();
  });

  it('checks a new address with the carrier, offers its suggestion, then saves and uses it', async () => {
    saved = [];
    renderPicker();
    await fillAddress('99999');
    fireEvent.click(screen.getByRole('button', { name: 'Ship here' }));

    expect(await screen.findByText('This ZIP code does not match Illinois')).toBeTruthy();
    expect(screen.getByLabelText(/^Postal code/).getAttribute('aria-invalid')).toBe('true');
    expect(onAdded).not.toHaveBeenCalled();
    expect(bodyOf(calls('POST', '/web/shipping-addresses/action/validate')[0])).toMatchObject({
      line1: '1 Main Street',
      postalCode: '99999',
      countryCode: 'US',
    });

    fireEvent.click(screen.getByRole('button', { name: 'Use suggested address' }));
    await waitFor(() => expect(onAdded).toHaveBeenCalledTimes(1));
    expect(bodyOf(calls('POST', '/web/shipping-addresses')[0])).toMatchObject({
      postalCode: '62701',
      isDefault: false,
    });
    expect(onAdded.mock.lastCall?.[0].saved).toMatchObject({ id: 40, postalCode: '62701' });
  });

  it('uses a new address without saving it when the user unticks "Save to my addresses"', async () => {
    saved = [HOME];
    renderPicker();
    fireEvent.click(await screen.findByRole('button', { name: 'Add a new address' }));
    await fillAddress('62701');
    fireEvent.click(screen.getByLabelText('Save to my addresses'));
    expect(screen.queryByLabelText('Make this my default address')).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Ship here' }));

    await waitFor(() => expect(onAdded).toHaveBeenCalledTimes(1));
    expect(onAdded.mock.lastCall?.[0]).toEqual({
      address: expect.objectContaining({ line1: '1 Main Street', postalCode: '62701' }),
      saved: null,
    });
    expect(calls('POST', '/web/shipping-addresses')).toHaveLength(0);
  });
});
