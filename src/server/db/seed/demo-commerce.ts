import { randomBytes } from 'node:crypto';
import { and, asc, eq, sql } from 'drizzle-orm';
import type { Db } from '../client';
import { users } from '../schema/auth';
import { catalogItems } from '../schema/catalog';
import { stockItems } from '../schema/inventory';
import { creatorInvoiceItems, creatorInvoices } from '../schema/invoices';
import { conversations } from '../schema/messaging';
import { shippingAddresses } from '../schema/shipping-addresses';
import { DEMO_ACCOUNTS } from './demo';
import { recordSeedRun } from './seed-runs';

const DEMO_ADDRESS = {
  name: 'Maya Chen',
  company: 'Lavender & Co.',
  line1: '410 Glenwood Avenue',
  line2: 'Suite 200',
  city: 'Raleigh',
  state: 'NC',
  postalCode: '27603',
  countryCode: 'US',
  phone: '+19195550142',
};

/**
 * The buying side of the demo (issue 5): the founder's saved address, limited stock on the sample kits (a
 * few with a handful of units, so "only N left" and "out of stock" are real), and an open invoice from the
 * supplier the demo supplier account answers for, ready to pay in the inbox or through its public link.
 * Seed part `demo-commerce` (recorded in its transaction, run once: start.ts); after seedDemoConversations.
 * Answers false, recording nothing, when the demo founder is missing.
 */
export async function seedDemoCommerce(db: Db, now = new Date()) {
  const [founder] = await db
    .select({ storeId: users.storeId })
    .from(users)
    .where(eq(users.email, DEMO_ACCOUNTS.founder));
  if (!founder?.storeId) return false;
  const storeId = founder.storeId;
  const [conversation] = await db
    .select({ supplierId: conversations.supplierId })
    .from(conversations)
    .where(eq(conversations.storeId, storeId))
    .orderBy(asc(conversations.id))
    .limit(1);
  const kits = await db
    .select({ id: catalogItems.id })
    .from(catalogItems)
    .where(eq(catalogItems.isSampleKit, true))
    .orderBy(asc(catalogItems.id))
    .limit(24);
  await db.transaction(async (tx) => {
    await tx.insert(shippingAddresses).values({ storeId, ...DEMO_ADDRESS, isDefault: true });
    if (kits.length)
      await tx
        .insert(stockItems)
        .values(kits.map((k, i) => ({ catalogItemId: k.id, onHand: [3, 12, 25, 1, 40, 8][i % 6]! })));
    await recordSeedRun(tx, 'demo-commerce');
    if (!conversation) return;
    const [invoice] = await tx
      .insert(creatorInvoices)
      .values({
        companyId: conversation.supplierId,
        storeId,
        number: 'INV-PENDING',
        sn: randomBytes(24).toString('base64url'),
        status: 'OPEN',
        failureHandling: 'keep_as_draft',
        shippingMode: 'SUPPLIER_SHIPPING',
        shippingAddress: DEMO_ADDRESS,
        note: 'Pre-production samples as discussed: two of each scent, hand-poured. Ships in 5 business days after payment.',
        totalCents: 24 * 650 + 3500,
        dueAt: new Date(now.getTime() + 14 * 86_400_000),
        sentAt: now,
      })
      .returning({ id: creatorInvoices.id });
    await tx
      .update(creatorInvoices)
      .set({ number: sql`'INV-' || lpad(${invoice!.id}::text, 6, '0')` })
      .where(and(eq(creatorInvoices.id, invoice!.id)));
    await tx.insert(creatorInvoiceItems).values([
      {
        invoiceId: invoice!.id,
        position: 0,
        feeKind: 'PRODUCT',
        description: 'Amber jar soy candles, pre-production samples (12 scents × 2)',
        quantity: 24,
        unitPriceCents: 650,
      },
      {
        invoiceId: invoice!.id,
        position: 1,
        feeKind: 'SHIPPING',
        description: 'Express shipping to Raleigh, NC',
        quantity: 1,
        unitPriceCents: 3500,
      },
    ]);
  });
  return true;
}
