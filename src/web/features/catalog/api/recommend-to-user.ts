import { useMutation } from '@tanstack/react-query';
import type {
  RecommendedCompany,
  RecommendedItem,
  RecommendToUserBody,
} from '../../../../shared/contract/catalog';
import { callApi } from '../../../api/call-api';

export type Recommendations = { items: RecommendedItem[]; suppliers: RecommendedCompany[] };

/**
 * POST /web/catalog-items/action/recommend-items-to-user and its /catalog-companies twin, together: the
 * products and the suppliers for what the founder described.
 */
export const recommendToUser = async (body: RecommendToUserBody): Promise<Recommendations> => {
  const [items, suppliers] = await Promise.all([
    callApi('POST /web/catalog-items/action/recommend-items-to-user', {
      body,
      quiet: true,
    }),
    callApi('POST /web/catalog-companies/action/recommend-items-to-user', {
      body: { text: body.text, quantity: body.quantity, size: 4 },
      quiet: true,
    }),
  ]);
  return { items, suppliers };
};

export const useRecommendToUser = () => useMutation({ mutationFn: recommendToUser });
