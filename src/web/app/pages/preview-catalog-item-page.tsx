import PreviewCatalogItemPage from '../../features/catalog/pages/preview-catalog-item-page';
import { ReviewsSection } from '../../features/reviews/components/reviews-section';

/** /preview-catalog-item/:itemId: the catalog's public product page, with its reviews read-only. */
export default function PreviewCatalogItemWithReviews() {
  return <PreviewCatalogItemPage ReviewsSection={ReviewsSection} />;
}
