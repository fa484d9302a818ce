import { processorPaymentMethods } from '../../../db/schema/payments';
import { invalid } from '../../../http/errors';
import { type CardInput, cardProblems, checkedCard } from '../card-rules';
import type { CardSummary } from '../types';
import { summary } from './method-rows';
import { type EmbeddedStore, newId } from './store';

// What the browser posts card details to (as it would to Stripe.js): the number never reaches Quarry's API.

export function cardTokenOperations({ db, now, hmac }: EmbeddedStore) {
  return {
    /** Card details → a single-use tok_ (400 with the failing fields for a bad number, expiry or code). */
    async tokenizeCard(input: CardInput): Promise<CardSummary & { id: string }> {
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
  };
}
