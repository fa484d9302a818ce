import type { AppDeps } from '../../../app-deps';
import { linkedSupplierId } from '../../../http/auth';
import type { Ctx } from '../../../http/context';

/** What the supplier portal's services need: the database, and stored files for pictures. */
export type PortalDeps = Pick<AppDeps, 'db' | 'storage' | 'config' | 'secrets'>;

/** Who edits: the supplier user, and the catalog company it acts for (users.supplier_id, decision 004). */
export type PortalOwner = { userId: number; companyId: number };

/** The caller of a route declared `access: 'supplier'`; 403 when the account is not linked to a company. */
export function portalOwner(ctx: Ctx): PortalOwner {
  const companyId = linkedSupplierId(ctx);
  return { userId: ctx.user!.id, companyId };
}
