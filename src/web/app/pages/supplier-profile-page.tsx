import SupplierProfilePage from '../../features/catalog/pages/supplier-profile-page';
import { ReviewsSection } from '../../features/reviews/components/reviews-section';

/** /browse-suppliers/supplier-profile/:supplierId and /supplier-profile/:supplierId: with its reviews tab. */
export default function SupplierProfileWithReviews() {
  return <SupplierProfilePage ReviewsSection={ReviewsSection} />;
}
