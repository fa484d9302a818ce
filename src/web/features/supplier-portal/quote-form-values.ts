// The quote form's values (unit prices in dollars) and the API body, checked with the contract's own schema
// (SubmitQuoteBody), plus what the quote costs the founder at their quantity, by the shared pricing rule.
import { type Quote, SubmitQuoteBody, type SubmitQuoteInput } from '../../../shared/contract/projects';
import { centsToDollars, dollarsToCents } from '../../../shared/rules/money';
import { type PriceTier, priceQuote } from '../../../shared/rules/quote-pricing';
import { errorCollector } from './form-errors';
import { formFieldOf, type TierRow } from './product-form-values';

export type QuoteValues = {
  tiers: TierRow[];
  moq: number | string;
  leadTimeDays: number | string;
  note: string;
};

/** The last quote (to revise, or to send again after declining), or a first one at the founder's quantity. */
export function quoteValues(quote: Quote | null, quantity: number): QuoteValues {
  if (!quote || (quote.status === 'WITHDRAWN' && quote.priceTiers.length === 0))
    return { tiers: [{ minQuantity: quantity, unitPrice: '' }], moq: quantity, leadTimeDays: 30, note: '' };
  return {
    tiers: quote.priceTiers.map((t) => ({
      minQuantity: t.minQuantity,
      unitPrice: centsToDollars(t.unitPriceCents),
    })),
    moq: quote.moq,
    leadTimeDays: quote.leadTimeDays,
    note: quote.note,
  };
}

const blank = (v: number | string) => v === '';

export function quoteBody(v: QuoteValues): SubmitQuoteInput {
  return {
    priceTiers: v.tiers.map((t) => ({
      minQuantity: Number(t.minQuantity),
      unitPriceCents: blank(t.unitPrice) ? 0 : dollarsToCents(Number(t.unitPrice)),
    })),
    moq: Number(v.moq),
    leadTimeDays: Number(v.leadTimeDays),
    note: v.note,
  };
}

export function validateQuote(v: QuoteValues): Record<string, string> {
  const { errors, put } = errorCollector();
  if (blank(v.moq)) put('moq', 'Enter your MOQ');
  if (blank(v.leadTimeDays)) put('leadTimeDays', 'Enter the lead time in days');
  v.tiers.forEach((t, i) => {
    if (blank(t.minQuantity)) put(`tiers.${i}.minQuantity`, 'Enter a quantity');
    if (blank(t.unitPrice)) put(`tiers.${i}.unitPrice`, 'Enter a price');
  });
  const parsed = SubmitQuoteBody.safeParse(quoteBody(v));
  if (!parsed.success) for (const issue of parsed.error.issues) put(formFieldOf(issue.path), issue.message);
  return errors;
}

/** What the founder would pay at their quantity (null until the tiers and MOQ are filled in). */
export function quotePreview(v: QuoteValues, quantity: number, tariffRatePercent: number) {
  const tiers: PriceTier[] = v.tiers
    .filter((t) => !blank(t.minQuantity) && !blank(t.unitPrice))
    .map((t) => ({
      minQuantity: Number(t.minQuantity),
      unitPriceCents: dollarsToCents(Number(t.unitPrice)),
    }));
  const moq = Number(v.moq);
  if (!tiers.length || blank(v.moq) || !Number.isInteger(moq) || moq < 1) return null;
  return priceQuote({ priceTiers: tiers, moq }, quantity, tariffRatePercent);
}
