import { eq } from 'drizzle-orm';
import type { PaymentMethod } from '../../../../shared/contract/payments';
import { MAX_SAVED_CARDS } from '../../../../shared/rules/payments';
import type { AppDeps } from '../../../app-deps';
import { paymentCustomers } from '../../../db/schema/payments';
import type { StoreCtx } from '../../../http/context';
import { invalid, notFound, refused } from '../../../http/errors';
import type { CardSummary } from '../../../providers/payments/types';

// Saved payment methods and bank linking for a store (second document §7 "Payments"). The store's customer
// at the processor lives in payment_customers; the cards and bank accounts live at the processor only.

export type MethodsDeps = Pick<AppDeps, 'db' | 'payments'>;

export const SAVED_LIMIT_MESSAGE = `You can save up to ${MAX_SAVED_CARDS} payment methods; remove one first`;

const toMethod = (s: CardSummary, defaultId: string | null): PaymentMethod => ({
  id: s.id,
  type: s.type,
  brand: s.brand,
  last4: s.last4,
  expMonth: s.expMonth,
  expYear: s.expYear,
  bankName: s.bankName,
  isDefault: s.id === defaultId,
});

/** The store's processor customer, if it has one yet. */
export async function findCustomerId(deps: MethodsDeps, storeId: number): Promise<string | null> {
  const [row] = await deps.db
    .select({ ref: paymentCustomers.customerRef })
    .from(paymentCustomers)
    .where(eq(paymentCustomers.storeId, storeId));
  return row?.ref ?? null;
}

/** The store's processor customer, created on first use (two first uses at once keep one). */
export async function ensureCustomer(deps: MethodsDeps, ctx: StoreCtx): Promise<string> {
  const existing = await findCustomerId(deps, ctx.storeId);
  if (existing) return existing;
  const ref = await deps.payments.createCustomer({ email: ctx.user.email, storeId: ctx.storeId });
  await deps.db
    .insert(paymentCustomers)
    .values({ storeId: ctx.storeId, customerRef: ref })
    .onConflictDoNothing();
  return (await findCustomerId(deps, ctx.storeId)) ?? ref;
}

/** The saved cards and bank accounts, the default first, then newest first. */
export async function listPaymentMethods(deps: MethodsDeps, ctx: StoreCtx): Promise<PaymentMethod[]> {
  const customerId = await findCustomerId(deps, ctx.storeId);
  if (!customerId) return [];
  const { methods, defaultId } = await deps.payments.listPaymentMethods(customerId, MAX_SAVED_CARDS);
  const list = methods.map((m) => toMethod(m, defaultId));
  return [...list.filter((m) => m.isDefault), ...list.filter((m) => !m.isDefault)];
}

/**
 * Save a one-time card token or a bank account token. The limit holds under concurrency: an attach that
 * finds more than MAX_SAVED_CARDS once it is done takes its own method off again and is refused.
 */
export async function attachPaymentMethod(
  deps: MethodsDeps,
  ctx: StoreCtx,
  body: { token: string; setDefault?: boolean },
): Promise<PaymentMethod> {
  const customerId = await ensureCustomer(deps, ctx);
  const before = await deps.payments.listPaymentMethods(customerId, MAX_SAVED_CARDS);
  if (before.methods.length >= MAX_SAVED_CARDS) throw refused(SAVED_LIMIT_MESSAGE);
  const saved = await deps.payments.attachPaymentMethod(customerId, body.token);
  const known = before.methods.some((m) => m.id === saved.id);
  const after = await deps.payments.listPaymentMethods(customerId, MAX_SAVED_CARDS + 1);
  if (!known && after.methods.length > MAX_SAVED_CARDS) {
    await deps.payments.detachPaymentMethod(customerId, saved.id).catch(() => undefined);
    throw refused(SAVED_LIMIT_MESSAGE);
  }
  let defaultId = after.methods.some((m) => m.id === after.defaultId) ? after.defaultId : null;
  if (body.setDefault || !defaultId) {
    await deps.payments.setDefaultPaymentMethod(customerId, saved.id);
    defaultId = saved.id;
  }
  return toMethod(saved, defaultId);
}

