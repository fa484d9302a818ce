// @vitest-environment happy-dom
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { PaymentMethod } from '../../../../shared/contract/payments';
import { MAX_SAVED_CARDS, TEST_CARDS } from '../../../../shared/rules/payments';
import { jsonResponse as json, mockApi } from '../../../test/mock-api';
import { renderWithProviders } from '../../../test/render';
import { makeMethod, PAYMENTS_CONFIG } from '../test-data';
import { PaymentMethodsSection } from './payment-methods-section';

let methods: PaymentMethod[] = [];
const fetchMock = mockApi((url, init) => {
  const path = new URL(url, 'http://x').pathname.replace('/rest/main', '');
  const method = init?.method ?? 'GET';
  if (path === '/payments/config') return json(PAYMENTS_CONFIG);
  if (path === '/payments/tokens')
    return json({ id: 'tok_9', card: { brand: 'visa', last4: '4242', expMonth: 12, expYear: 2030 } });
  if (path === '/web/payment-methods' && method === 'GET') return json(methods);
  if (path === '/web/payment-methods' && method === 'POST') {
    const added = makeMethod({ id: 'pm_new', last4: '4242', isDefault: methods.length === 0 });
    methods = [...methods, added];
    return json(added);
  }
  const removed = /^\/web\/payment-methods\/([^/]+)$/.exec(path);
  if (removed && method === 'DELETE') {
    methods = methods.filter((m) => m.id !== removed[1]);
    return json({ ok: true });
  }
  const byDefault = /^\/web\/payment-methods\/([^/]+)\/default$/.exec(path);
  if (byDefault && method === 'PUT') {
    methods = methods.map((m) => ({ ...m, isDefault: m.id === byDefault[1] }));
    return json({ ok: true });
  }
  return json({ message: 'unexpected', code: 'NOT_FOUND' }, 404);
});

const calls = (method: string, path: string) =>
  fetchMock.mock.calls.filter(
    ([u, init]) =>
      (init?.method ?? 'GET') === method && new URL(String(u), 'http://x').pathname === `/rest/main${path}`,
  );

describe('payment methods in account information', () => {
  it('says when there is none, and adds a card through the processor', async () => {
    methods = [];
    renderWithProviders(<PaymentMethodsSection />);
    expect(await screen.findByText('No saved payment methods')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Add a card' }));
    fireEvent.change(screen.getByLabelText('Card number'), { target: { value: TEST_CARDS.success } });
    fireEvent.change(screen.getByLabelText('Expiry'), { target: { value: '12/30' } });
    fireEvent.change(screen.getByLabelText('Security code'), { target: { value: '123' } });
    fireEvent.change(screen.getByLabelText('Name on card'), { target: { value: 'Ada Lovelace' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save card' }));
    expect(await screen.findByText('Visa •••• 4242')).toBeTruthy();
    expect(JSON.parse(String(calls('POST', '/web/payment-methods')[0]![1]!.body))).toEqual({
      token: 'tok_9',
      setDefault: true,
    });
    expect(screen.getByText('Default')).toBeTruthy();
  });

  it('lists cards with their expiry and default, sets a default and removes one after confirming', async () => {
    methods = [
      makeMethod({ id: 'pm_1', isDefault: true }),
      makeMethod({ id: 'pm_2', brand: 'mastercard', last4: '4444', expMonth: 1, expYear: 2031 }),
      makeMethod({
        id: 'ba_1',
        type: 'us_bank_account',
        brand: null,
        bankName: 'STRIPE TEST BANK',
        last4: '6789',
        expMonth: null,
        expYear: null,
      }),
    ];
    renderWithProviders(<PaymentMethodsSection />);
    const rows = await screen.findAllByTestId('payment-method-row');
    expect(rows.map((r) => r.textContent)).toEqual([
      expect.stringContaining('Visa •••• 4242Default'),
      expect.stringContaining('Mastercard •••• 4444Expires 01/31'),
      expect.stringContaining('STRIPE TEST BANK •••• 6789'),
    ]);
    expect(screen.getByTestId('payment-methods-limit').textContent).toBe('3 of 10 saved payment methods.');

    fireEvent.click(screen.getByRole('button', { name: 'Make Mastercard •••• 4444 the default' }));
    await waitFor(() => expect(calls('PUT', '/web/payment-methods/pm_2/default')).toHaveLength(1));

    fireEvent.click(screen.getByRole('button', { name: 'Remove Visa •••• 4242' }));
    const dialog = await screen.findByRole('dialog', { name: 'Remove this payment method?' });
    expect(calls('DELETE', '/web/payment-methods/pm_1')).toHaveLength(0);
    fireEvent.click(within(dialog).getByRole('button', { name: 'Remove' }));
    await waitFor(() => expect(calls('DELETE', '/web/payment-methods/pm_1')).toHaveLength(1));
    await waitFor(() => expect(screen.getAllByTestId('payment-method-row')).toHaveLength(2));
  });

  it(`explains the limit of ${MAX_SAVED_CARDS} and turns adding off`, async () => {
    methods = Array.from({ length: MAX_SAVED_CARDS }, (_, i) =>
      makeMethod({ id: `pm_${i}`, last4: String(1000 + i), isDefault: i === 0 }),
    );
    renderWithProviders(<PaymentMethodsSection />);
    expect(await screen.findAllByTestId('payment-method-row')).toHaveLength(MAX_SAVED_CARDS);
    expect(screen.getByTestId('payment-methods-limit').textContent).toBe(
      'You have 10 saved payment methods, the most you can keep. Remove one to add another.',
    );
    expect((screen.getByRole('button', { name: 'Add a card' }) as HTMLButtonElement).disabled).toBe(true);
    expect((screen.getByRole('button', { name: 'Link a bank account' }) as HTMLButtonElement).disabled).toBe(
      true,
    );
  });

  it('shows a failed load with a way to try again', async () => {
    fetchMock.mockImplementation(async () => json({ message: 'Something broke', code: 'INTERNAL' }, 503));
    renderWithProviders(<PaymentMethodsSection />);
    expect(await screen.findByText("We couldn't load your payment methods")).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Try again' })).toBeTruthy();
  });
});
