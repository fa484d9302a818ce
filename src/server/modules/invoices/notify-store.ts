import { formatDate } from '../../../shared/rules/dates';
import { formatMoney } from '../../../shared/rules/money';
import type { AppDeps } from '../../app-deps';
import type { Db } from '../../db/client';
import { escapeHtml } from '../../providers/email/escape-html';
import type { Bus } from '../../realtime/bus';
import { listStoreOwnerEmails } from '../auth/user-contacts';
import { openConversation } from '../messaging/conversations';
import { appendMessage } from '../messaging/send-message';
import type { Viewer } from '../messaging/viewer';

export type NotifyDeps = Pick<AppDeps, 'bus' | 'config' | 'email'>;

/**
 * A bus that holds what is published until `flush`: a message appended inside a transaction reaches open
 * tabs only once it is committed (and never when the transaction rolls back).
 */
export function deferredBus(bus: Bus): Bus & { flush(): void } {
  const held: [string, unknown][] = [];
  return {
    publish: (channel, message) => void held.push([channel, message]),
    subscribe: (channel, handler) => bus.subscribe(channel, handler),
    // The real bus is the process's: this view of it has nothing of its own to close.
    close: async () => {},
    flush() {
      for (const [channel, message] of held.splice(0)) bus.publish(channel, message);
    },
  };
}

type SentInvoice = {
  id: number;
  number: string;
  storeId: number;
  totalCents: number;
  currency: string;
  dueAt: Date;
  sentAt: Date;
};

/**
 * Tells the founder an invoice was sent, in the sending transaction `tx`: a message in the supplier ↔ store
 * conversation (opened if new) and an email to the store's owner, both with the pay link. The message's
 * clientId makes a retried send post once; `bus` should be deferred until commit.
 */
export async function notifyInvoiceSent(
  tx: Db,
  deps: NotifyDeps & { bus: Bus },
  viewer: Extract<Viewer, { side: 'SUPPLIER' }>,
  invoice: SentInvoice,
) {
  const payUrl = `${deps.config.publicUrl}/pay-invoice/${invoice.id}`;
  const total = formatMoney(invoice.totalCents, invoice.currency);
  const due = formatDate(invoice.dueAt);
  const conversation = await openConversation(tx, viewer, { storeId: invoice.storeId });
  await appendMessage({ db: tx, bus: deps.bus, config: deps.config }, viewer, conversation.id, {
    author: viewer.identity,
    type: 'TEXT',
    body: `Invoice ${invoice.number} for ${total} is ready to pay (due ${due}): ${payUrl}`,
    clientId: `invoice-sent:${invoice.id}:${invoice.sentAt.getTime()}`,
  });
  const owners = await listStoreOwnerEmails(tx, invoice.storeId);
  if (owners.length === 0) return;
  const supplier = conversation.supplier.name;
  const lines = [
    `${supplier} sent you invoice ${invoice.number} for ${total} on Quarry.`,
    `It is due ${due}.`,
    `Pay it here: ${payUrl}`,
  ];
  await deps.email.send(tx, {
    to: owners,
    subject: `Invoice ${invoice.number} from ${supplier}: ${total}`,
    text: lines.join('\n'),
    html: lines.map((l) => `<p>${escapeHtml(l)}</p>`).join(''),
    ref: `invoice:${invoice.id}`,
  });
}
