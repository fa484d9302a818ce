import { randomBytes } from 'node:crypto';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { TEST_CARDS } from '../../../shared/rules/payments';
import {
  processorBankLinks,
  processorCharges,
  processorPaymentMethods,
  processorWalletOrders,
} from '../../db/schema/payments';
import { AppError } from '../../http/errors';
import { createTestApp, type TestApp } from '../../test/test-app';
import { TEST_BANK } from './card-rules';
import { createEmbeddedPayments, type EmbeddedPayments } from './embedded-processor';

let t: TestApp;
/** Two processors on one database: what two Quarry instances see. */
let p: EmbeddedPayments;
let other: EmbeddedPayments;
const secret = 'embedded-processor-test-secret';
const year = new Date().getUTCFullYear() + 3;

beforeAll(async () => {
  t = await createTestApp({ seed: false });
  p = createEmbeddedPayments({ db: t.deps.db, secret });
  other = createEmbeddedPayments({ db: t.deps.db, secret });
});
afterAll(async () => t?.close());

const key = () => `key-${randomBytes(8).toString('hex')}`;
const token = (number: string = TEST_CARDS.success, over: { cvc?: string; expYear?: number } = {}) =>
  p.tokenizeCard({ number, expMonth: 12, expYear: over.expYear ?? year, cvc: over.cvc ?? '123' });
const charge = (
  paymentMethodId: string,
  over: { key?: string; amountCents?: number; customerId?: string } = {},
) =>
  p.charge({
    amountCents: over.amountCents ?? 2500,
    currency: 'USD',
    paymentMethodId,
    customerId: over.customerId ?? null,
    idempotencyKey: over.key ?? key(),
    description: 'test',
  });
const failure = async (promise: Promise<unknown>) => {
  const err = await promise.then(
    () => null,
    (e: unknown) => e,
  );
  expect(err).toBeInstanceOf(AppError);
  return err as AppError;
};
let storeSeq = 0;
const customer = () => p.createCustomer({ email: 'buyer@example.com', storeId: 1_000_000 + ++storeSeq });

describe('card tokens', () => {
  it('tokenizes a card without keeping its number', async () => {
    const tok = await token();
    expect(tok).toEqual({
      id: expect.stringMatching(/^tok_[0-9a-f]{32}$/),
      type: 'card',
      brand: 'visa',
      last4: '4242',
      expMonth: 12,
      expYear: year,
      bankName: null,
    });
    const [row] = await t.deps.db
      .select()
      .from(processorPaymentMethods)
      .where(eq(processorPaymentMethods.id, tok.id));
    expect(JSON.stringify(row)).not.toContain('4242424242424242');
    expect(row!.fingerprint).toMatch(/^[0-9a-f]{32}$/);
    // The same card, tokenized again, has the same fingerprint; another card another one.
    const again = await token();
    const mc = await token('5555555555554444');
    const prints = await t.deps.db
      .select({ id: processorPaymentMethods.id, fingerprint: processorPaymentMethods.fingerprint })
      .from(processorPaymentMethods)
      .where(sql`${processorPaymentMethods.id} in (${tok.id}, ${again.id}, ${mc.id})`);
    const fp = Object.fromEntries(prints.map((r) => [r.id, r.fingerprint]));
    expect(fp[tok.id]).toBe(fp[again.id]);
    expect(fp[tok.id]).not.toBe(fp[mc.id]);
    expect(mc.brand).toBe('mastercard');
    expect((await token('378282246310005', { cvc: '1234' })).brand).toBe('amex');
    expect((await token('6011111111111117')).brand).toBe('discover');
  });

  it('refuses a bad number, an expired card and a wrong security code with the field', async () => {
    const bad = await failure(token('4242424242424241'));
    expect(bad.code).toBe('INVALID');
    expect(bad.message).toBe('Your card number is invalid');
    expect(bad.details).toEqual([{ path: 'body.number', message: 'Your card number is invalid' }]);
    const expired = await failure(token(TEST_CARDS.success, { expYear: 2020 }));
    expect(expired.message).toBe('Your card has expired');
    expect(expired.details).toEqual([{ path: 'body.expYear', message: 'Your card has expired' }]);
    const cvc = await failure(token('378282246310005', { cvc: '123' }));
    expect(cvc.details?.[0]?.path).toBe('body.cvc');
  });
});