const isSavedId = (id: string) => /^(pm|ba)_[A-Za-z0-9_]{1,100}$/.test(id);

export async function detachPaymentMethod(deps: MethodsDeps, ctx: StoreCtx, id: string): Promise<void> {
  const customerId = await findCustomerId(deps, ctx.storeId);
  if (!customerId || !isSavedId(id)) throw notFound('Payment method');
  await deps.payments.detachPaymentMethod(customerId, id);
  // The newest remaining method becomes the default when the default was removed.
  const { methods, defaultId } = await deps.payments.listPaymentMethods(customerId, MAX_SAVED_CARDS);
  const first = methods[0];
  if (first && !methods.some((m) => m.id === defaultId)) {
    await deps.payments.setDefaultPaymentMethod(customerId, first.id);
  }
}

export async function setDefaultPaymentMethod(
  deps: MethodsDeps,
  ctx: StoreCtx,
  id: string,
): Promise<PaymentMethod> {
  const customerId = await findCustomerId(deps, ctx.storeId);
  if (!customerId || !isSavedId(id)) throw notFound('Payment method');
  const pm = await deps.payments.retrievePaymentMethod(id);
  if (!pm || pm.customerId !== customerId) throw notFound('Payment method');
  await deps.payments.setDefaultPaymentMethod(customerId, id);
  return toMethod(pm, id);
}

export async function createBankLinkToken(deps: MethodsDeps, ctx: StoreCtx) {
  const customerId = await ensureCustomer(deps, ctx);
  const link = await deps.payments.createLinkToken(customerId);
  return { linkToken: link.linkToken, expiresAt: link.expiresAt.toISOString() };
}

export async function exchangeBankToken(deps: MethodsDeps, body: { publicToken: string }) {
  return deps.payments.exchangeBankToken(body.publicToken);
}

export type ResolvedPaymentMethod = {
  /** What to charge: the pm_/ba_ or the one-time tok_. */
  ref: string;
  method: 'CARD' | 'BANK';
  /** The store's processor customer for a saved method; null for a one-time token. */
  customerId: string | null;
  summary: CardSummary;
};

/**
 * What a payment may be charged to: the store's own saved pm_/ba_ (another store's, or none, answers 404),
 * or a one-time tok_ (also without a store: the public invoice link). Anything else is a 400.
 */
export async function resolvePaymentMethod(
  deps: MethodsDeps,
  storeId: number | null,
  paymentMethodId: string,
): Promise<ResolvedPaymentMethod> {
  const id = paymentMethodId.trim();
  const method = (s: CardSummary) => (s.type === 'us_bank_account' ? 'BANK' : 'CARD');
  if (id.startsWith('tok_')) {
    const pm = await deps.payments.retrievePaymentMethod(id);
    if (!pm) {
      const message = 'This card can no longer be used; enter it again';
      throw invalid(message, [{ path: 'body.paymentMethodId', message }]);
    }
    const { customerId: _, ...summary } = pm;
    return { ref: id, method: method(summary), customerId: null, summary };
  }
  if (isSavedId(id)) {
    const pm = await deps.payments.retrievePaymentMethod(id);
    if (!pm) throw notFound('Payment method');
    const { customerId, ...summary } = pm;
    // A bank account token not saved to anyone is a one-time payment, like a card token.
    if (customerId == null && summary.type === 'us_bank_account') {
      return { ref: id, method: 'BANK', customerId: null, summary };
    }
    const own = storeId == null ? null : await findCustomerId(deps, storeId);
    if (!own || customerId !== own) throw notFound('Payment method');
    return { ref: id, method: method(summary), customerId: own, summary };
  }
  throw invalid('Choose a payment method', [
    { path: 'body.paymentMethodId', message: 'Unknown payment method' },
  ]);
}
