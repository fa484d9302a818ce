import { createHmac, randomBytes } from 'node:crypto';
import type { Database } from '../../../db/client';
import type {
  processorCharges,
  processorPaymentMethods,
  processorWalletOrders,
} from '../../../db/schema/payments';

// The embedded processor's books are the processor_* tables (so any number of Quarry instances on one
// database agree; nothing that matters lives in memory). Each resource (card tokens, customers, payment
// methods, charges, refunds, challenges, wallet orders, bank links) works on them through this store.

export type EmbeddedStore = {
  db: Database;
  now: () => Date;
  /** Keyed by the processor's secret: fingerprints and ids no one can name without it. */
  hmac: (label: string) => string;
};

export function createEmbeddedStore(opts: { db: Database; secret: string; now?: () => Date }): EmbeddedStore {
  return {
    db: opts.db,
    now: opts.now ?? (() => new Date()),
    hmac: (label: string) => createHmac('sha256', opts.secret).update(label).digest('hex'),
  };
}

export type PmRow = typeof processorPaymentMethods.$inferSelect;
export type ChargeRow = typeof processorCharges.$inferSelect;
export type WalletRow = typeof processorWalletOrders.$inferSelect;

export const newId = (prefix: string) => `${prefix}_${randomBytes(16).toString('hex')}`;
export const isCurrency = (c: string) => /^[A-Za-z]{3}$/.test(c);
