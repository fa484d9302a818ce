// Placeholder shell: replaced by the inventory helper, who builds this page (issue 23). Until then the route has an
// honest page: its name, what it will hold, and the way back.
import { paths } from '../../routing/paths';
import { NotBuiltPanel } from '../../ui/not-built-panel';

export default function InventoryPage() {
  return (
    <NotBuiltPanel
      title="Products and inventory"
      back={{ to: paths.fulfillment.home(), label: 'Back to Fulfillment home' }}
    >
      Every SKU at the warehouse with its on hand, committed, fulfillable and inbound units will be listed
      here.
    </NotBuiltPanel>
  );
}
