import { apiRequest } from '../../../api/client';

/** POST /web/catalog-items/action/detail-view: fire and forget; a failure never reaches the founder. */
export const recordItemDetailView = (itemId: number) =>
  apiRequest<void>('/web/catalog-items/action/detail-view', {
    method: 'POST',
    body: { itemId },
    silent: true,
  }).catch(() => undefined);

/** POST /web/catalog-companies/action/detail-view: fire and forget. */
export const recordCompanyDetailView = (companyId: number) =>
  apiRequest<void>('/web/catalog-companies/action/detail-view', {
    method: 'POST',
    body: { companyId },
    silent: true,
  }).catch(() => undefined);
