import { queryOptions, useQuery } from '@tanstack/react-query';
import { callApi } from '../../../api/call-api';
import { queryKeys } from '../../../api/query-keys';

/** GET /web/catalog-companies/-/country-info: supplier countries, their region and US tariff rate. */
export const getCountryInfo = (signal?: AbortSignal) =>
  callApi('GET /web/catalog-companies/-/country-info', { signal });

export const getCountryInfoQueryOptions = () =>
  queryOptions({
    queryKey: queryKeys.catalog.countries(),
    queryFn: ({ signal }) => getCountryInfo(signal),
    staleTime: 60 * 60_000,
  });

export const useCountryInfo = () => useQuery(getCountryInfoQueryOptions());
