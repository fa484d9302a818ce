import type { PurchaseEvent } from '../../../shared/contract/cart';
import type { PaymentResult } from '../../../shared/contract/payments';
import { useCan } from '../../api/use-can';
import CheckoutPage from '../../features/cart/pages/checkout-page';
import { pushToDataLayer } from '../../features/events/tag-manager';
import { PaymentPanel } from '../../features/payments/components/payment-panel';
import { paths } from '../../routing/paths';
import { RoleRefusedPage } from '../../ui/can';

/**
 * The tag-manager pushes of a purchase (issue 5): purchase, FirstTimePurchases for a store's first, and
 * ecommerce_transaction, with the server's payload. Called only when the server answers push: true.
 */
function pushPurchase(event: PurchaseEvent, result: PaymentResult) {
  const { transactionId, invoiceItem } = event;
  const products = invoiceItem.items.map((i) => ({
    sku: i.sku,
    name: i.name,
    price: i.perUnitPrice,
    quantity: i.quantity,
  }));
  pushToDataLayer('purchase', {
    transactionId,
    value: invoiceItem.price,
    currency: result.totals.currency,
    items: products,
  });
  if (event.firstTimePurchase)
    pushToDataLayer('FirstTimePurchases', { transactionId, value: invoiceItem.price });
  pushToDataLayer('ecommerce_transaction', { transactionId, total: invoiceItem.price, products });
}

/** /checkout: the cart's checkout with the payments feature's panel at its payment step. */
export default function CheckoutWithPayments() {
  // Every checkout call (its totals, shipping choice and payment) is `billing` (decision 042).
  const canBill = useCan('billing');
  if (!canBill)
    return (
      <RoleRefusedPage
        cls="billing"
        title="Checkout"
        back={{ to: paths.catalog.browse(), label: 'Browse the marketplace' }}
      />
    );
  return (
    <CheckoutPage renderPayment={(props) => <PaymentPanel {...props} />} onPurchaseEvent={pushPurchase} />
  );
}
