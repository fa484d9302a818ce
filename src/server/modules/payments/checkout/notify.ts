// After a payment completes: a message to each supplier in its conversation with the store, and a receipt
// by email. Written once per payment: claiming the payment (notified_at) and writing both share one
// transaction, and the email outbox is in that transaction too. Run by a job right after completion and
// every minute (a crash between completion and notice is caught up).
import { eq, sql } from 'drizzle-orm';
import { storeIdentity } from '../../../../shared/contract/messaging';
import { formatMoney } from '../../../../shared/rules/money';
import type { AppDeps } from '../../../app-deps';
import { rowsOf } from '../../../db/rows';
import { creatorInvoicePayments as payments } from '../../../db/schema/payments';
import { findStoreOwner } from '../../auth/user-contacts';
import { sweepIdempotencyKeys } from '../../idempotency/idempotency';
import { openConversation } from '../../messaging/conversations';
import { appendMessage } from '../../messaging/send-message';
import type { Viewer } from '../../messaging/viewer';
import { findItemLines } from '../../orders/item-lines';
import { findStore } from '../../stores/store-rows';
import { recoverPayments } from './recover';
import { PAYMENT_NOTIFY_QUEUE, type PaymentRow } from './types';

export type NotifyDeps = Pick<AppDeps, 'db' | 'bus' | 'config' | 'email' | 'jobs'>;

export async function notifyCompletedPayments(deps: NotifyDeps, limit = 20): Promise<number> {
  let done = 0;
  for (;;) {
    const claimed = await deps.db.transaction(async (tx) => {
      const [payment] = rowsOf<{ id: number }>(
        await tx.execute(sql`
          update ${payments} set notified_at = now()
           where id = (select id from ${payments} where status = 'COMPLETED' and notified_at is null
                        order by id limit 1 for update skip locked)
          returning id`),
      );
      if (!payment) return false;
      const [row] = await tx.select().from(payments).where(eq(payments.id, payment.id));
      await writeNotices({ ...deps, db: tx }, row!);
      return true;
    });
    if (!claimed) break;
    done++;
    if (done >= limit) break;
  }
  if (done) await deps.email.deliver().catch(() => undefined);
  return done;
}

async function writeNotices(deps: NotifyDeps, payment: PaymentRow) {
  if (payment.storeId == null) return;
  const { db } = deps;
  const store = await findStore(db, payment.storeId);
  const owner = store && (await findStoreOwner(db, payment.storeId));
  if (!store || !owner) return;
  const items = (await findItemLines(db, payment.orderItemIds)).map((i) => ({
    companyId: i.companyId,
    title: i.title,
    quantity: i.quantity,
    unit: i.unitPriceCents,
  }));
  const viewer: Viewer = {
    side: 'STORE',
    identity: storeIdentity(payment.storeId),
    storeId: payment.storeId,
    supplierId: null,
    name: store.title,
    userId: owner.id,
  };
  const byCompany = new Map<number, typeof items>();
  for (const i of items) byCompany.set(i.companyId, [...(byCompany.get(i.companyId) ?? []), i]);
  for (const [companyId, lines] of byCompany) {
    const conversation = await openConversation(db, viewer, { supplierId: companyId });
    const subtotal = lines.reduce((s, l) => s + l.quantity * l.unit, 0);
    const body = [
      `Payment received: order #${payment.id}, ${formatMoney(subtotal, payment.currency)} for your items.`,
      ...lines.map((l) => `• ${l.quantity} × ${l.title}`),
      'The items are now in production. Please confirm the production timeline here.',
    ].join('\n');
    await appendMessage(deps, viewer, conversation.id, {
      author: viewer.identity,
      authorName: viewer.name,
      type: 'TEXT',
      body,
      clientId: `payment-${payment.id}-${companyId}`,
    });
  }
  const to = payment.receiptEmail ?? owner.email;
  const lines = payment.breakdown.map((b) => `${b.label}: ${formatMoney(b.amountCents, payment.currency)}`);
  const text = [
    `Thank you for your payment to Quarry suppliers.`,
    '',
    `Order #${payment.id}`,
    ...items.map((i) => `${i.quantity} × ${i.title} — ${formatMoney(i.quantity * i.unit, payment.currency)}`),
    '',
    ...lines,
    `Total paid: ${formatMoney(payment.totalCents, payment.currency)}`,
  ].join('\n');
  await deps.email.send(db, {
    to: [to],
    subject: `Your Quarry receipt for order #${payment.id}`,
    text,
    html: `<pre style="font-family:inherit">${text.replace(/[&<>]/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;' })[c]!)}</pre>`,
    ref: `payment-receipt:${payment.id}`,
  });
}

export async function registerPaymentJobs(deps: NotifyDeps & Pick<AppDeps, 'payments' | 'shipping'>) {
  await deps.jobs.work(PAYMENT_NOTIFY_QUEUE, { policy: 'stately', retryLimit: 3 }, async () => {
    await notifyCompletedPayments(deps, 200);
  });
  await deps.jobs.schedule(PAYMENT_NOTIFY_QUEUE, '* * * * *');
  await deps.jobs.work('payments-recover', { policy: 'stately', retryLimit: 1 }, async () => {
    await recoverPayments(deps, { staleSeconds: deps.config.payments.recoveryStaleSeconds });
    await sweepIdempotencyKeys(deps.db);
  });
  await deps.jobs.schedule('payments-recover', '* * * * *');
  await deps.jobs.send('payments-recover', {});
}
