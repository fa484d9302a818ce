// Placeholder shell: replaced by the receivings helper, who builds this page (issue 23). Until then the route has an
// honest page: its name, what it will hold, and the way back.
import { paths } from '../../routing/paths';
import { NotBuiltPanel } from '../../ui/not-built-panel';

export default function NewReceivingPage() {
  return (
    <NotBuiltPanel
      title="Ship to the US fulfillment center"
      back={{ to: paths.fulfillment.home(), label: 'Back to Fulfillment home' }}
    >
      Tell the warehouse what is coming here: SKUs, quantities, cartons, tracking and the expected date.
    </NotBuiltPanel>
  );
}
