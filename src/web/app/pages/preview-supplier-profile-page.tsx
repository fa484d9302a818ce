import PreviewSupplierProfilePage from '../../features/catalog/pages/preview-supplier-profile-page';
import { ReviewsSection } from '../../features/reviews/components/reviews-section';

/** /preview-supplier-profile/:supplierId: the catalog's public supplier page, with its reviews read-only. */
export default function PreviewSupplierProfileWithReviews() {
  return <PreviewSupplierProfilePage ReviewsSection={ReviewsSection} />;
}
