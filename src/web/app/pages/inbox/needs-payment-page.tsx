import { InvoiceList } from '../../../features/invoices/components/invoice-list';
import { PageHeader } from '../../../ui/page-header';
import { InboxTabs } from './inbox-tabs';

/** /inbox/needs-payment: the supplier invoices of the store, open ones first, each one click from paying. */
export default function InboxNeedsPaymentPage() {
  return (
    <>
      <InboxTabs />
      <PageHeader
        title="Invoices"
        description="Invoices suppliers sent you, the ones waiting for payment first."
      />
      <InvoiceList />
    </>
  );
}
