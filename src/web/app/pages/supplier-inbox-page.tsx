import { Title } from '@mantine/core';
import { MessagingWorkspace } from '../../features/messaging/components/messaging-workspace';
import { paths } from '../../routing/paths';

/** /supplier/inbox: the supplier portal's conversations with stores (the same workspace, supplier side). */
export default function SupplierInboxPage() {
  return (
    <>
      <Title order={1} fz={{ base: 22, sm: 26 }} mb="md">
        Messages
      </Title>
      <MessagingWorkspace basePath={paths.supplierPortal.inbox()} side="SUPPLIER" />
    </>
  );
}
