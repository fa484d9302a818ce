// The stores API's endpoints, keyed "METHOD /path" as the server registers them, with the contract
// schemas of their query, body and response (call-api.ts infers the types from them). Written from the
// server's route schemas (querystring, body, 2xx response); without a query or body schema a call takes the
// loose form of apiRequest.
import type { z } from 'zod';
import type { SmsPhoneNumberBody } from '../../../shared/contract/phone';
import type {
  BusinessPlanAnswersBody,
  FlagBody,
  SessionInfo,
  StoreUser,
  SupplierAccount,
  UpdateConfigsBody,
  UpdateExternalFieldsBody,
  UpdateProfileBody,
} from '../../../shared/contract/stores';

export type StoresEndpoints = {
  'GET /web/stores/me': { response: z.ZodUnion<[typeof StoreUser, typeof SupplierAccount]> };
  'GET /web/session': { response: typeof SessionInfo };
  'PUT /web/stores/me/profile': { body: typeof UpdateProfileBody; response: typeof StoreUser };
  'PUT /web/stores/me/external-fields': { body: typeof UpdateExternalFieldsBody; response: typeof StoreUser };
  'PUT /web/stores/me/configs': { body: typeof UpdateConfigsBody; response: typeof StoreUser };
  'PUT /web/stores/me/business-plan-answers': {
    body: typeof BusinessPlanAnswersBody;
    response: typeof StoreUser;
  };
  'PUT /web/stores/me/sms-phone-number': { body: typeof SmsPhoneNumberBody; response: typeof StoreUser };
  'PUT /web/stores/me/inbox-sms-notify': { body: typeof FlagBody; response: typeof StoreUser };
  'PUT /web/stores/me/business-plan-completed': { body: typeof FlagBody; response: typeof StoreUser };
  'PUT /web/stores/me/storefront-protected': { body: typeof FlagBody; response: typeof StoreUser };
};
