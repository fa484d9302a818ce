import { SmsPhoneNumberBody } from '../../../shared/contract/phone';
import {
  BusinessPlanAnswersBody,
  FlagBody,
  MeResponse,
  SessionInfo,
  StoreUser,
  UpdateConfigsBody,
  UpdateExternalFieldsBody,
  UpdateProfileBody,
} from '../../../shared/contract/stores';
import type { AppDeps } from '../../app-deps';
import { storeCtx } from '../../http/auth';
import type { Api } from '../../http/types';
import { hasAssistantAccess } from '../forge-access/codes';
import { findUserFlags } from '../onboarding/user-flags';
import {
  getMe,
  getSession,
  getSupplierAccount,
  setStoreFlag,
  updateBusinessPlanAnswers,
  updateConfigs,
  updateExternalFields,
  updateProfile,
  updateSmsPhoneNumber,
} from './service';

const store = { access: 'store' } as const;
const tags = ['stores'];

export function storesRoutes(app: Api, deps: AppDeps) {
  const stores = { db: deps.db, bus: deps.bus };
  app.get(
    '/web/stores/me',
    {
      config: { access: 'user' },
      schema: {
        tags,
        summary:
          'The signed-in store; for a supplier account, its supplier (with the supplierId founders message)',
        response: { 200: MeResponse },
      },
    },
    async (req) =>
      req.ctx.role === 'SUPPLIER' ? getSupplierAccount(deps.db, req.ctx) : getMe(storeCtx(req.ctx)),
  );
  app.get(
    '/web/session',
    {
      config: store,
      schema: {
        tags,
        summary: "Modules, billing option, menus, business plan answers and the user's flags",
        response: { 200: SessionInfo },
      },
    },
    async (req) => {
      const expiresAt = req.tokenIssuedAt
        ? new Date((req.tokenIssuedAt + deps.tokens.ttlSeconds) * 1000).toISOString()
        : new Date().toISOString();
      const ctx = storeCtx(req.ctx);
      return getSession(ctx, {
        chatWidgetKey: deps.secrets.chatWidget,
        tokenExpiresAt: expiresAt,
        flags: await findUserFlags(deps.db, ctx.user.id),
        assistantAccess: await hasAssistantAccess(deps.db, ctx.storeId),
      });
    },
  );
  app.put(
    '/web/stores/me/profile',
    { config: store, schema: { tags, body: UpdateProfileBody, response: { 200: StoreUser } } },
    async (req) => updateProfile(stores, storeCtx(req.ctx), req.body),
  );
  app.put(
    '/web/stores/me/external-fields',
    { config: store, schema: { tags, body: UpdateExternalFieldsBody, response: { 200: StoreUser } } },
    async (req) => updateExternalFields(stores, storeCtx(req.ctx), req.body),
  );
  app.put(
    '/web/stores/me/configs',
    { config: store, schema: { tags, body: UpdateConfigsBody, response: { 200: StoreUser } } },
    async (req) => updateConfigs(stores, storeCtx(req.ctx), req.body),
  );
  app.put(
    '/web/stores/me/business-plan-answers',
    { config: store, schema: { tags, body: BusinessPlanAnswersBody, response: { 200: StoreUser } } },
    async (req) => updateBusinessPlanAnswers(stores, storeCtx(req.ctx), req.body.answers),
  );
  app.put(
    '/web/stores/me/sms-phone-number',
    {
      config: store,
      schema: {
        tags,
        summary: 'Where inbox texts go (international format; null removes it)',
        body: SmsPhoneNumberBody,
        response: { 200: StoreUser },
      },
    },
    async (req) => updateSmsPhoneNumber(stores, storeCtx(req.ctx), req.body.phoneNumber),
  );
  const flags = {
    'inbox-sms-notify': 'inboxSmsNotify',
    'business-plan-completed': 'businessPlanCompleted',
    'storefront-protected': 'storefrontProtected',
  } as const;
  for (const [path, flag] of Object.entries(flags)) {
    app.put(
      `/web/stores/me/${path}`,
      { config: store, schema: { tags, body: FlagBody, response: { 200: StoreUser } } },
      async (req) => setStoreFlag(stores, storeCtx(req.ctx), flag, req.body.value),
    );
  }
}