describe('charges', () => {
  it('charges the success card once; the token is used up', async () => {
    const tok = await token();
    const c = await charge(tok.id, { amountCents: 1999 });
    expect(c).toEqual({
      id: expect.stringMatching(/^ch_/),
      status: 'succeeded',
      amountCents: 1999,
      currency: 'USD',
      declineCode: null,
      challengeId: null,
    });
    expect(await p.retrievePaymentMethod(tok.id)).toBeNull();
    const again = await failure(charge(tok.id));
    expect(again.code).toBe('INVALID');
    expect(again.details?.[0]?.path).toBe('body.paymentMethodId');
  });

  it('declines the decline and insufficient-funds cards with their codes', async () => {
    expect(await charge((await token(TEST_CARDS.decline)).id)).toMatchObject({
      status: 'failed',
      declineCode: 'generic_decline',
    });
    expect(await charge((await token(TEST_CARDS.insufficientFunds)).id)).toMatchObject({
      status: 'failed',
      declineCode: 'insufficient_funds',
    });
    // Any other valid number succeeds.
    expect((await charge((await token('5555555555554444')).id)).status).toBe('succeeded');
  });

  it('makes ONE charge for 50 concurrent calls with one key, and answers it to every call', async () => {
    const tok = await token();
    const k = key();
    const results = await Promise.all(Array.from({ length: 50 }, () => charge(tok.id, { key: k })));
    expect(new Set(results.map((r) => r.id)).size).toBe(1);
    expect(results.every((r) => r.status === 'succeeded')).toBe(true);
    const rows = await t.deps.db
      .select()
      .from(processorCharges)
      .where(eq(processorCharges.idempotencyKey, k));
    expect(rows).toHaveLength(1);
    // Later, from another instance: the same charge, and findCharge knows it.
    expect((await other.charge({ ...rowInput(rows[0]!), idempotencyKey: k })).id).toBe(results[0]!.id);
    expect(await other.findCharge(k)).toEqual(results[0]);
    expect(await p.findCharge(key())).toBeNull();
  });

  it('refuses the same key with another amount', async () => {
    const tok = await token();
    const k = key();
    await charge(tok.id, { key: k, amountCents: 1000 });
    const err = await failure(charge(tok.id, { key: k, amountCents: 2000 }));
    expect(err.code).toBe('CONFLICT');
  });

  it('refuses bad amounts and currencies', async () => {
    const tok = await token();
    expect((await failure(charge(tok.id, { amountCents: 0 }))).code).toBe('INVALID');
    expect((await failure(charge(tok.id, { amountCents: 10.5 }))).code).toBe('INVALID');
    expect(
      (
        await failure(
          p.charge({
            amountCents: 100,
            currency: 'dollars',
            paymentMethodId: tok.id,
            idempotencyKey: key(),
            description: '',
          }),
        )
      ).code,
    ).toBe('INVALID');
  });

  it('3-D Secure: requires_action, then the payer completes or fails the challenge', async () => {
    const c = await charge((await token(TEST_CARDS.authenticate)).id, { amountCents: 4200 });
    expect(c).toMatchObject({ status: 'requires_action', challengeId: c.id, declineCode: null });
    expect(await other.getChallenge(c.challengeId!)).toEqual({
      id: c.id,
      amountCents: 4200,
      currency: 'USD',
      status: 'requires_action',
    });
    expect((await p.confirmCharge(c.id)).status).toBe('requires_action');
    expect((await other.answerChallenge(c.challengeId!, 'complete')).status).toBe('succeeded');
    expect(await p.confirmCharge(c.id)).toMatchObject({ status: 'succeeded', challengeId: null });
    // The same answer again is harmless; the other answer is refused.
    expect((await p.answerChallenge(c.id, 'complete')).status).toBe('succeeded');
    expect((await failure(p.answerChallenge(c.id, 'fail'))).code).toBe('CONFLICT');

    const f = await charge((await token(TEST_CARDS.authenticate)).id);
    expect(await p.answerChallenge(f.challengeId!, 'fail')).toMatchObject({ status: 'failed' });
    expect(await p.confirmCharge(f.id)).toMatchObject({
      status: 'failed',
      declineCode: 'authentication_failed',
    });

    // A charge that never asked for authentication is no challenge.
    const plain = await charge((await token()).id);
    expect((await failure(p.getChallenge(plain.id))).code).toBe('NOT_FOUND');
    expect((await failure(p.getChallenge('ch_nope'))).code).toBe('NOT_FOUND');
    expect((await failure(p.confirmCharge('ch_nope'))).code).toBe('NOT_FOUND');
  });

  it('refunds a succeeded charge and cancels one still waiting for authentication', async () => {
    const k = key();
    const c = await charge((await token()).id, { key: k });
    await p.refund(c.id);
    await p.refund(c.id);
    expect(await p.findCharge(k)).toMatchObject({ id: c.id, status: 'refunded' });
    const [row] = await t.deps.db.select().from(processorCharges).where(eq(processorCharges.id, c.id));
    expect(row!.refundedCents).toBe(c.amountCents);
    const pending = await charge((await token(TEST_CARDS.authenticate)).id);
    await p.refund(pending.id);
    expect((await p.confirmCharge(pending.id)).status).toBe('canceled');
    expect((await failure(p.answerChallenge(pending.id, 'complete'))).code).toBe('CONFLICT');
    expect((await failure(p.refund('ch_nope'))).code).toBe('NOT_FOUND');
  });
});

