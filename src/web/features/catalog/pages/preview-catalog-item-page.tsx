import { Stack } from '@mantine/core';
import { useParams } from 'react-router';
import { paths } from '../../../routing/paths';
import { PageError, PageLoader } from '../../../ui/page-states';
import { useReplaceServerPage } from '../../../ui/server-page';
import { usePublicCatalogItem } from '../api/get-catalog-item';
import { isNotFound, MissingState } from '../components/missing-state';
import { PreviewCallout } from '../components/preview-callout';
import type { CatalogReviewsSection } from '../slots';
import { ItemDetail } from './catalog-item-page';

/** /preview-catalog-item/:itemId: a product anyone with the link can see, without signing in (spec §2). */
export default function PreviewCatalogItemPage({
  ReviewsSection,
}: {
  ReviewsSection: CatalogReviewsSection;
}) {
  const id = Number(useParams().itemId);
  const item = usePublicCatalogItem(id);
  // The server painted this page first: the app's version replaces it once it has the item (or an error).
  useReplaceServerPage(!item.isPending || !Number.isInteger(id) || id <= 0);
  if (!Number.isInteger(id) || id <= 0 || (item.isError && isNotFound(item.error)))
    return <MissingState what="product" />;
  if (item.isPending) return <PageLoader label="Loading product…" />;
  if (item.isError) return <PageError error={item.error} onRetry={() => item.refetch()} />;
  return (
    <Stack gap="lg" p={{ base: 'sm', sm: 'lg' }} maw={1200} mx="auto">
      <PreviewCallout fullPath={paths.catalog.item(id)} what="product" />
      <ItemDetail item={item.data} preview ReviewsSection={ReviewsSection} />
    </Stack>
  );
}
