import { createHmac } from 'node:crypto';
import { eq, sql } from 'drizzle-orm';
import type { PgUpdateSetSource } from 'drizzle-orm/pg-core';
import { parsePhoneNumber } from 'libphonenumber-js/max';
import { API_BASE_PATH } from '../../../shared/contract/http';
import type { UserFlags } from '../../../shared/contract/onboarding';
import type {
  BusinessPlanAnswersBody,
  SessionInfo,
  SupplierAccount,
  UpdateConfigsBody,
  UpdateExternalFieldsBody,
  UpdateProfileBody,
} from '../../../shared/contract/stores';
import type { Db } from '../../db/client';
import { stores } from '../../db/schema/stores';
import { linkedSupplierId } from '../../http/auth';
import { STORE_CHANGED } from '../../http/auth-cache';
import type { Ctx, StoreCtx, StoreRow } from '../../http/context';
import { invalid, notFound } from '../../http/errors';
import type { Bus } from '../../realtime/bus';
import { companyLogoUrl } from '../catalog/rows';
import { supplierDisplay } from '../catalog/supplier-display';
import { findOwnUploads } from '../uploads/find-own-uploads';
import { menuFlags, storeModules } from './entitlements';
import { toStoreUser } from './store-user';

export const getMe = (ctx: StoreCtx) => toStoreUser(ctx.store, ctx.isPreview);

/** "Me" of a supplier account: the catalog company it acts for (read-only here; the portal edits it). */
export async function getSupplierAccount(db: Db, ctx: Ctx): Promise<SupplierAccount> {
  const supplierId = linkedSupplierId(ctx);
  const [company] = await db
    .select({ id: supplierDisplay.id, name: supplierDisplay.name, logoUrl: supplierDisplay.logoUrl })
    .from(supplierDisplay)
    .where(eq(supplierDisplay.id, supplierId));
  if (!company) throw notFound('Supplier');
  return {
    role: 'SUPPLIER',
    id: supplierId,
    supplierId,
    title: company.name,
    avatarUrl: companyLogoUrl(company),
    email: ctx.user!.email,
  };
}

/** The session of spec §3 for the signed-in store. */
export function getSession(
  ctx: StoreCtx,
  opts: { chatWidgetKey: string; tokenExpiresAt: string; flags: UserFlags; assistantAccess: boolean },
): SessionInfo {
  const modules = storeModules(ctx.store);
  return {
    user: { id: ctx.user.id, email: ctx.user.email, role: ctx.user.role },
    store: toStoreUser(ctx.store, ctx.isPreview),
    storeModules: modules,
    paymentProviderModules: { CARD: 'ACTIVE', BANK_ACCOUNT: 'ACTIVE', WALLET: 'ACTIVE' },
    billingOption: { planType: ctx.store.planType, interval: ctx.store.billingInterval },
    menus: menuFlags(modules),
    assistantAccess: opts.assistantAccess,
    storeRole: ctx.storeRole ?? null,
    businessPlanAnswers: ctx.store.businessPlanAnswers,
    flags: opts.flags,
    chatWidgetUserHash: createHmac('sha256', opts.chatWidgetKey).update(`user:${ctx.user.id}`).digest('hex'),
    tokenExpiresAt: opts.tokenExpiresAt,
  };
}

/** The stores domain's handles: every change to a store goes through here and is announced on the bus. */
export type StoresDeps = { db: Db; bus: Bus };

async function updateStore({ db, bus }: StoresDeps, ctx: StoreCtx, set: PgUpdateSetSource<typeof stores>) {
  const [row] = await db
    .update(stores)
    .set({ ...set, updatedAt: new Date() })
    .where(eq(stores.id, ctx.storeId))
    .returning();
  if (!row) throw notFound('Store');
  bus.publish(STORE_CHANGED, row.id);
  return toStoreUser(row, ctx.isPreview);
}

/** Name, account type and avatar; the avatar must be one of the store's own uploaded pictures. */
export async function updateProfile(deps: StoresDeps, ctx: StoreCtx, body: UpdateProfileBody) {
  const { avatarUrl, ...rest } = body;
  // The account type is also the quiz's first answer.
  const answers = rest.accountType
    ? {
        businessPlanAnswers: sql`${stores.businessPlanAnswers} || ${JSON.stringify({ accountType: rest.accountType })}::jsonb`,
      }
    : {};
  if (avatarUrl === undefined) return updateStore(deps, ctx, { ...rest, ...answers });
  return updateStore(deps, ctx, { ...rest, ...answers, avatarUrl: await ownAvatar(deps.db, ctx, avatarUrl) });
}

