import type { StoreUser } from '../../../shared/contract/stores';
import type { StoreRow } from '../../http/context';

const iso = (d: Date | null) => (d ? d.toISOString() : null);

/** A store row as the store user of spec §3; the only shape a store leaves the server in. */
export function toStoreUser(s: StoreRow, isPreview: boolean): StoreUser {
  return {
    id: s.id,
    title: s.title,
    avatarUrl: s.avatarUrl,
    planType: s.planType,
    accountType: s.accountType,
    externalFields: s.externalFields,
    blueprintSubscriptionBehavior: s.blueprintSubscriptionBehavior,
    blueprintSubscriptionResumesAt: iso(s.blueprintSubscriptionResumesAt),
    blueprintSubscriptionStatus: s.blueprintSubscriptionStatus as StoreUser['blueprintSubscriptionStatus'],
    blueprintSubscriptionId: s.blueprintSubscriptionId,
    blueprintSubscriptionPausedAt: iso(s.blueprintSubscriptionPausedAt),
    isPreviewAccount: isPreview,
    inboxSmsNotify: s.inboxSmsNotify,
    smsPhoneNumber: s.smsPhoneNumber,
    businessPlanCompleted: s.businessPlanCompleted,
    storefrontProtected: s.storefrontProtected,
    configs: s.configs,
    createdAt: s.createdAt.toISOString(),
  };
}
