// @vitest-environment happy-dom
import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { SubscriptionInvoice, SubscriptionView } from '../../../../shared/contract/subscriptions';
import { renderWithProviders } from '../../../test/render';
import { PlanSection } from './plan-section';

const view: SubscriptionView = {
  planType: 'TIER_2',
  subscription: {
    id: 'sub_1',
    planType: 'TIER_2',
    interval: 'MONTHLY',
    status: 'past_due',
    currentPeriodStart: '2026-11-01T00:00:00.000Z',
    currentPeriodEnd: '2026-12-01T00:00:00.000Z',
    trialEnd: null,
    cancelAtPeriodEnd: false,
    endedAt: null,
    pausedAt: null,
    pauseBehavior: null,
    resumesAt: null,
    discount: null,
    paymentMethodId: 'pm_1',
    nextInvoice: null,
  },
  creditBalanceCents: 0,
  trialAvailable: false,
  paymentProblem: 'Your card was declined.',
};
const invoice = (status: SubscriptionInvoice['status']): SubscriptionInvoice => ({
  id: 'in_renewal_1',
  status,
  billingReason: 'subscription_cycle',
  currency: 'USD',
  subtotalCents: 2_900,
  discountCents: 0,
  creditAppliedCents: 0,
  amountDueCents: 2_900,
  amountPaidCents: status === 'paid' ? 2_900 : 0,
  periodStart: '2026-11-01T00:00:00.000Z',
  periodEnd: '2026-12-01T00:00:00.000Z',
  created: '2026-11-01T00:00:00.000Z',
  paidAt: status === 'paid' ? '2026-11-26T00:00:00.000Z' : null,
  lines: [],
});

const json = (body: unknown, status = 200) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('PlanSection', () => {
  it('retries an open invoice with the default card and shows a refusal in words', async () => {
    const calls: string[] = [];
    let payAnswer: Response = json({ message: 'Your card was declined.', code: 'REFUSED' }, 422);
    vi.stubGlobal(
      'fetch',
      vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
        const url = String(input);
        calls.push(`${init?.method ?? 'GET'} ${new URL(url, 'http://x').pathname}`);
        if (url.includes('/invoices/in_renewal_1/pay')) return payAnswer;
        if (url.includes('/web/subscriptions/invoices')) return json([invoice('open')]);
        return json(view);
      }),
    );
    renderWithProviders(<PlanSection />);
    const retry = await screen.findByRole('button', {
      name: 'Retry payment of $29.00 with your default card',
    });
    fireEvent.click(retry);
    expect(await screen.findByText(/The payment did not go through: Your card was declined\./)).toBeTruthy();
    expect(calls).toContain('POST /rest/main/web/subscriptions/invoices/in_renewal_1/pay');

    payAnswer = json(invoice('paid'));
    fireEvent.click(screen.getByRole('button', { name: /^Retry payment/ }));
    // Paid: the plan and its invoices are asked for again.
    await waitFor(() =>
      expect(calls.filter((c) => c === 'GET /rest/main/web/subscriptions/invoices').length).toBeGreaterThan(
        1,
      ),
    );
  });
});
