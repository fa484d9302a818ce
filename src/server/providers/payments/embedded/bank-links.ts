import { eq } from 'drizzle-orm';
import { processorBankLinks, processorPaymentMethods } from '../../../db/schema/payments';
import { conflict, invalid, notFound, refused } from '../../../http/errors';
import { bankName, bankProblems, TEST_BANK } from '../card-rules';
import type { PaymentsProvider } from '../types';
import { type EmbeddedStore, newId } from './store';

// Bank linking (the spec's bank-linking provider): a link token opens the bank picker, the picker answers a
// public token, and the exchange turns it into a bank account token to attach.

const LINK_TOKEN_TTL_MS = 30 * 60 * 1000;

export type BankPickerInput = { routingNumber: string; accountNumber: string; accountHolderName: string };

export function bankLinkOperations({ db, now, hmac }: EmbeddedStore) {
  /** A bank account token is derived from its public token: no one can name it before the exchange. */
  const bankAccountId = (publicToken: string) => `ba_${hmac(`bank-account:${publicToken}`).slice(0, 32)}`;

  return {
    async createLinkToken(customerId: string): ReturnType<PaymentsProvider['createLinkToken']> {
      const expiresAt = new Date(now().getTime() + LINK_TOKEN_TTL_MS);
      const linkToken = newId('link');
      await db.insert(processorBankLinks).values({ linkToken, customerId, expiresAt });
      return { linkToken, expiresAt };
    },

    /** The bank picker: a link token and the payer's account → a public token to exchange. */
    async createBankPublicToken(linkToken: string, input: BankPickerInput): Promise<{ publicToken: string }> {
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

    async exchangeBankToken(publicToken: string): ReturnType<PaymentsProvider['exchangeBankToken']> {
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
