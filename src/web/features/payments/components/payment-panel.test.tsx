// @vitest-environment happy-dom

import { useQuery } from '@tanstack/react-query';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { PaymentResult } from '../../../../shared/contract/payments';
import { TEST_CARDS } from '../../../../shared/rules/payments';
import { apiRequest } from '../../../api/client';
import { queryKeys } from '../../../api/query-keys';
import { clearSession, saveToken } from '../../../api/token-store';
import { jsonResponse as json, mockApi } from '../../../test/mock-api';
import { renderWithProviders } from '../../../test/render';
import { makeToken } from '../../../test/tokens';
import { makeMethod, makeResult, makeTotals, PAYMENTS_CONFIG } from '../test-data';
import { PaymentPanel, type PaymentPanelProps } from './payment-panel';

type Handler = (url: string, init?: RequestInit) => Response | Promise<Response>;
/** Answers of the pay calls, in order; each test queues its own. */
let payAnswers: Handler[] = [];
let savedMethods = [makeMethod({ isDefault: true })];
let tokenCount = 0;
let financingEligible = false;

const fetchMock = mockApi((url, init) => answer(url, init));

const pathOf = (url: string) => new URL(url, 'http://x').pathname.replace('/rest/main', '');
const bodyOf = (init?: RequestInit) => JSON.parse(String(init?.body ?? '{}'));
const header = (init: RequestInit | undefined, name: string) => new Headers(init?.headers).get(name);

function answer(url: string, init?: RequestInit): Response | Promise<Response> {
  const path = pathOf(url);
  if (path === '/payments/config') return json(PAYMENTS_CONFIG);
  if (path === '/payments/tokens') {
    tokenCount += 1;
    return json({
      id: `tok_${tokenCount}`,
      card: { brand: 'visa', last4: '0002', expMonth: 12, expYear: 2030 },
    });
  }
  if (path === '/web/payment-methods') return json(savedMethods);
  if (path === '/web/creator-invoice-payments/calc-financing-fee') {
    const { amountCents, termDays } = bodyOf(init) as { amountCents: number; termDays: number };
    const fees: Record<number, number> = { 30: 185, 60: 370, 90: 556 };
    return json({
      amountCents,
      termDays,
      feeCents: fees[termDays],
      totalCents: amountCents + (fees[termDays] ?? 0),
      eligible: financingEligible,
      terms: [30, 60, 90].map((days) => ({ days, feeCents: fees[days] })),
    });
  }
  if (path === '/payments/wallet-orders')
    return json({ id: 'wo_1', amountCents: bodyOf(init).amountCents, currency: 'USD', status: 'CREATED' });
  if (path === '/payments/wallet-orders/wo_1/approve')
    return json({ id: 'wo_1', amountCents: 12345, currency: 'USD', status: 'APPROVED' });
  if (path === '/web/creator-invoice-payments/paypal-capture') return json(makeResult());
  if (path.startsWith('/payments/challenges/')) return json({ id: 'ch_1', status: 'COMPLETED' });
  if (path === '/web/creator-invoice-payments/5/confirm') return json(makeResult());
  if (
    path === '/web/creator-invoice-payments' ||
    /^\/public\/creator-invoices\/[^/]+\/payments$/.test(path)
  ) {
    const next = payAnswers.shift();
    if (!next) throw new Error(`No answer queued for ${path}`);
    return next(url, init);
  }
  return json({ message: `unexpected ${path}`, code: 'NOT_FOUND' }, 404);
}

const payCalls = () =>
  fetchMock.mock.calls.filter(([u, init]) => {
    const p = pathOf(String(u));
    return init?.method === 'POST' && (p === '/web/creator-invoice-payments' || p.endsWith('/payments'));
  });
const callsTo = (path: string) => fetchMock.mock.calls.filter(([u]) => pathOf(String(u)) === path);

function fillCard(number: string) {
  fireEvent.change(screen.getByLabelText('Card number'), { target: { value: number } });
  fireEvent.change(screen.getByLabelText('Expiry'), { target: { value: '1230' } });
  fireEvent.change(screen.getByLabelText('Security code'), { target: { value: '123' } });
  fireEvent.change(screen.getByLabelText('Name on card'), { target: { value: 'Ada Lovelace' } });
}