const rowInput = (row: typeof processorCharges.$inferSelect) => ({
  amountCents: row.amountCents,
  currency: row.currency,
  paymentMethodId: row.paymentMethodId,
  customerId: row.customerId,
  description: 'again',
});

describe('customers and saved methods', () => {
  it('makes one customer per store, however often asked', async () => {
    const ids = await Promise.all(
      Array.from({ length: 5 }, () => p.createCustomer({ email: 'x@example.com', storeId: 77 })),
    );
    expect(new Set(ids).size).toBe(1);
    expect(ids[0]).toMatch(/^cus_/);
  });

  it('attaches a token as a pm_, lists, defaults, charges it again and detaches', async () => {
    const cus = await customer();
    const tok = await token();
    const pm = await p.attachPaymentMethod(cus, tok.id);
    expect(pm).toMatchObject({ id: expect.stringMatching(/^pm_/), brand: 'visa', last4: '4242' });
    // The token is used up; a retried attach answers the card it saved.
    expect(await p.retrievePaymentMethod(tok.id)).toBeNull();
    expect((await p.attachPaymentMethod(cus, tok.id)).id).toBe(pm.id);
    // The same card again is the same saved method.
    expect((await p.attachPaymentMethod(cus, (await token()).id)).id).toBe(pm.id);
    const mc = await p.attachPaymentMethod(cus, (await token('5555555555554444')).id);
    await p.setDefaultPaymentMethod(cus, pm.id);
    expect(await other.listPaymentMethods(cus, 10)).toEqual({ methods: [mc, pm], defaultId: pm.id });
    expect(await p.retrievePaymentMethod(pm.id)).toEqual({ ...pm, customerId: cus });
    // A saved card charges any number of times, with its customer only.
    expect((await charge(pm.id, { customerId: cus })).status).toBe('succeeded');
    expect((await charge(pm.id, { customerId: cus })).status).toBe('succeeded');
    expect((await failure(charge(pm.id))).code).toBe('INVALID');
    expect((await failure(charge(pm.id, { customerId: await customer() }))).code).toBe('INVALID');
    // Another customer can neither detach nor default it.
    const stranger = await customer();
    expect((await failure(p.detachPaymentMethod(stranger, pm.id))).code).toBe('NOT_FOUND');
    expect((await failure(p.setDefaultPaymentMethod(stranger, pm.id))).code).toBe('NOT_FOUND');
    expect((await failure(p.attachPaymentMethod(stranger, pm.id))).code).toBe('INVALID');
    await p.detachPaymentMethod(cus, pm.id);
    expect(await p.listPaymentMethods(cus, 10)).toEqual({ methods: [mc], defaultId: null });
    expect(await p.retrievePaymentMethod(pm.id)).toBeNull();
    expect((await failure(p.detachPaymentMethod(cus, pm.id))).code).toBe('NOT_FOUND');
    expect((await failure(charge(pm.id, { customerId: cus }))).code).toBe('INVALID');
  });

  it('declines a saved card that expired since it was saved', async () => {
    const cus = await customer();
    const pm = await p.attachPaymentMethod(cus, (await token(TEST_CARDS.success, { expYear: year })).id);
    const later = createEmbeddedPayments({
      db: t.deps.db,
      secret,
      now: () => new Date(Date.UTC(year + 1, 1, 1)),
    });
    expect(
      await later.charge({
        amountCents: 100,
        currency: 'USD',
        paymentMethodId: pm.id,
        customerId: cus,
        idempotencyKey: key(),
        description: '',
      }),
    ).toMatchObject({ status: 'failed', declineCode: 'expired_card' });
  });
});

