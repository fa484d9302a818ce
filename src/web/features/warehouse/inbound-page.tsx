// Placeholder shell: replaced by the warehouse helper, who builds this page (issue 23). Until then the route has an
// honest page: its name, what it will hold, and the way back.
import { paths } from '../../routing/paths';
import { NotBuiltPanel } from '../../ui/not-built-panel';

export default function InboundPage() {
  return (
    <NotBuiltPanel
      title="Inbound"
      back={{ to: paths.warehouse.home(), label: 'Back to the warehouse console' }}
    >
      The receiving queue, by expected date: check in cartons, count each line, put away and commit.
    </NotBuiltPanel>
  );
}