function renderPanel(over: Partial<PaymentPanelProps> = {}) {
  const onPaid = vi.fn<(r: PaymentResult) => void>();
  renderWithProviders(
    <PaymentPanel
      target={{ orderItemIds: [1, 2] }}
      options={{ promoCode: 'PRODUCTS10' }}
      totals={makeTotals()}
      onPaid={onPaid}
      {...over}
    />,
  );
  return onPaid;
}

/** The first of some calls, failing clearly when there is none. */
const firstOf = <T,>(items: readonly T[]): T => {
  expect(items.length).toBeGreaterThan(0);
  return items[0] as T;
};

const payButton = () => screen.getByRole('button', { name: /^Pay/ });

beforeEach(() => {
  payAnswers = [];
  savedMethods = [makeMethod({ isDefault: true })];
  tokenCount = 0;
  financingEligible = false;
  saveToken(makeToken(3600), 'session');
});
afterEach(() => clearSession());

/** A page that owns the preview, as /checkout does: the panel gets its totals. */
function Checkout() {
  const preview = useQuery({
    queryKey: queryKeys.cart.preview({ orderItemIds: [1, 2] }),
    queryFn: () =>
      apiRequest<ReturnType<typeof makeTotals>>('/web/creator-invoice-payments/action/preview', {
        method: 'POST',
        body: { orderItemIds: [1, 2] },
      }),
  });
  return preview.data ? (
    <PaymentPanel target={{ orderItemIds: [1, 2] }} options={{}} totals={preview.data} onPaid={() => {}} />
  ) : null;
}

