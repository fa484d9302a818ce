import { callApi } from '../../../api/call-api';

/** POST /web/catalog-items/action/detail-view: fire and forget; a failure never reaches the founder. */
export const recordItemDetailView = (itemId: number) =>
  callApi('POST /web/catalog-items/action/detail-view', {
    body: { itemId },
    silent: true,
  }).catch(() => undefined);

/** POST /web/catalog-companies/action/detail-view: fire and forget. */
export const recordCompanyDetailView = (companyId: number) =>
  callApi('POST /web/catalog-companies/action/detail-view', {
    body: { companyId },
    silent: true,
  }).catch(() => undefined);
