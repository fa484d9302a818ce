import { Stack } from '@mantine/core';
import { useParams } from 'react-router';
import { paths } from '../../../routing/paths';
import { PageError, PageLoader } from '../../../ui/page-states';
import { useCatalogCompany } from '../api/get-catalog-company';
import { isNotFound, MissingState } from '../components/missing-state';
import { PreviewCallout } from '../components/preview-callout';
import type { CatalogReviewsSection } from '../slots';
import { Profile } from './supplier-profile-page';

/** /preview-supplier-profile/:supplierId: a supplier anyone with the link can see, without signing in. */
export default function PreviewSupplierProfilePage({
  ReviewsSection,
}: {
  ReviewsSection: CatalogReviewsSection;
}) {
  const id = Number(useParams().supplierId);
  const company = useCatalogCompany(id);
  if (!Number.isInteger(id) || id <= 0 || (company.isError && isNotFound(company.error)))
    return <MissingState what="supplier" />;
  if (company.isPending) return <PageLoader label="Loading supplier…" />;
  if (company.isError) return <PageError error={company.error} onRetry={() => company.refetch()} />;
  return (
    <Stack gap="lg" p={{ base: 'sm', sm: 'lg' }} maw={1200} mx="auto">
      <PreviewCallout fullPath={paths.catalog.supplier(id)} what="supplier" />
      <Profile c={company.data} preview ReviewsSection={ReviewsSection} />
    </Stack>
  );
}
