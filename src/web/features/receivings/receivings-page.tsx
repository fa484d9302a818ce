// Placeholder shell: replaced by the receivings helper, who builds this page (issue 23). Until then the route has an
// honest page: its name, what it will hold, and the way back.
import { paths } from '../../routing/paths';
import { NotBuiltPanel } from '../../ui/not-built-panel';

export default function ReceivingsPage() {
  return (
    <NotBuiltPanel
      title="Receivings"
      back={{ to: paths.fulfillment.home(), label: 'Back to Fulfillment home' }}
    >
      Every shipment of inventory to the warehouse and how much of it was received will be listed here.
    </NotBuiltPanel>
  );
}
