// Placeholder shell: replaced by the orders helper, who builds this page (issue 23). Until then the route has an
// honest page: its name, what it will hold, and the way back.
import { paths } from '../../routing/paths';
import { NotBuiltPanel } from '../../ui/not-built-panel';

export default function OrdersPage() {
  return (
    <NotBuiltPanel title="Orders" back={{ to: paths.fulfillment.home(), label: 'Back to Fulfillment home' }}>
      Every order from every sales channel, with its status, shipments and tracking, will be listed here.
    </NotBuiltPanel>
  );
}
