// The commons API's endpoints, keyed "METHOD /path" as the server registers them, with the contract
// schemas of their query, body and response (call-api.ts infers the types from them). Written from the
// server's route schemas (querystring, body, 2xx response); without a query or body schema a call takes the
// loose form of apiRequest.
import type { z } from 'zod';
import type {
  BusinessSetting,
  Country,
  CountryTariff,
  CountryTariffQuery,
  InferCountryBody,
  InferCountryResponse,
  ShortLink,
  ShortLinkBody,
  State,
  StatesQuery,
} from '../../../shared/contract/commons';
import type { OkResponse } from '../../../shared/contract/shared-shapes';

export type CommonsEndpoints = {
  'GET /commons/business-settings/DISPLAY/:key': { response: typeof BusinessSetting };
  'GET /commons/business-settings/NONE/:key': { response: typeof BusinessSetting };
  'GET /commons/util/countries': { response: z.ZodArray<typeof Country> };
  'GET /commons/util/states-of-country': { query: typeof StatesQuery; response: z.ZodArray<typeof State> };
  'GET /commons/util/country-tariff': { query: typeof CountryTariffQuery; response: typeof CountryTariff };
  'POST /commons/util/infer-country': {
    body: typeof InferCountryBody;
    response: typeof InferCountryResponse;
  };
  'POST /commons/util/short-link': { body: typeof ShortLinkBody; response: typeof ShortLink };
  'DELETE /commons/util/short-link/:code': { response: typeof OkResponse };
};