describe('bank linking', () => {
  const picker = (routingNumber: string, accountNumber: string) => ({
    routingNumber,
    accountNumber,
    accountHolderName: 'Ada Founder',
  });

  it('link token → bank picker → public token → bank account token → attached and charged', async () => {
    const cus = await customer();
    const before = Date.now();
    const link = await p.createLinkToken(cus);
    expect(link.linkToken).toMatch(/^link_[0-9a-f]{32}$/);
    expect(link.expiresAt.getTime() - before).toBeGreaterThanOrEqual(29 * 60_000);
    expect(link.expiresAt.getTime() - before).toBeLessThanOrEqual(31 * 60_000);
    const { publicToken } = await other.createBankPublicToken(
      link.linkToken,
      picker(TEST_BANK.routingNumber, TEST_BANK.successAccount),
    );
    expect(
      (await failure(p.createBankPublicToken(link.linkToken, picker('110000000', '000123456789')))).code,
    ).toBe('CONFLICT');
    const { bankAccountToken } = await p.exchangeBankToken(publicToken);
    expect(bankAccountToken).toMatch(/^ba_[0-9a-f]{32}$/);
    expect((await failure(p.exchangeBankToken(publicToken))).code).toBe('INVALID');
    const ba = await p.attachPaymentMethod(cus, bankAccountToken);
    expect(ba).toEqual({
      id: bankAccountToken,
      type: 'us_bank_account',
      brand: null,
      last4: '6789',
      expMonth: null,
      expYear: null,
      bankName: 'Quarry Test Bank',
    });
    expect((await charge(ba.id, { customerId: cus })).status).toBe('succeeded');
    expect((await charge(ba.id, { customerId: cus })).status).toBe('succeeded');
    const [row] = await t.deps.db
      .select()
      .from(processorPaymentMethods)
      .where(eq(processorPaymentMethods.id, ba.id));
    expect(JSON.stringify(row)).not.toContain('000123456789');
  });

  it('the decline account links, then every charge is declined', async () => {
    const link = await p.createLinkToken(await customer());
    const { publicToken } = await p.createBankPublicToken(
      link.linkToken,
      picker(TEST_BANK.routingNumber, TEST_BANK.declineAccount),
    );
    const { bankAccountToken } = await p.exchangeBankToken(publicToken);
    // Not saved: a one-time bank payment, used up by the charge.
    expect(await charge(bankAccountToken)).toMatchObject({
      status: 'failed',
      declineCode: 'generic_decline',
    });
    expect(await p.retrievePaymentMethod(bankAccountToken)).toBeNull();
  });

  it('refuses bad account details, unknown and expired link tokens, unknown public tokens', async () => {
    const link = await p.createLinkToken(await customer());
    const bad = await failure(p.createBankPublicToken(link.linkToken, picker('110000001', '12')));
    expect(bad.details?.map((d) => d.path)).toEqual(['body.routingNumber', 'body.accountNumber']);
    expect(
      (await failure(p.createBankPublicToken('link_nope', picker('110000000', '000123456789')))).code,
    ).toBe('NOT_FOUND');
    const later = createEmbeddedPayments({
      db: t.deps.db,
      secret,
      now: () => new Date(Date.now() + 31 * 60_000),
    });
    expect(
      (await failure(later.createBankPublicToken(link.linkToken, picker('110000000', '000123456789')))).code,
    ).toBe('REFUSED');
    expect((await failure(p.exchangeBankToken('public_nope'))).code).toBe('INVALID');
    const [stored] = await t.deps.db
      .select()
      .from(processorBankLinks)
      .where(eq(processorBankLinks.linkToken, link.linkToken));
    expect(stored!.publicToken).toBeNull();
  });
});

