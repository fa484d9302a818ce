// Sending a label to whoever may see it (the warehouse, or the founder of the shipment's store): the stored PDF,
// or a redirect to the carrier's hosted label.
import { and, eq } from 'drizzle-orm';
import type { FastifyReply } from 'fastify';
import type { Db } from '../../../db/client';
import { shipments } from '../../../db/schema/orders';
import { notFound } from '../../../http/errors';
import type { StorageProvider } from '../../../providers/storage/types';

export async function sendLabel(
  deps: { db: Db; storage: StorageProvider },
  reply: FastifyReply,
  shipmentId: number,
  scope: { storeId?: number; orderId?: number } = {},
) {
  const where = [eq(shipments.id, shipmentId)];
  if (scope.storeId != null) where.push(eq(shipments.storeId, scope.storeId));
  if (scope.orderId != null) where.push(eq(shipments.orderId, scope.orderId));
  const [s] = await deps.db
    .select({
      labelKey: shipments.labelKey,
      labelUrl: shipments.labelUrl,
      trackingNumber: shipments.trackingNumber,
    })
    .from(shipments)
    .where(and(...where));
  if (!s) throw notFound('File');
  if (s.labelKey) {
    const file = await deps.storage.get(s.labelKey);
    if (!file) throw notFound('File');
    return reply
      .type('application/pdf')
      .header('content-length', String(file.size))
      .header('content-disposition', `attachment; filename="label-${s.trackingNumber}.pdf"`)
      .header('cache-control', 'private, no-store')
      .send(file.body);
  }
  if (s.labelUrl) return reply.redirect(s.labelUrl);
  throw notFound('File');
}
