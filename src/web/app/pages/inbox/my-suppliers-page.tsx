import { MySuppliersPanel } from '../../../features/messaging/components/my-suppliers-panel';
import { PageHeader } from '../../../ui/page-header';
import { InboxTabs } from './inbox-tabs';

/** /inbox/my-suppliers: the suppliers the store works with or talks to. */
export default function MySuppliersPage() {
  return (
    <>
      <InboxTabs />
      <PageHeader title="My suppliers" description="Suppliers you work with, and the ones you talk to." />
      <MySuppliersPanel />
    </>
  );
}