describe('wallet', () => {
  it('CREATED → APPROVED → COMPLETED, captured once per key', async () => {
    const order = await p.createWalletOrder({ amountCents: 5000, currency: 'usd' });
    expect(order).toEqual({
      id: expect.stringMatching(/^wo_/),
      amountCents: 5000,
      currency: 'USD',
      status: 'CREATED',
    });
    const early = await p.captureWalletOrder({ orderId: order.id, amountCents: 5000, idempotencyKey: key() });
    expect(early).toMatchObject({ status: 'failed', declineCode: 'wallet_not_approved' });
    expect((await other.approveWalletOrder(order.id, 'payer@example.com')).status).toBe('APPROVED');
    expect((await p.approveWalletOrder(order.id, 'payer@example.com')).status).toBe('APPROVED');
    const k = key();
    const captures = await Promise.all(
      Array.from({ length: 10 }, () =>
        p.captureWalletOrder({ orderId: order.id, amountCents: 5000, idempotencyKey: k }),
      ),
    );
    expect(new Set(captures.map((c) => c.id)).size).toBe(1);
    expect(captures[0]).toMatchObject({ status: 'succeeded', amountCents: 5000, currency: 'USD' });
    expect((await p.getWalletOrder(order.id)).status).toBe('COMPLETED');
    const [row] = await t.deps.db
      .select()
      .from(processorWalletOrders)
      .where(eq(processorWalletOrders.id, order.id));
    expect(row).toMatchObject({ captureKey: k, payerEmail: 'payer@example.com' });
    // Another key cannot capture it again; the order cannot be approved again.
    expect(
      await p.captureWalletOrder({ orderId: order.id, amountCents: 5000, idempotencyKey: key() }),
    ).toMatchObject({
      status: 'failed',
      declineCode: 'wallet_already_captured',
    });
    expect((await failure(p.approveWalletOrder(order.id, 'payer@example.com'))).code).toBe('CONFLICT');
  });

  it('refuses a capture of another amount, and concurrent captures with different keys take the money once', async () => {
    const order = await p.createWalletOrder({ amountCents: 1200, currency: 'USD' });
    await p.approveWalletOrder(order.id, 'payer@example.com');
    expect(
      await p.captureWalletOrder({ orderId: order.id, amountCents: 1300, idempotencyKey: key() }),
    ).toMatchObject({ status: 'failed', declineCode: 'wallet_amount_mismatch' });
    const results = await Promise.all(
      Array.from({ length: 8 }, () =>
        p.captureWalletOrder({ orderId: order.id, amountCents: 1200, idempotencyKey: key() }),
      ),
    );
    expect(results.filter((r) => r.status === 'succeeded')).toHaveLength(1);
    expect(
      (await failure(p.captureWalletOrder({ orderId: 'wo_nope', amountCents: 1, idempotencyKey: key() })))
        .code,
    ).toBe('INVALID');
    expect((await failure(p.getWalletOrder('wo_nope'))).code).toBe('NOT_FOUND');
    expect((await failure(p.createWalletOrder({ amountCents: 0, currency: 'USD' }))).code).toBe('INVALID');
  });
});
