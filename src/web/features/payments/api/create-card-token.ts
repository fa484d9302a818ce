import type { QueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import type { CardToken } from '../../../../shared/contract/payments';
import { type CardValues, toTokenBody } from '../card-input';
import { getPaymentsConfigQueryOptions } from './get-payments-config';
import { processorPost } from './processor';

export type TCardToken = z.infer<typeof CardToken>;

/** Sends the card to the processor's tokenUrl (from GET /payments/config) and answers a one-time tok_…. */
export async function createCardToken(queryClient: QueryClient, card: CardValues): Promise<TCardToken> {
  const config = await queryClient.fetchQuery(getPaymentsConfigQueryOptions());
  return processorPost<TCardToken>(config.tokenUrl, toTokenBody(card));
}
