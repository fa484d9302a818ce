// Placeholder shell: replaced by the warehouse helper, who builds this page (issue 23). Until then the route has an
// honest page: its name, what it will hold, and the way back.
import { paths } from '../../routing/paths';
import { NotBuiltPanel } from '../../ui/not-built-panel';

export default function OutboundPage() {
  return (
    <NotBuiltPanel
      title="Outbound"
      back={{ to: paths.warehouse.home(), label: 'Back to the warehouse console' }}
    >
      Outstanding orders by priority and age: allocate, pick, pack, buy the label and ship.
    </NotBuiltPanel>
  );
}
