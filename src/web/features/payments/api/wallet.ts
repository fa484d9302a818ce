import type { z } from 'zod';
import type { WalletOrder } from '../../../../shared/contract/payments';
import { processorPost } from './processor';

export type TWalletOrder = z.infer<typeof WalletOrder>;

/** POST /payments/wallet-orders: the wallet's order for the amount the payer approves. */
export const createWalletOrder = (amountCents: number, currency: string) =>
  processorPost<TWalletOrder>('/payments/wallet-orders', { amountCents, currency });

/** POST /payments/wallet-orders/{id}/approve: what the payer does in the wallet's own window. */
export const approveWalletOrder = (id: string, payerEmail: string) =>
  processorPost<TWalletOrder>(`/payments/wallet-orders/${encodeURIComponent(id)}/approve`, { payerEmail });