const STORED_FILE = new RegExp(`^${API_BASE_PATH}/files/([A-Za-z0-9_.-]{1,100})$`);
/** What every browser shows as an <img>; svg, psd, tiff and bmp uploads are not avatars. */
const AVATAR_TYPES = new Set(['image/png', 'image/jpeg', 'image/gif', 'image/webp']);

/**
 * Suppliers see the avatar in their inbox, so it can only be a picture this store uploaded (served by
 * Quarry at /rest/main/files/{key}): never a script or data URL, a remote tracker or another store's
 * file. Null or empty clears it.
 */
async function ownAvatar(db: Db, ctx: StoreCtx, url: string | null): Promise<string | null> {
  const trimmed = url?.trim() ?? '';
  if (trimmed === '') return null;
  const key = STORED_FILE.exec(trimmed)?.[1];
  const file = key ? (await findOwnUploads(db, { storeId: ctx.storeId }, [key])).get(key) : undefined;
  const problem = !file
    ? 'is not one of your uploaded images: upload the picture to use it'
    : !AVATAR_TYPES.has(file.contentType)
      ? `${file.fileName} is not a PNG, JPEG, GIF or WebP image`
      : null;
  if (problem) throw invalid(`The avatar ${problem}`, [{ path: 'body.avatarUrl', message: problem }]);
  return file!.url;
}

/** Stored in the international format libphonenumber prints (E.164), so gateways take it as is. */
export const updateSmsPhoneNumber = (deps: StoresDeps, ctx: StoreCtx, phoneNumber: string | null) =>
  updateStore(deps, ctx, {
    smsPhoneNumber: phoneNumber === null ? null : parsePhoneNumber(phoneNumber).format('E.164'),
  });

/** Replaces the list; a name given twice keeps its last value. */
export function updateExternalFields(deps: StoresDeps, ctx: StoreCtx, body: UpdateExternalFieldsBody) {
  const byName = new Map(body.externalFields.map((f) => [f.name, f]));
  return updateStore(deps, ctx, { externalFields: [...byName.values()] });
}

/** Merges keys into the store's configs; a null value removes the key. */
export function updateConfigs(deps: StoresDeps, ctx: StoreCtx, body: UpdateConfigsBody) {
  const removed = Object.entries(body.configs)
    .filter(([, v]) => v === null)
    .map(([k]) => k);
  const added = Object.fromEntries(Object.entries(body.configs).filter(([, v]) => v !== null));
  const removeSql = removed.length
    ? sql` - ARRAY[${sql.join(
        removed.map((k) => sql`${k}`),
        sql`, `,
      )}]::text[]`
    : sql``;
  return updateStore(deps, ctx, {
    configs: sql`(${stores.configs} || ${JSON.stringify(added)}::jsonb)${removeSql}`,
  });
}

/**
 * Merges answers by question key; a null answer removes it. The account type answer is the store's
 * account type too.
 */
export function updateBusinessPlanAnswers(
  deps: StoresDeps,
  ctx: StoreCtx,
  answers: BusinessPlanAnswersBody['answers'],
) {
  const entries = Object.entries(answers);
  const added = Object.fromEntries(entries.filter(([, v]) => v !== null && v !== undefined));
  const removed = entries.filter(([, v]) => v === null).map(([k]) => k);
  const removeSql = removed.length
    ? sql` - ARRAY[${sql.join(
        removed.map((k) => sql`${k}`),
        sql`, `,
      )}]::text[]`
    : sql``;
  const accountType = answers.accountType as StoreRow['accountType'] | null | undefined;
  return updateStore(deps, ctx, {
    businessPlanAnswers: sql`(${stores.businessPlanAnswers} || ${JSON.stringify(added)}::jsonb)${removeSql}`,
    ...(accountType ? { accountType } : {}),
  });
}

export const setStoreFlag = (
  deps: StoresDeps,
  ctx: StoreCtx,
  flag: 'inboxSmsNotify' | 'businessPlanCompleted' | 'storefrontProtected',
  value: boolean,
) => updateStore(deps, ctx, { [flag]: value });
