import { Badge, Card, Group, SimpleGrid, Stack, Text } from '@mantine/core';
import { API_BASE_PATH } from '../../../../shared/contract/http';
import { ImageUploadButton } from '../../../ui/image-upload-button';
import { PageHeader } from '../../../ui/page-header';
import { EmptySection, PageError, PageLoader } from '../../../ui/page-states';
import { ProductImage } from '../../../ui/product-image';
import { useLatestSearchParams } from '../../../ui/use-search-params';
import { useImageIndexStatus, useImageSearch } from '../api/search-by-image';
import { IndexingNotice } from '../components/indexing-notice';
import type { ImageSearchItemCard } from '../slots';

const IMAGE_PARAM = 'imageUrl';

/**
 * Search by image (spec §2 /browse-suppliers-with-uploaded-image): upload a photo, see catalog products
 * that look like it, best match first. The image's URL is in the address, so a reload keeps the search.
 * Each result is the catalog's `ItemCard`, handed in by the app.
 */
export default function ImageSearchPage({ ItemCard }: { ItemCard: ImageSearchItemCard }) {
  const [params, setParams] = useLatestSearchParams();
  const param = params.get(IMAGE_PARAM);
  // Only Quarry's own images are shown (and searched): a crafted link cannot make the page load another site.
  const imageUrl = param?.startsWith(`${API_BASE_PATH}/`) ? param : null;
  const results = useImageSearch(imageUrl);
  // Without a search, the status call alone tells whether indexing is still going on.
  const status = useImageIndexStatus(!imageUrl);
  const indexing = results.data?.status ?? status.data;

  return (
    <Stack gap="md">
      <PageHeader
        title="Search by image"
        description="Upload a photo of a product you have in mind and find catalog products that look like it."
        actions={
          <ImageUploadButton
            label={imageUrl ? 'Upload another image' : 'Upload an image'}
            onUploaded={(file) => setParams({ [IMAGE_PARAM]: file.url })}
          />
        }
      />
      {indexing ? <IndexingNotice status={indexing} /> : null}
      {imageUrl ? (
        <Group align="flex-start" gap="md" wrap="nowrap">
          <Card withBorder padding={4} w={160} style={{ flexShrink: 0 }}>
            <ProductImage
              src={imageUrl}
              alt="Your image"
              sizes="150px"
              preset="compact"
              isPriority
              radius="var(--mantine-radius-sm)"
              data-testid="query-image"
            />
          </Card>
          <Text size="sm" c="dimmed" mt="xs">
            {results.data
              ? `${results.data.items.length.toLocaleString('en-US')} products that look like your image, best match first.`
              : 'Your image'}
          </Text>
        </Group>
      ) : param ? (
        <PageError
          title="This link's image can't be searched"
          error={new Error('Upload the image here to search with it.')}
        />
      ) : (
        <EmptySection title="No image yet">
          Upload a product photo (PNG, JPEG, WebP or GIF): we compare its colours and shape with every catalog
          product picture.
        </EmptySection>
      )}
      {imageUrl ? <Results query={results} ItemCard={ItemCard} /> : null}
    </Stack>
  );
}

function Results({
  query,
  ItemCard,
}: {
  query: ReturnType<typeof useImageSearch>;
  ItemCard: ImageSearchItemCard;
}) {
  if (query.isPending) return <PageLoader label="Finding similar products…" />;
  if (query.isError)
    return (
      <PageError
        title="We couldn't search with this image"
        error={query.error}
        onRetry={() => query.refetch()}
      />
    );
  const { items, status } = query.data;
  if (!items.length)
    return (
      <EmptySection title="No similar products yet">
        {status.ready
          ? 'The catalog has no products to compare with.'
          : 'No product picture is indexed yet; results appear here as indexing goes on.'}
      </EmptySection>
    );
  return (
    <SimpleGrid cols={{ base: 2, sm: 3, md: 4, lg: 5 }} spacing="md" data-testid="image-search-results">
      {items.map((item, i) => (
        <Stack key={item.id} gap={4}>
          <ItemCard item={item} isPriority={i < 5} />
          <Badge variant="light" color={item.similarity >= 0.8 ? 'teal' : 'gray'} size="sm">
            {Math.round(item.similarity * 100)}% match
          </Badge>
        </Stack>
      ))}
    </SimpleGrid>
  );
}
