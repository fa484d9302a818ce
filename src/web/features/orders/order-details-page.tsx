// Placeholder shell: replaced by the orders helper, who builds this page (issue 23). Until then the route has an
// honest page: its name, what it will hold, and the way back.
import { paths } from '../../routing/paths';
import { NotBuiltPanel } from '../../ui/not-built-panel';

export default function OrderDetailsPage() {
  return (
    <NotBuiltPanel title="Order details" back={{ to: paths.fulfillment.orders(), label: 'Back to Orders' }}>
      An order's customer, lines, shipments, tracking and history will be shown here.
    </NotBuiltPanel>
  );
}
