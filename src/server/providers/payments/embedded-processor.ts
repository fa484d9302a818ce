import { API_BASE_PATH } from '../../../shared/contract/http';
import type { Database } from '../../db/client';
import type { DunningSchedule } from './billing-types';
import type { CardInput } from './card-rules';
import { type BankPickerInput, bankLinkOperations } from './embedded/bank-links';
import { billingOperations } from './embedded/billing';
import { cardTokenOperations } from './embedded/card-tokens';
import { type ChallengeState, challengeOperations } from './embedded/challenges';
import { chargeOperations } from './embedded/charges';
import { customerOperations } from './embedded/customers';
import { paymentMethodOperations } from './embedded/payment-methods';
import { refundOperations } from './embedded/refunds';
import { createEmbeddedStore } from './embedded/store';
import { walletOrderOperations } from './embedded/wallet-orders';
import type { CardSummary, PaymentsProvider, WalletOrderState } from './types';

// The embedded processor: a card network in test mode, with its books in the processor_* tables (so any
// number of Quarry instances on one database agree; nothing that matters lives in memory). Quarry's modules
// call it through PaymentsProvider as they would call Stripe; the browser calls the few extra operations
// below (tokenize a card, answer a 3-D Secure challenge, approve a wallet order, pick a bank) through the
// public /payments/* routes, as it would call Stripe.js, PayPal's buttons or a bank-linking widget.
// Each resource is a file of embedded/, over one store; this file composes them.

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

export function createEmbeddedPayments(opts: {
  db: Database;
  /** Keys the card fingerprints (HMAC): the same card is recognised without keeping its number. */
  secret: string;
  now?: () => Date;
  /** Renewal retries and what follows them (default DEFAULT_DUNNING: 3, 5 and 7 days, then unpaid). */
  dunning?: DunningSchedule;
}): EmbeddedPayments {
  const store = createEmbeddedStore(opts);
  return {
    kind: 'embedded',
    publishableKey: 'pk_test_quarry_embedded',
    tokenUrl: `${API_BASE_PATH}/payments/tokens`,
    testMode: true,
    ...cardTokenOperations(store),
    ...customerOperations(store),
    ...paymentMethodOperations(store),
    ...chargeOperations(store),
    ...refundOperations(store),
    ...challengeOperations(store),
    ...walletOrderOperations(store),
    ...bankLinkOperations(store),
    ...billingOperations(store, { dunning: opts.dunning }),
  };
}
