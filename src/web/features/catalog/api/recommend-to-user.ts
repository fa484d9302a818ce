import { useMutation } from '@tanstack/react-query';
import type {
  RecommendedCompany,
  RecommendedItem,
  RecommendToUserBody,
} from '../../../../shared/contract/catalog';
import { apiRequest } from '../../../api/client';

export type Recommendations = { items: RecommendedItem[]; suppliers: RecommendedCompany[] };

/**
 * POST /web/catalog-items/action/recommend-items-to-user and its /catalog-companies twin, together: the
 * products and the suppliers for what the founder described.
 */
export const recommendToUser = async (body: RecommendToUserBody): Promise<Recommendations> => {
  const [items, suppliers] = await Promise.all([
    apiRequest<RecommendedItem[]>('/web/catalog-items/action/recommend-items-to-user', {
      method: 'POST',
      body,
      quiet: true,
    }),
    apiRequest<RecommendedCompany[]>('/web/catalog-companies/action/recommend-items-to-user', {
      method: 'POST',
      body: { text: body.text, quantity: body.quantity, size: 4 },
      quiet: true,
    }),
  ]);
  return { items, suppliers };
};

export const useRecommendToUser = () => useMutation({ mutationFn: recommendToUser });
