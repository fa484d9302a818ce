import { createHmac, randomBytes } from 'node:crypto';
import { and, desc, eq, isNull, sql } from 'drizzle-orm';
import { API_BASE_PATH } from '../../../shared/contract/http';
import type { Database, Db } from '../../db/client';
import {
  processorBankLinks,
  processorCharges,
  processorCustomers,
  processorPaymentMethods,
  processorWalletOrders,
} from '../../db/schema/payments';
import { AppError, conflict, invalid, notFound, refused } from '../../http/errors';
import {
  bankName,
  bankProblems,
  CARD_MESSAGES,
  type CardInput,
  cardProblems,
  checkedCard,
  isExpired,
  TEST_BANK,
} from './card-rules';
import type { CardSummary, Charge, PaymentsProvider, WalletOrderState } from './types';

// The embedded processor: a card network in test mode, with its books in the processor_* tables (so any
// number of Quarry instances on one database agree; nothing that matters lives in memory). Quarry's modules
// call it through PaymentsProvider as they would call Stripe; the browser calls the few extra operations
// below (tokenize a card, answer a 3-D Secure challenge, approve a wallet order, pick a bank) through the
// public /payments/* routes, as it would call Stripe.js, PayPal's buttons or a bank-linking widget.

const LINK_TOKEN_TTL_MS = 30 * 60 * 1000;

type PmRow = typeof processorPaymentMethods.$inferSelect;
type ChargeRow = typeof processorCharges.$inferSelect;
type WalletRow = typeof processorWalletOrders.$inferSelect;

export type ChallengeState = {
  id: string;
  amountCents: number;
  currency: string;
  status: Charge['status'];
};

export type BankPickerInput = { routingNumber: string; accountNumber: string; accountHolderName: string };

/** The embedded processor's operations beyond PaymentsProvider: what the browser's pages call. */
export interface EmbeddedPayments extends PaymentsProvider {
  readonly kind: 'embedded';
  /** Card details → a single-use tok_ (400 with the failing fields for a bad number, expiry or code). */
  tokenizeCard(input: CardInput): Promise<CardSummary & { id: string }>;
  getChallenge(challengeId: string): Promise<ChallengeState>;
  /** The payer completes (→ succeeded) or fails (→ failed, authentication_failed) the challenge. */
  answerChallenge(challengeId: string, outcome: 'complete' | 'fail'): Promise<ChallengeState>;
  createWalletOrder(input: { amountCents: number; currency: string }): Promise<WalletOrderState>;
  getWalletOrder(orderId: string): Promise<WalletOrderState>;
  approveWalletOrder(orderId: string, payerEmail: string): Promise<WalletOrderState>;
  /** The bank picker: a link token and the payer's account → a public token to exchange. */
  createBankPublicToken(linkToken: string, input: BankPickerInput): Promise<{ publicToken: string }>;
}

export function isEmbeddedPayments(p: PaymentsProvider): p is EmbeddedPayments {
  return p.kind === 'embedded' && 'tokenizeCard' in p;
}

const newId = (prefix: string) => `${prefix}_${randomBytes(16).toString('hex')}`;
const isCurrency = (c: string) => /^[A-Za-z]{3}$/.test(c);

const summary = (row: PmRow): CardSummary => ({
  id: row.id,
  type: row.type,
  brand: row.brand,
  last4: row.last4,
  expMonth: row.expMonth,
  expYear: row.expYear,
  bankName: row.bankName,
});

const toCharge = (row: ChargeRow): Charge => ({
  id: row.id,
  status: row.status,
  amountCents: row.amountCents,
  currency: row.currency,
  declineCode: row.declineCode,
  challengeId: row.status === 'requires_action' ? row.id : null,
});

const toWallet = (row: WalletRow): WalletOrderState => ({
  id: row.id,
  amountCents: row.amountCents,
  currency: row.currency,
  status: row.status,
});

