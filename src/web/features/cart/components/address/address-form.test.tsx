// @vitest-environment happy-dom
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { jsonResponse as json, mockApi } from '../../../../test/mock-api';
import { renderWithProviders } from '../../../../test/render';
import { AddressForm } from './address-form';

const fetchMock = mockApi((url) => {
  const path = new URL(url, 'http://x').pathname.replace('/rest/main', '');
  if (path === '/commons/util/countries')
    return json([
      { code: 'US', name: 'United States', phoneCode: '+1', flag: '', isDomestic: true },
      { code: 'CA', name: 'Canada', phoneCode: '+1', flag: '', isDomestic: false },
    ]);
  if (path === '/commons/util/states-of-country') return json([]);
  return json({ message: 'unexpected', code: 'NOT_FOUND' }, 404);
});

const pathsCalled = () => fetchMock.mock.calls.map(([u]) => new URL(String(u), 'http://x').pathname);

describe('AddressForm', () => {
  it('labels every input, and marks the optional ones', async () => {
    renderWithProviders(<AddressForm onDone={vi.fn()} />);
    const form = await screen.findByRole('form', { name: 'New shipping address' });
    for (const label of [
      /^Full name/,
      /^Company/,
      /^Street address/,
      /^Apartment, suite, unit/,
      /^City/,
      /^Country/,
      /^State \/ province/,
      /^Postal code/,
      /^Phone/,
      /^Make this my default address/,
    ])
      expect(screen.getAllByLabelText(label).length, String(label)).toBeGreaterThan(0);
    expect(form.textContent).toContain('Optional, for the carrier');
  });

  it('with no session (a public pay link): the schema only, nothing checked with the carrier or saved', async () => {
    const onDone = vi.fn();
    renderWithProviders(
      <AddressForm save="never" checkWithCarrier={false} submitLabel="Continue to payment" onDone={onDone} />,
    );
    fireEvent.click(await screen.findByRole('button', { name: 'Continue to payment' }));
    expect(await screen.findByText('Enter the recipient’s name')).toBeTruthy();
    expect(screen.queryByLabelText('Save to my addresses')).toBeNull();
    expect(screen.queryByLabelText('Make this my default address')).toBeNull();

    fireEvent.change(screen.getByLabelText(/^Full name/), { target: { value: 'Ada Lovelace' } });
    fireEvent.change(screen.getByLabelText(/^Street address/), { target: { value: '1 Main St' } });
    fireEvent.change(screen.getByLabelText(/^City/), { target: { value: 'Springfield' } });
    fireEvent.click(screen.getByRole('button', { name: 'Continue to payment' }));
    await waitFor(() => expect(onDone).toHaveBeenCalledTimes(1));
    expect(onDone.mock.lastCall?.[0]).toEqual({
      address: expect.objectContaining({ name: 'Ada Lovelace', line1: '1 Main St', countryCode: 'US' }),
      saved: null,
    });
    expect(pathsCalled().some((p) => p.includes('shipping-addresses'))).toBe(false);
  });

  it('shows why the address could not be checked when the carrier call fails', async () => {
    renderWithProviders(<AddressForm onDone={vi.fn()} />);
    fireEvent.change(await screen.findByLabelText(/^Full name/), { target: { value: 'Ada Lovelace' } });
    fireEvent.change(screen.getByLabelText(/^Street address/), { target: { value: '1 Main St' } });
    fireEvent.change(screen.getByLabelText(/^City/), { target: { value: 'Springfield' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save address' }));
    expect((await screen.findByRole('alert')).textContent).not.toBe('');
    expect(pathsCalled()).toContain('/rest/main/web/shipping-addresses/action/validate');
  });
});
