import { useQuery } from '@tanstack/react-query';
import { callApi } from '../../../api/call-api';
import { queryKeys } from '../../../api/query-keys';

const DAY = 24 * 60 * 60_000;

/** GET /commons/util/countries: every country a parcel can go to. */
export const useCountries = () =>
  useQuery({
    queryKey: queryKeys.countries(),
    queryFn: ({ signal }) => callApi('GET /commons/util/countries', { signal, quiet: true }),
    staleTime: DAY,
  });

/** GET /commons/util/states-of-country: its states or provinces ([] when it has none). */
export const useStates = (countryCode: string) =>
  useQuery({
    queryKey: queryKeys.states(countryCode),
    queryFn: ({ signal }) =>
      callApi('GET /commons/util/states-of-country', { query: { countryCode }, signal, quiet: true }),
    enabled: /^[A-Z]{2}$/.test(countryCode),
    staleTime: DAY,
  });
