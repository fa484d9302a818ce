import { isStoreRole } from '../../../shared/contract/auth';
import { storeIdentity, supplierIdentity } from '../../../shared/contract/messaging';
import { linkedSupplierId } from '../../http/auth';
import type { Ctx } from '../../http/context';
import { forbidden, unauthenticated } from '../../http/errors';

/** Who reads or writes a conversation: a founder's store, or a supplier (catalog company) account. */
export type Viewer =
  | { side: 'STORE'; identity: string; storeId: number; supplierId: null; name: string; userId: number }
  | { side: 'SUPPLIER'; identity: string; storeId: null; supplierId: number; name: string; userId: number };

export function viewerOf(ctx: Ctx): Viewer {
  const user = ctx.user;
  if (!user) throw unauthenticated();
  if (isStoreRole(user.role) && ctx.storeId != null && ctx.store) {
    return {
      side: 'STORE',
      identity: storeIdentity(ctx.storeId),
      storeId: ctx.storeId,
      supplierId: null,
      name: ctx.store.title,
      userId: user.id,
    };
  }
  if (user.role === 'SUPPLIER') {
    const supplierId = linkedSupplierId(ctx);
    return {
      side: 'SUPPLIER',
      identity: supplierIdentity(supplierId),
      storeId: null,
      supplierId,
      name: '',
      userId: user.id,
    };
  }
  throw forbidden('Only founders and suppliers have an inbox');
}

/** The channel every open tab of one chat identity listens on. */
export const identityChannel = (identity: string) => `rt:${identity}`;
