import { useQuery } from '@tanstack/react-query';
import { callApi } from '../../../api/call-api';

/** GET /commons/util/country-tariff: the duties goods of one country pay on one HTS line today. */
export const useCountryTariff = (countryCode: string | null, hts: string | null) =>
  useQuery({
    queryKey: ['commons', 'country-tariff', countryCode, hts] as const,
    queryFn: ({ signal }) =>
      callApi('GET /commons/util/country-tariff', {
        query: { countryCode: countryCode!, ...(hts ? { hts } : {}) },
        signal,
        quiet: true,
      }),
    enabled: countryCode != null,
    staleTime: 60 * 60_000,
  });
