import { eq } from 'drizzle-orm';
import type { Db } from '../../../db/client';
import { processorCharges, processorWalletOrders } from '../../../db/schema/payments';
import { AppError, conflict, invalid, notFound } from '../../../http/errors';
import type { Charge, PaymentsProvider, WalletOrderState } from '../types';
import { chargeByKey, replay } from './charge-rows';
import { type ChargeRow, type EmbeddedStore, isCurrency, newId, type WalletRow } from './store';

// The wallet (the spec's PayPal role): an order the payer approves on the wallet's page, then Quarry captures
// once per idempotency key.

const toWallet = (row: WalletRow): WalletOrderState => ({
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

export function walletOrderOperations({ db, now }: EmbeddedStore) {
  return {
    async createWalletOrder(input: { amountCents: number; currency: string }): Promise<WalletOrderState> {
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

    async getWalletOrder(orderId: string): Promise<WalletOrderState> {
      const row = await walletRow(db, orderId);
      if (!row) throw notFound('Wallet order');
      return toWallet(row);
    },

    async approveWalletOrder(orderId: string, payerEmail: string): Promise<WalletOrderState> {
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

    async captureWalletOrder(input: Parameters<PaymentsProvider['captureWalletOrder']>[0]): Promise<Charge> {
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
  };
}
