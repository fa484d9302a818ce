import { Button } from '@mantine/core';
import { IconTruckDelivery } from '@tabler/icons-react';
import { OrdersPanel } from '../../../features/cart/components/orders/orders-panel';
import { useSendableItems } from '../../../features/receivings/api/receivings-queries';
import {
  SendInventoryDialog,
  useSendInventoryDialog,
} from '../../../features/receivings/components/send-inventory-dialog';
import { PageHeader } from '../../../ui/page-header';
import { InboxTabs } from './inbox-tabs';

/**
 * /inbox/orders: the samples and inventory the store bought, by status, with each order's history; paid
 * inventory not sent yet can go to the warehouse from here (the SEND_MY_INVENTORY dialog).
 */
export default function InboxOrdersPage() {
  const sendable = useSendableItems();
  const send = useSendInventoryDialog();
  const count = sendable.data?.length ?? 0;
  return (
    <>
      <InboxTabs />
      <PageHeader
        title="Orders & shipments"
        description="Samples and inventory you bought, from production to shipment."
        actions={
          count > 0 ? (
            <Button leftSection={<IconTruckDelivery size={16} />} onClick={send.open}>
              Send to warehouse ({count})
            </Button>
          ) : null
        }
      />
      <OrdersPanel />
      <SendInventoryDialog />
    </>
  );
}
