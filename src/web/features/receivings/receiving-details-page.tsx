// Placeholder shell: replaced by the receivings helper, who builds this page (issue 23). Until then the route has an
// honest page: its name, what it will hold, and the way back.
import { paths } from '../../routing/paths';
import { NotBuiltPanel } from '../../ui/not-built-panel';

export default function ReceivingDetailsPage() {
  return (
    <NotBuiltPanel
      title="Receiving details"
      back={{ to: paths.fulfillment.receivings(), label: 'Back to Receivings' }}
    >
      A receiving's lines, expected and counted quantities and its inbound status will be shown here.
    </NotBuiltPanel>
  );
}
