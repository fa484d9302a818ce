import { OrdersPanel } from '../../../features/cart/components/orders/orders-panel';
import { PageHeader } from '../../../ui/page-header';
import { InboxTabs } from './inbox-tabs';

/** /inbox/orders: the samples and inventory the store bought, by status, with each order's history. */
export default function InboxOrdersPage() {
  return (
    <>
      <InboxTabs />
      <PageHeader
        title="Orders & shipments"
        description="Samples and inventory you bought, from production to shipment."
      />
      <OrdersPanel />
    </>
  );
}