describe('PaymentPanel', () => {
  it('pays with the default saved card: the preview’s total, a fresh Idempotency-Key, and onPaid', async () => {
    payAnswers.push(() => json(makeResult()));
    const onPaid = renderPanel();
    const saved = await screen.findByRole('radio', { name: 'Visa •••• 4242' });
    expect((saved as HTMLInputElement).checked).toBe(true);
    expect(payButton().textContent).toBe('Pay $123.45');
    fireEvent.click(payButton());
    await waitFor(() => expect(onPaid).toHaveBeenCalledTimes(1));
    const [, init] = firstOf(payCalls());
    expect(bodyOf(init)).toEqual({
      orderItemIds: [1, 2],
      promoCode: 'PRODUCTS10',
      paymentMethodId: 'pm_1',
      expectedTotalCents: 12345,
    });
    expect(header(init, 'idempotency-key')).toMatch(/^[0-9a-f-]{36}$/);
    expect(callsTo('/payments/tokens')).toHaveLength(0);
  });

  it('shows a decline with the server’s words, keeps the card form, and pays again under a new key', async () => {
    savedMethods = [];
    payAnswers.push(() =>
      json(
        makeResult({
          status: 'INSTRUMENT_DECLINED',
          paymentStatus: 'DECLINED',
          declineCode: 'generic_decline',
          message: 'Your card was declined.',
        }),
      ),
    );
    payAnswers.push(() => json(makeResult()));
    const onPaid = renderPanel();
    await screen.findByLabelText('Card number');
    expect(await screen.findByText(/4242 4242 4242 4242 pays, 4000 0000 0000 0002 is declined/)).toBeTruthy();
    fillCard(TEST_CARDS.decline);
    expect((screen.getByLabelText('Card number') as HTMLInputElement).value).toBe('4000 0000 0000 0002');
    fireEvent.click(payButton());

    const alert = await screen.findByTestId('payment-notice');
    expect(alert.textContent).toContain('Payment declined');
    expect(alert.textContent).toContain('Your card was declined.');
    // What to do next: nothing was charged; another card or another way to pay.
    expect(within(alert).getByTestId('payment-next-step').textContent).toMatch(
      /Nothing was charged\. Try another card or another way to pay/,
    );
    await waitFor(() => expect(document.activeElement).toBe(alert));
    expect(onPaid).not.toHaveBeenCalled();
    // The form stays, as typed, for another card.
    expect((screen.getByLabelText('Name on card') as HTMLInputElement).value).toBe('Ada Lovelace');

    // The card went to the processor's token URL, without the session's bearer token.
    const [tokenUrl, tokenInit] = firstOf(callsTo('/payments/tokens'));
    expect(String(tokenUrl)).toBe('/rest/main/payments/tokens');
    expect(header(tokenInit, 'authorization')).toBeNull();
    expect(bodyOf(tokenInit)).toMatchObject({
      number: TEST_CARDS.decline,
      expMonth: 12,
      expYear: 2030,
      cvc: '123',
    });

    fillCard(TEST_CARDS.success);
    fireEvent.click(payButton());
    await waitFor(() => expect(onPaid).toHaveBeenCalledTimes(1));
    const [first, second] = payCalls();
    expect(bodyOf(first![1]).paymentMethodId).toBe('tok_1');
    expect(bodyOf(second![1]).paymentMethodId).toBe('tok_2');
    expect(header(second![1], 'idempotency-key')).not.toBe(header(first![1], 'idempotency-key'));
  });

  it('checks the card before sending it anywhere', async () => {
    savedMethods = [];
    renderPanel();
    fireEvent.change(await screen.findByLabelText('Card number'), {
      target: { value: '4242 4242 4242 4241' },
    });
    fireEvent.click(payButton());
    expect(await screen.findByText('This card number is not valid')).toBeTruthy();
    const input = screen.getByLabelText('Card number');
    expect(input.getAttribute('aria-invalid')).toBe('true');
    expect(input.getAttribute('aria-describedby')).toContain(
      screen.getByText('This card number is not valid').getAttribute('id'),
    );
    expect(screen.getByText('Enter the expiry date')).toBeTruthy();
    expect(callsTo('/payments/tokens')).toHaveLength(0);
    expect(payCalls()).toHaveLength(0);
  });

  it('retries after no answer with the same key and the same token', async () => {
    savedMethods = [];
    payAnswers.push(() => Promise.reject(new TypeError('Failed to fetch')));
    payAnswers.push(() => json(makeResult()));
    const onPaid = renderPanel();
    fillCard(TEST_CARDS.success);
    fireEvent.click(payButton());
    expect((await screen.findByTestId('payment-notice')).textContent).toContain('never charged twice');
    fireEvent.click(payButton());
    await waitFor(() => expect(onPaid).toHaveBeenCalledTimes(1));
    const [first, second] = payCalls();
    expect(header(second![1], 'idempotency-key')).toBe(header(first![1], 'idempotency-key'));
    expect(bodyOf(second![1])).toEqual(bodyOf(first![1]));
    expect(callsTo('/payments/tokens')).toHaveLength(1);
  });

  it('asks for 3-D Secure in a modal, then confirms the payment', async () => {
    savedMethods = [];
    payAnswers.push(() =>
      json(makeResult({ status: 'REQUIRES_ACTION', paymentStatus: 'REQUIRES_ACTION', challengeId: 'ch_1' })),
    );
    const onPaid = renderPanel();
    fillCard(TEST_CARDS.authenticate);
    fireEvent.click(payButton());
    const dialog = await screen.findByRole('dialog', { name: 'Confirm your payment' });
    expect(within(dialog).getByTestId('challenge-amount').textContent).toBe('$123.45');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Complete authentication' }));
    await waitFor(() => expect(onPaid).toHaveBeenCalledTimes(1));
    const [, challengeInit] = firstOf(callsTo('/payments/challenges/ch_1'));
    expect(bodyOf(challengeInit)).toEqual({ outcome: 'complete' });
    expect(header(challengeInit, 'authorization')).toBeNull();
    const [, confirmInit] = firstOf(callsTo('/web/creator-invoice-payments/5/confirm'));
    expect(header(confirmInit, 'idempotency-key')).toBe(
      `${header(payCalls()[0]![1], 'idempotency-key')}:confirm`,
    );
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Confirm your payment' })).toBeNull());
  });

  it('a public payer pays on the public path with a card and a receipt email, and sees no saved methods', async () => {
    payAnswers.push(() => json(makeResult({ invoiceId: 9 })));
    const onPaid = renderPanel({ target: { sn: 'sn_0123456789abcdefghij' }, options: {} });
    await screen.findByLabelText('Card number');
    expect(screen.queryByRole('radio', { name: /Visa/ })).toBeNull();
    expect(screen.queryByLabelText('Save this card for next time')).toBeNull();
    expect(screen.queryByRole('radio', { name: 'Wallet' })).toBeNull();
    fillCard(TEST_CARDS.success);
    fireEvent.change(screen.getByLabelText('Email for the receipt'), { target: { value: 'ap@brand.test' } });
    fireEvent.click(payButton());
    await waitFor(() => expect(onPaid).toHaveBeenCalledTimes(1));
    const [url, init] = firstOf(payCalls());
    expect(pathOf(String(url))).toBe('/public/creator-invoices/sn_0123456789abcdefghij/payments');
    expect(bodyOf(init)).toEqual({
      paymentMethodId: 'tok_1',
      expectedTotalCents: 12345,
      receiptEmail: 'ap@brand.test',
    });
    expect(header(init, 'idempotency-key')).toBeTruthy();
    expect(callsTo('/web/payment-methods')).toHaveLength(0);
  });

  it('when the total changed (409) shows why and refetches the totals the page shows', async () => {
    let previews = 0;
    payAnswers.push(() =>
      json({ message: 'The total changed to $130.00. Check it and pay again.', code: 'CONFLICT' }, 409),
    );
    fetchMock.mockImplementation(async (url, init) => {
      if (pathOf(String(url)) === '/web/creator-invoice-payments/action/preview') {
        previews += 1;
        return json(makeTotals({ totalCents: previews === 1 ? 12345 : 13000 }));
      }
      return answer(String(url), init);
    });
    renderWithProviders(<Checkout />);
    await screen.findByRole('radio', { name: 'Visa •••• 4242' });
    fireEvent.click(payButton());
    expect((await screen.findByTestId('payment-notice')).textContent).toContain(
      'The total changed to $130.00. Check it and pay again.',
    );
    await waitFor(() => expect(payButton().textContent).toBe('Pay $130.00'));
  });

  it('pays with the wallet: its order for the total, the payer’s approval, then the capture', async () => {
    const onPaid = renderPanel();
    fireEvent.click(await screen.findByRole('radio', { name: 'Wallet' }));
    fireEvent.click(payButton());
    const dialog = await screen.findByRole('dialog', { name: 'Pay with your wallet' });
    expect(dialog.textContent).toContain('Approve a payment of $123.45');
    fireEvent.change(within(dialog).getByLabelText('Wallet email'), { target: { value: 'ada@wallet.test' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Approve' }));
    await waitFor(() => expect(onPaid).toHaveBeenCalledTimes(1));
    expect(bodyOf(firstOf(callsTo('/payments/wallet-orders'))[1])).toEqual({
      amountCents: 12345,
      currency: 'USD',
    });
    expect(bodyOf(firstOf(callsTo('/payments/wallet-orders/wo_1/approve'))[1])).toEqual({
      payerEmail: 'ada@wallet.test',
    });
    const [, capture] = firstOf(callsTo('/web/creator-invoice-payments/paypal-capture'));
    expect(bodyOf(capture)).toEqual({
      orderItemIds: [1, 2],
      promoCode: 'PRODUCTS10',
      walletOrderId: 'wo_1',
      expectedTotalCents: 12345,
    });
    expect(header(capture, 'idempotency-key')).toMatch(/^[0-9a-f-]{36}$/);
  });

  it('offers pay-later terms with the server’s fees, and pays the financed total', async () => {
    financingEligible = true;
    payAnswers.push(() => json(makeResult()));
    renderPanel();
    const term = await screen.findByRole('radio', { name: 'Pay later: in 60 days' });
    expect(screen.getByText('Fee $3.70, added to the total')).toBeTruthy();
    fireEvent.click(term);
    await waitFor(() => expect(payButton().textContent).toBe('Pay $127.15'));
    fireEvent.click(payButton());
    await waitFor(() => expect(payCalls()).toHaveLength(1));
    expect(bodyOf(firstOf(payCalls())[1])).toMatchObject({
      financingTermDays: 60,
      expectedTotalCents: 12715,
    });
  });
});
