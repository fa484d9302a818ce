import { AspectRatio, Badge, Button, Card, Image, SimpleGrid, Stack, Text } from '@mantine/core';
import type { AiProduct } from '../../../../shared/contract/ai-design';
import { EmptySection, PageError, PageLoader } from '../../../ui/page-states';
import { useGallery } from '../api/get-gallery';

const formatDate = (iso: string) =>
  new Date(iso).toLocaleDateString('en-US', { month: 'short', day: 'numeric', year: 'numeric' });

function DesignCard({ product }: { product: AiProduct }) {
  return (
    <Card withBorder padding="sm" h="100%" component="li" data-testid="gallery-design">
      <Card.Section>
        <AspectRatio ratio={1}>
          <Image src={product.imageUrl} alt={product.title} loading="lazy" fit="cover" />
        </AspectRatio>
      </Card.Section>
      <Stack gap={4} mt="xs">
        <Text fw={600} size="sm" lineClamp={2}>
          {product.title}
        </Text>
        <Text size="xs" c="dimmed">
          Saved {formatDate(product.createdAt)}
        </Text>
        {product.watermarked ? (
          <Badge size="xs" variant="light" color="gray">
            Watermarked
          </Badge>
        ) : null}
      </Stack>
    </Card>
  );
}

/** The store's saved designs (GET /web/ai-products?inGallery=true), newest first. */
export function DesignGallery({ onDesign }: { onDesign: () => void }) {
  const gallery = useGallery();
  if (gallery.isPending) return <PageLoader label="Loading your designs…" />;
  if (gallery.isError) return <PageError error={gallery.error} onRetry={() => gallery.refetch()} />;
  if (gallery.data.length === 0)
    return (
      <Stack align="flex-start" gap="xs" data-testid="gallery-empty">
        <EmptySection title="No saved designs yet">
          Describe a product and Quarry draws four designs for it. The ones you save show up here.
        </EmptySection>
        <Button variant="light" onClick={onDesign}>
          Design your first product
        </Button>
      </Stack>
    );
  return (
    <SimpleGrid
      cols={{ base: 2, sm: 3, lg: 4 }}
      spacing="sm"
      component="ul"
      m={0}
      p={0}
      style={{ listStyle: 'none' }}
      aria-label="Your saved designs"
    >
      {gallery.data.map((product) => (
        <DesignCard key={product.id} product={product} />
      ))}
    </SimpleGrid>
  );
}
