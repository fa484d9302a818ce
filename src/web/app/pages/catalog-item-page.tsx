import { centsToDollars } from '../../../shared/rules/money';
import { type AddedToCart, AddToCartPanel } from '../../features/cart/components/add-to-cart-panel';
import CatalogItemPage from '../../features/catalog/pages/catalog-item-page';
import { pushToDataLayer } from '../../features/events/tag-manager';
import { ReviewsSection } from '../../features/reviews/components/reviews-section';
import { useSession } from '../../features/stores/api/get-session';

/**
 * /browse-suppliers/catalog-item/:itemId: the catalog's product page with the cart's ordering panel and the
 * reviews feature's section.
 */
export default function CatalogItemWithCart() {
  const session = useSession();
  const trackAddToCart = ({ line, catalogItemId }: AddedToCart) =>
    pushToDataLayer('addToCart', {
      itemId: catalogItemId,
      price: centsToDollars(line.unitPriceCents),
      quantity: line.quantity,
      currency: 'USD',
      userId: session.data?.user.id ?? null,
    });
  return (
    <CatalogItemPage
      purchase={(item) => <AddToCartPanel item={item} onAdded={trackAddToCart} />}
      ReviewsSection={ReviewsSection}
    />
  );
}
