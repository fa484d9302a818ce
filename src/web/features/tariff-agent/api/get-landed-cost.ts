import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { LandedCostBody } from '../../../../shared/contract/tariff-agent';
import { callApi } from '../../../api/call-api';
import { queryKeys } from '../../../api/query-keys';

/** POST /web/ai-sourcing-agents/-/landed-cost: nothing is stored, so it is read like a query. */
export const useLandedCost = (body: LandedCostBody | null) =>
  useQuery({
    queryKey: queryKeys.tariffAgent.landedCost(body ?? {}),
    queryFn: ({ signal }) =>
      callApi('POST /web/ai-sourcing-agents/-/landed-cost', { body: body!, signal, quiet: true }),
    enabled: body != null,
    placeholderData: keepPreviousData,
    retry: false,
  });
