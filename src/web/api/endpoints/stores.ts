import type { SmsPhoneNumberBody } from '../../../shared/contract/phone';
import type {
  BusinessPlanAnswersBody,
  FlagBody,
  MeResponse,
  SessionInfo,
  StoreUser,
  UpdateConfigsBody,
  UpdateExternalFieldsBody,
  UpdateProfileBody,
} from '../../../shared/contract/stores';

export type StoresEndpoints = {
  'GET /web/stores/me': { response: typeof MeResponse };
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
