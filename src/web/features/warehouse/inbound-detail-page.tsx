// Placeholder shell: replaced by the warehouse helper, who builds this page (issue 23). Until then the route has an
// honest page: its name, what it will hold, and the way back.
import { paths } from '../../routing/paths';
import { NotBuiltPanel } from '../../ui/not-built-panel';

export default function InboundDetailPage() {
  return (
    <NotBuiltPanel title="Receiving" back={{ to: paths.warehouse.inbound(), label: 'Back to Inbound' }}>
      One receiving's cartons and lines, to count, put away and commit.
    </NotBuiltPanel>
  );
}
