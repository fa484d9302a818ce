import { useQuery } from '@tanstack/react-query';
import { callApi } from '../../../api/call-api';
import { queryKeys } from '../../../api/query-keys';

/** GET /commons/util/countries: the countries an origin can be chosen from. */
export const useCountries = () =>
  useQuery({
    queryKey: queryKeys.countries(),
    queryFn: ({ signal }) => callApi('GET /commons/util/countries', { signal, quiet: true }),
    staleTime: 24 * 60 * 60_000,
  });
