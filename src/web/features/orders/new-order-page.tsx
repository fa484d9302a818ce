// Placeholder shell: replaced by the orders helper, who builds this page (issue 23). Until then the route has an
// honest page: its name, what it will hold, and the way back.
import { paths } from '../../routing/paths';
import { NotBuiltPanel } from '../../ui/not-built-panel';

export default function NewOrderPage() {
  return (
    <NotBuiltPanel
      title="Create an order"
      back={{ to: paths.fulfillment.home(), label: 'Back to Fulfillment home' }}
    >
      A retail or wholesale order entered by hand, shipped from the warehouse, will be created here.
    </NotBuiltPanel>
  );
}