/** A one-time instrument: a card token, or a bank account token not attached to a customer. */
const isOneTime = (row: PmRow) =>
  row.id.startsWith('tok_') || (row.type === 'us_bank_account' && !row.customerId);

export function createEmbeddedPayments(opts: {
  db: Database;
  /** Keys the card fingerprints (HMAC): the same card is recognised without keeping its number. */
  secret: string;
  now?: () => Date;
}): EmbeddedPayments {
  const { db } = opts;
  const now = opts.now ?? (() => new Date());
  const hmac = (label: string) => createHmac('sha256', opts.secret).update(label).digest('hex');
  /** A bank account token is derived from its public token: no one can name it before the exchange. */
  const bankAccountId = (publicToken: string) => `ba_${hmac(`bank-account:${publicToken}`).slice(0, 32)}`;

  async function chargeByKey(d: Db, key: string) {
    const [row] = await d.select().from(processorCharges).where(eq(processorCharges.idempotencyKey, key));
    return row ?? null;
  }

  /** The same key with other parameters is a caller's bug: Stripe refuses it too. */
  function replay(row: ChargeRow, input: { amountCents: number; paymentMethodId: string }): Charge {
    if (row.amountCents !== input.amountCents || row.paymentMethodId !== input.paymentMethodId) {
      throw conflict('This idempotency key was already used for a charge with other parameters');
    }
    return toCharge(row);
  }

  /** Saved to this customer and usable: not detached, and not a token used up (a used tok_ remembers who saved it). */
  const savedTo = (customerId: string) =>
    and(
      eq(processorPaymentMethods.customerId, customerId),
      isNull(processorPaymentMethods.detachedAt),
      isNull(processorPaymentMethods.consumedAt),
    );

  async function liveMethod(d: Db, customerId: string, id: string) {
    const [row] = await d
      .select()
      .from(processorPaymentMethods)
      .where(and(eq(processorPaymentMethods.id, id), savedTo(customerId)));
    return row ?? null;
  }

  /** A live method of the customer with this fingerprint (and expiry): the same card saved twice is one. */
  async function sameMethod(d: Db, customerId: string, row: PmRow) {
    const [same] = await d
      .select()
      .from(processorPaymentMethods)
      .where(
        and(
          savedTo(customerId),
          eq(processorPaymentMethods.fingerprint, row.fingerprint),
          eq(processorPaymentMethods.type, row.type),
          row.expYear == null
            ? isNull(processorPaymentMethods.expYear)
            : eq(processorPaymentMethods.expYear, row.expYear),
          row.expMonth == null
            ? isNull(processorPaymentMethods.expMonth)
            : eq(processorPaymentMethods.expMonth, row.expMonth),
          sql`${processorPaymentMethods.id} <> ${row.id}`,
        ),
      )
      .limit(1);
    return same ?? null;
  }

  async function challengeRow(d: Db, id: string, lock: boolean) {
    const q = d
      .select({ charge: processorCharges, behavior: processorPaymentMethods.behavior })
      .from(processorCharges)
      .innerJoin(processorPaymentMethods, eq(processorPaymentMethods.id, processorCharges.paymentMethodId))
      .where(eq(processorCharges.id, id));
    const [row] = lock ? await q.for('update', { of: processorCharges }) : await q;
    // Only a charge that asked for authentication is a challenge.
    if (row?.behavior !== 'authenticate') throw notFound('Challenge');
    return row.charge;
  }

  const toChallenge = (row: ChargeRow): ChallengeState => ({
    id: row.id,
    amountCents: row.amountCents,
    currency: row.currency,
    status: row.status,
  });

  async function walletRow(d: Db, id: string, lock = false) {
    const q = d.select().from(processorWalletOrders).where(eq(processorWalletOrders.id, id));
    const [row] = lock ? await q.for('update') : await q;
    return row ?? null;
  }

  return {
    kind: 'embedded',
    publishableKey: 'pk_test_quarry_embedded',
    tokenUrl: `${API_BASE_PATH}/payments/tokens`,
    testMode: true,

    async tokenizeCard(input) {
      const problems = cardProblems(input, now());
      if (problems.length) throw invalid(problems[0]!.message, problems);
      const card = checkedCard(input);
      const [row] = await db
        .insert(processorPaymentMethods)
        .values({
          id: newId('tok'),
          type: 'card',
          brand: card.brand,
          last4: card.last4,
          expMonth: card.expMonth,
          expYear: card.expYear,
          fingerprint: hmac(`card:${card.number}`).slice(0, 32),
          behavior: card.behavior,
        })
        .returning();
      return summary(row!);
    },

    async createCustomer(input) {
      // One processor customer per store, whatever the number of concurrent first uses.
      const id = `cus_${hmac(`customer:${input.storeId}`).slice(0, 24)}`;
      await db.insert(processorCustomers).values({ id, email: input.email }).onConflictDoNothing();
      return id;
    },

    async attachPaymentMethod(customerId, token) {
      return db.transaction(async (tx) => {
        const [customer] = await tx
          .select()
          .from(processorCustomers)
          .where(eq(processorCustomers.id, customerId));
        if (!customer) throw notFound('Customer');
        const [row] = await tx
          .select()
          .from(processorPaymentMethods)
          .where(eq(processorPaymentMethods.id, token))
          .for('update');
        const unknown = () =>
          invalid('This token is not valid; enter the card again', [
            { path: 'body.token', message: 'Unknown or used token' },
          ]);
        if (!row || row.detachedAt || !/^(tok|ba)_/.test(row.id)) throw unknown();
        const consume = (saved: boolean) =>
          tx
            .update(processorPaymentMethods)
            // A token used up by saving keeps who saved it: a retried attach answers the same card.
            .set({ consumedAt: now(), ...(saved ? { customerId } : {}) })
            .where(eq(processorPaymentMethods.id, row.id));
        if (row.customerId || row.consumedAt) {
          // Already attached (a bank account), or a token this customer already saved: a retry.
          if (row.customerId !== customerId) throw unknown();
          if (!row.consumedAt) return summary(row);
          const same = await sameMethod(tx, customerId, row);
          if (same) return summary(same);
          throw unknown();
        }
        if (isExpired(row.expMonth, row.expYear, now())) {
          throw invalid(CARD_MESSAGES.expired, [{ path: 'body.token', message: CARD_MESSAGES.expired }]);
        }
        // The same card or account saved twice is one saved method.
        const same = await sameMethod(tx, customerId, row);
        if (same) {
          await consume(true);
          return summary(same);
        }
        if (row.id.startsWith('tok_')) {
          await consume(true);
          const [pm] = await tx
            .insert(processorPaymentMethods)
            .values({ ...row, id: newId('pm'), customerId, consumedAt: null, createdAt: now() })
            .returning();
          return summary(pm!);
        }
        const [ba] = await tx
          .update(processorPaymentMethods)
          .set({ customerId, createdAt: now() })
          .where(eq(processorPaymentMethods.id, row.id))
          .returning();
        return summary(ba!);
      });
    },

    async detachPaymentMethod(customerId, paymentMethodId) {
      await db.transaction(async (tx) => {
        const [row] = await tx
          .update(processorPaymentMethods)
          .set({ detachedAt: now() })
          .where(and(eq(processorPaymentMethods.id, paymentMethodId), savedTo(customerId)))
          .returning({ id: processorPaymentMethods.id });
        if (!row) throw notFound('Payment method');
        await tx
          .update(processorCustomers)
          .set({ defaultPaymentMethod: null })
          .where(
            and(
              eq(processorCustomers.id, customerId),
              eq(processorCustomers.defaultPaymentMethod, paymentMethodId),
            ),
          );
      });
    },

    async listPaymentMethods(customerId, limit) {
      const [customer] = await db
        .select({ defaultId: processorCustomers.defaultPaymentMethod })
        .from(processorCustomers)
        .where(eq(processorCustomers.id, customerId));
      if (!customer) return { methods: [], defaultId: null };
      const rows = await db
        .select()
        .from(processorPaymentMethods)
        .where(savedTo(customerId))
        .orderBy(desc(processorPaymentMethods.createdAt), desc(processorPaymentMethods.id))
        .limit(Math.max(0, Math.min(limit, 100)));
      return { methods: rows.map(summary), defaultId: customer.defaultId };
    },

    async setDefaultPaymentMethod(customerId, paymentMethodId) {
      if (!(await liveMethod(db, customerId, paymentMethodId))) throw notFound('Payment method');
      await db
        .update(processorCustomers)
        .set({ defaultPaymentMethod: paymentMethodId })
        .where(eq(processorCustomers.id, customerId));
    },

    async retrievePaymentMethod(paymentMethodId) {
      const [row] = await db
        .select()
        .from(processorPaymentMethods)
        .where(eq(processorPaymentMethods.id, paymentMethodId));
      if (!row || row.detachedAt || row.consumedAt) return null;
      return { ...summary(row), customerId: row.customerId };
    },

    async charge(input) {
      if (!Number.isInteger(input.amountCents) || input.amountCents <= 0) {
        throw invalid('The amount must be a positive number of cents');
      }
      if (!isCurrency(input.currency)) throw invalid('The currency must be a 3-letter code');
      if (!input.idempotencyKey) throw invalid('A charge needs an idempotency key');
      const first = await chargeByKey(db, input.idempotencyKey);
      if (first) return replay(first, input);
      const made = await db.transaction(async (tx) => {
        // The payment method's row lock serialises charges from one instrument; a concurrent call with the
        // same key waits here, then finds the first call's charge.
        const [pm] = await tx
          .select()
          .from(processorPaymentMethods)
          .where(eq(processorPaymentMethods.id, input.paymentMethodId))
          .for('update');
        const existing = await chargeByKey(tx, input.idempotencyKey);
        if (existing) return existing;
        const noSuch = () =>
          invalid('This payment method cannot be charged; choose another', [
            { path: 'body.paymentMethodId', message: 'Unknown or used payment method' },
          ]);
        if (!pm || pm.detachedAt || pm.consumedAt) throw noSuch();
        const oneTime = isOneTime(pm);
        if (!oneTime && pm.customerId !== (input.customerId ?? null)) throw noSuch();
        let status: ChargeRow['status'] = 'succeeded';
        let declineCode: string | null = null;
        if (isExpired(pm.expMonth, pm.expYear, now())) {
          status = 'failed';
          declineCode = 'expired_card';
        } else if (pm.behavior === 'decline') {
          status = 'failed';
          declineCode = 'generic_decline';
        } else if (pm.behavior === 'insufficient_funds') {
          status = 'failed';
          declineCode = 'insufficient_funds';
        } else if (pm.behavior === 'authenticate') {
          status = 'requires_action';
        }
        const [row] = await tx
          .insert(processorCharges)
          .values({
            id: newId('ch'),
            idempotencyKey: input.idempotencyKey,
            customerId: input.customerId ?? pm.customerId,
            paymentMethodId: pm.id,
            amountCents: input.amountCents,
            currency: input.currency.toUpperCase(),
            status,
            declineCode,
            description: input.description,
          })
          .onConflictDoNothing({ target: processorCharges.idempotencyKey })
          .returning();
        if (!row) return null;
        if (oneTime) {
          await tx
            .update(processorPaymentMethods)
            .set({ consumedAt: now() })
            .where(eq(processorPaymentMethods.id, pm.id));
        }
        return row;
      });
      // null: another call inserted this key's charge between our look-ups (another payment method's lock).
      const row = made ?? (await chargeByKey(db, input.idempotencyKey));
      if (!row) throw new AppError('INTERNAL', 'The charge could not be recorded');
      return replay(row, input);
    },

    async findCharge(idempotencyKey) {
      const row = await chargeByKey(db, idempotencyKey);
      return row ? toCharge(row) : null;
    },

    async confirmCharge(chargeId) {
      const [row] = await db.select().from(processorCharges).where(eq(processorCharges.id, chargeId));
      if (!row) throw notFound('Charge');
      return toCharge(row);
    },

    async refund(chargeId) {
      await db.transaction(async (tx) => {
        const [row] = await tx
          .select()
          .from(processorCharges)
          .where(eq(processorCharges.id, chargeId))
          .for('update');
        if (!row) throw notFound('Charge');
        if (row.status === 'succeeded') {
          await tx
            .update(processorCharges)
            .set({ status: 'refunded', refundedCents: row.amountCents, updatedAt: now() })
            .where(eq(processorCharges.id, chargeId));
        } else if (row.status === 'requires_action') {
          // Nothing was taken yet: the pending authentication is cancelled instead.
          await tx
            .update(processorCharges)
            .set({ status: 'canceled', updatedAt: now() })
            .where(eq(processorCharges.id, chargeId));
        }
      });
    },

    async getChallenge(challengeId) {
      return toChallenge(await challengeRow(db, challengeId, false));
    },

    async answerChallenge(challengeId, outcome) {
      return db.transaction(async (tx) => {
        const row = await challengeRow(tx, challengeId, true);
        if (row.status === 'requires_action') {
          const [done] = await tx
            .update(processorCharges)
            .set(
              outcome === 'complete'
                ? { status: 'succeeded', updatedAt: now() }
                : { status: 'failed', declineCode: 'authentication_failed', updatedAt: now() },
            )
            .where(eq(processorCharges.id, row.id))
            .returning();
          return toChallenge(done!);
        }
        // The same answer again is harmless; another answer after the first is not.
        const same =
          (outcome === 'complete' && (row.status === 'succeeded' || row.status === 'refunded')) ||
          (outcome === 'fail' && row.status === 'failed');
        if (same) return toChallenge(row);
        throw conflict('This payment is no longer waiting for authentication');
      });
    },

    async createWalletOrder(input) {
      if (!Number.isInteger(input.amountCents) || input.amountCents <= 0) {
        throw invalid('The amount must be a positive number of cents', [
          { path: 'body.amountCents', message: 'Must be positive' },
        ]);
      }
      if (!isCurrency(input.currency)) {
        throw invalid('The currency must be a 3-letter code', [
          { path: 'body.currency', message: 'Must be a 3-letter code' },
        ]);
      }
      const [row] = await db
        .insert(processorWalletOrders)
        .values({
          id: newId('wo'),
          amountCents: input.amountCents,
          currency: input.currency.toUpperCase(),
          status: 'CREATED',
        })
        .returning();
      return toWallet(row!);
    },

    async getWalletOrder(orderId) {
      const row = await walletRow(db, orderId);
      if (!row) throw notFound('Wallet order');
      return toWallet(row);
    },

    async approveWalletOrder(orderId, payerEmail) {
      return db.transaction(async (tx) => {
        const row = await walletRow(tx, orderId, true);
        if (!row) throw notFound('Wallet order');
        if (row.status === 'APPROVED') return toWallet(row);
        if (row.status !== 'CREATED') {
          throw conflict(
            row.status === 'COMPLETED'
              ? 'This wallet order was already paid'
              : 'This wallet order was cancelled',
          );
        }
        const [done] = await tx
          .update(processorWalletOrders)
          .set({ status: 'APPROVED', payerEmail, updatedAt: now() })
          .where(eq(processorWalletOrders.id, orderId))
          .returning();
        return toWallet(done!);
      });
    },

    async captureWalletOrder(input) {
      if (!input.idempotencyKey) throw invalid('A capture needs an idempotency key');
      const args = { amountCents: input.amountCents, paymentMethodId: input.orderId };
      const first = await chargeByKey(db, input.idempotencyKey);
      if (first) return replay(first, args);
      const made = await db.transaction(async (tx) => {
        const order = await walletRow(tx, input.orderId, true);
        const existing = await chargeByKey(tx, input.idempotencyKey);
        if (existing) return existing;
        if (!order) {
          throw invalid('This wallet order does not exist', [
            { path: 'body.walletOrderId', message: 'Unknown wallet order' },
          ]);
        }
        let status: ChargeRow['status'] = 'failed';
        let declineCode: string | null = null;
        if (order.status === 'APPROVED' && order.amountCents === input.amountCents) status = 'succeeded';
        else if (order.status === 'APPROVED') declineCode = 'wallet_amount_mismatch';
        else if (order.status === 'COMPLETED') declineCode = 'wallet_already_captured';
        else declineCode = 'wallet_not_approved';
        const [row] = await tx
          .insert(processorCharges)
          .values({
            id: newId('ch'),
            idempotencyKey: input.idempotencyKey,
            paymentMethodId: order.id,
            amountCents: input.amountCents,
            currency: order.currency,
            status,
            declineCode,
            description: `Wallet order ${order.id}`,
          })
          .onConflictDoNothing({ target: processorCharges.idempotencyKey })
          .returning();
        if (row && status === 'succeeded') {
          await tx
            .update(processorWalletOrders)
            .set({ status: 'COMPLETED', captureKey: input.idempotencyKey, updatedAt: now() })
            .where(eq(processorWalletOrders.id, order.id));
        }
        return row ?? null;
      });
      const row = made ?? (await chargeByKey(db, input.idempotencyKey));
      if (!row) throw new AppError('INTERNAL', 'The capture could not be recorded');
      return replay(row, args);
    },

    async createLinkToken(customerId) {
      const expiresAt = new Date(now().getTime() + LINK_TOKEN_TTL_MS);
      const linkToken = newId('link');
      await db.insert(processorBankLinks).values({ linkToken, customerId, expiresAt });
      return { linkToken, expiresAt };
    },

    async createBankPublicToken(linkToken, input) {
      const problems = bankProblems(input);
      if (problems.length) throw invalid(problems[0]!.message, problems);
      return db.transaction(async (tx) => {
        const [link] = await tx
          .select()
          .from(processorBankLinks)
          .where(eq(processorBankLinks.linkToken, linkToken))
          .for('update');
        if (!link) throw notFound('Bank link');
        if (link.expiresAt <= now()) throw refused('This bank link has expired; start again');
        if (link.publicToken) throw conflict('This bank link was already used; start again');
        const publicToken = newId('public');
        await tx.insert(processorPaymentMethods).values({
          id: bankAccountId(publicToken),
          type: 'us_bank_account',
          last4: input.accountNumber.slice(-4),
          bankName: bankName(input.routingNumber),
          fingerprint: hmac(`bank:${input.routingNumber}:${input.accountNumber}`).slice(0, 32),
          behavior: input.accountNumber === TEST_BANK.declineAccount ? 'decline' : 'succeed',
        });
        await tx
          .update(processorBankLinks)
          .set({ publicToken })
          .where(eq(processorBankLinks.linkToken, linkToken));
        return { publicToken };
      });
    },

    async exchangeBankToken(publicToken) {
      return db.transaction(async (tx) => {
        const [link] = await tx
          .select()
          .from(processorBankLinks)
          .where(eq(processorBankLinks.publicToken, publicToken))
          .for('update');
        const bad = (message: string) => invalid(message, [{ path: 'body.publicToken', message }]);
        if (!link) throw bad('This public token is not valid; link the bank account again');
        if (link.usedAt) throw bad('This public token was already exchanged; link the bank account again');
        if (link.expiresAt <= now()) throw bad('This public token has expired; link the bank account again');
        await tx
          .update(processorBankLinks)
          .set({ usedAt: now() })
          .where(eq(processorBankLinks.linkToken, link.linkToken));
        return { bankAccountToken: bankAccountId(publicToken) };
      });
    },
  };
}
