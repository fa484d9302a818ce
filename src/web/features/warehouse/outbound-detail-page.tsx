// Placeholder shell: replaced by the warehouse helper, who builds this page (issue 23). Until then the route has an
// honest page: its name, what it will hold, and the way back.
import { paths } from '../../routing/paths';
import { NotBuiltPanel } from '../../ui/not-built-panel';

export default function OutboundDetailPage() {
  return (
    <NotBuiltPanel title="Order" back={{ to: paths.warehouse.outbound(), label: 'Back to Outbound' }}>
      One order's pick list, packing and label.
    </NotBuiltPanel>
  );
}
