import {
  Badge,
  Button,
  Group,
  Image,
  Paper,
  Progress,
  Rating,
  SegmentedControl,
  Stack,
  Text,
} from '@mantine/core';
import { useState } from 'react';
import { resizedImageUrl } from '../../../../shared/rules/image-size';
import { EmptySection, PageError, PageLoader } from '../../../ui/page-states';
import { useCompanyReviews } from '../api/get-company-reviews';
import { useReviewSummary } from '../api/get-review-summary';

const STARS = ['5', '4', '3', '2', '1'] as const;

function ReviewSummaryBlock({ companyId }: { companyId: number }) {
  const summary = useReviewSummary(companyId);
  if (summary.isPending || summary.isError || summary.data.count === 0) return null;
  const { average, count, histogram } = summary.data;
  return (
    <Group align="flex-start" gap="xl" data-testid="review-summary">
      <Stack gap={2} align="center">
        <Text fz={36} fw={700} lh={1}>
          {average?.toFixed(1) ?? '–'}
        </Text>
        <Rating value={average ?? 0} fractions={10} readOnly aria-hidden />
        <Text size="xs" c="dimmed">
          {count} review{count === 1 ? '' : 's'}
        </Text>
      </Stack>
      <Stack gap={4} style={{ flex: 1, maxWidth: 320 }}>
        {STARS.map((star) => {
          const n = histogram[star] ?? 0;
          return (
            <Group key={star} gap="xs" wrap="nowrap">
              <Text size="xs" w={48}>
                {star} star{star === '1' ? '' : 's'}
              </Text>
              <Progress
                value={count ? (n / count) * 100 : 0}
                style={{ flex: 1 }}
                aria-label={`${star} stars: ${n} of ${count}`}
              />
              <Text size="xs" w={32} ta="right">
                {n}
              </Text>
            </Group>
          );
        })}
      </Stack>
    </Group>
  );
}

/**
 * A supplier's reviews: summary histogram and the list. On a product page the founder can narrow the
 * list to reviews of that product; reviews of it are marked either way.
 */
export function ReviewsSection({ companyId, itemId }: { companyId: number; itemId?: number }) {
  const [scope, setScope] = useState<'supplier' | 'item'>('supplier');
  const reviews = useCompanyReviews(companyId, scope === 'item' ? itemId : undefined);
  const rows = reviews.data?.pages.flat() ?? [];
  return (
    <Stack gap="md">
      <ReviewSummaryBlock companyId={companyId} />
      {itemId !== undefined ? (
        <SegmentedControl
          value={scope}
          onChange={(v) => setScope(v as 'supplier' | 'item')}
          data={[
            { value: 'supplier', label: 'All supplier reviews' },
            { value: 'item', label: 'This product' },
          ]}
          aria-label="Which reviews"
          w="fit-content"
        />
      ) : null}
      {reviews.isPending ? (
        <PageLoader label="Loading reviews…" />
      ) : reviews.isError ? (
        <PageError title="We couldn't load reviews" error={reviews.error} onRetry={() => reviews.refetch()} />
      ) : rows.length === 0 ? (
        <EmptySection title="No reviews yet">
          Founders who order from this supplier can review it.
        </EmptySection>
      ) : (
        <Stack gap="sm" data-testid="review-list">
          {rows.map((r) => (
            <Paper key={r.id} withBorder p="md">
              <Group justify="space-between" mb={4}>
                <Group gap="xs">
                  <Text fw={600} size="sm">
                    {r.authorName}
                  </Text>
                  {r.itemId !== null && r.itemId === itemId ? (
                    <Badge size="xs" variant="light">
                      About this product
                    </Badge>
                  ) : null}
                  {r.isMine ? (
                    <Badge size="xs" variant="light" color="grape">
                      Your review
                    </Badge>
                  ) : null}
                </Group>
                <Text size="xs" c="dimmed">
                  {new Date(r.createdAt).toLocaleDateString('en-US', { dateStyle: 'medium' })}
                </Text>
              </Group>
              <Rating value={r.rating} readOnly size="sm" aria-label={`${r.rating} out of 5 stars`} />
              <Text size="sm" mt={6}>
                {r.text}
              </Text>
              {r.imageUrls.length ? (
                <Group gap="xs" mt="xs">
                  {r.imageUrls.map((url, i) => (
                    <Image
                      key={url}
                      src={resizedImageUrl(url, 'compact')}
                      alt={`Photo ${i + 1} from ${r.authorName}'s review`}
                      w={72}
                      h={72}
                      radius="sm"
                      loading="lazy"
                    />
                  ))}
                </Group>
              ) : null}
            </Paper>
          ))}
          {reviews.hasNextPage ? (
            <Button
              variant="default"
              onClick={() => reviews.fetchNextPage()}
              loading={reviews.isFetchingNextPage}
              w="fit-content"
            >
              More reviews
            </Button>
          ) : null}
        </Stack>
      )}
    </Stack>
  );
}
