import {
  Alert,
  Badge,
  Button,
  CopyButton,
  Group,
  Image,
  Modal,
  Paper,
  Progress,
  Rating,
  SegmentedControl,
  Stack,
  Text,
  TextInput,
} from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { useState } from 'react';
import type { Review, ReviewLink } from '../../../../shared/contract/reviews';
import { resizedImageUrl } from '../../../../shared/rules/image-size';
import { isApiError } from '../../../api/api-error';
import { Can } from '../../../ui/can';
import { LoadMoreButton } from '../../../ui/load-more-button';
import { EmptySection, PageError, PageLoader } from '../../../ui/page-states';
import { useCompanyReviews, useMyCompanyReviews } from '../api/get-company-reviews';
import { useReviewSummary } from '../api/get-review-summary';
import { reviewRefusal, useCreateReviewLink, useSaveReview } from '../api/review-mutations';
import { ReviewForm, type ReviewFormValues } from './review-form';

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
 * Write (or edit) the founder's review of this supplier — of this product on a product page — and share a
 * signed link to the public review page. Only a store that works with the supplier may review it: the
 * server says so (403) and the reason is shown where the form was.
 */
function ReviewActions({
  companyId,
  itemId,
  mine,
}: {
  companyId: number;
  itemId?: number;
  mine: Review | undefined;
}) {
  const [open, setOpen] = useState(false);
  const [refused, setRefused] = useState<string | null>(null);
  const [link, setLink] = useState<ReviewLink | null>(null);
  const saveReview = useSaveReview();
  const createLink = useCreateReviewLink();
  const about = itemId === undefined ? 'this supplier' : 'this product';

  const save = async (values: ReviewFormValues) => {
    try {
      await saveReview({ companyId, itemId, mine }, values);
      setOpen(false);
      notifications.show({
        color: 'green',
        title: mine ? 'Review updated' : 'Thanks for your review',
        message: 'It is now shown on the supplier profile.',
      });
    } catch (error) {
      setRefused(reviewRefusal(error));
      throw error;
    }
  };
  const share = async () => {
    try {
      setLink(await createLink.mutateAsync(companyId));
    } catch (error) {
      setRefused(isApiError(error) ? error.message : 'We could not create a review link. Try again.');
    }
  };

  return (
    <>
      {/* Reviewing and review links are `write` calls (decision 042): not offered to a role that may not. */}
      <Can cls="write">
        <Group gap="xs">
          <Button
            variant={mine ? 'default' : 'filled'}
            onClick={() => {
              setRefused(null);
              setOpen(true);
            }}
          >
            {mine ? 'Edit your review' : `Review ${about}`}
          </Button>
          <Button variant="subtle" onClick={share} loading={createLink.isPending}>
            Share a review link
          </Button>
        </Group>
      </Can>
      {refused && !open ? (
        <Alert
          color="yellow"
          title="You can't review this supplier yet"
          withCloseButton
          onClose={() => setRefused(null)}
        >
          {refused}
        </Alert>
      ) : null}
      <Modal
        opened={open}
        onClose={() => setOpen(false)}
        title={mine ? 'Edit your review' : `Review ${about}`}
      >
        {refused ? (
          <Alert color="yellow" mb="sm" title="You can't review this supplier yet">
            {refused}
          </Alert>
        ) : null}
        <ReviewForm
          initial={mine ? { rating: mine.rating, text: mine.text } : undefined}
          submitLabel={mine ? 'Save review' : 'Post review'}
          onSubmit={save}
          onCancel={() => setOpen(false)}
        />
      </Modal>
      <Modal opened={link !== null} onClose={() => setLink(null)} title="Review link">
        {link ? (
          <Stack gap="sm">
            <Text size="sm">
              Anyone with this link can post one review of the supplier, without signing in. It works once and
              expires on {new Date(link.expiresAt).toLocaleDateString('en-US', { dateStyle: 'medium' })}.
            </Text>
            <TextInput label="Link" value={link.url} readOnly onFocus={(e) => e.currentTarget.select()} />
            <CopyButton value={link.url}>
              {({ copied, copy }) => (
                <Button onClick={copy} color={copied ? 'teal' : undefined} w="fit-content">
                  {copied ? 'Copied' : 'Copy link'}
                </Button>
              )}
            </CopyButton>
          </Stack>
        ) : null}
      </Modal>
    </>
  );
}

/**
 * A supplier's reviews: summary histogram and the list. On a product page the founder can narrow the
 * list to reviews of that product; reviews of it are marked either way. Signed in, the founder can write
 * or edit its review; on a public preview the list is read-only.
 */
export function ReviewsSection({
  companyId,
  itemId,
  readOnly = false,
}: {
  companyId: number;
  itemId?: number;
  readOnly?: boolean;
}) {
  const [scope, setScope] = useState<'supplier' | 'item'>('supplier');
  const reviews = useCompanyReviews(companyId, scope === 'item' ? itemId : undefined);
  const rows = reviews.data?.pages.flat() ?? [];
  const myReviews = useMyCompanyReviews(companyId, !readOnly);
  const mine = myReviews.data?.find((r) => r.itemId === (itemId ?? null));
  return (
    <Stack gap="md">
      <ReviewSummaryBlock companyId={companyId} />
      {readOnly || myReviews.isPending ? null : (
        <ReviewActions companyId={companyId} itemId={itemId} mine={mine} />
      )}
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
            <Paper key={r.id} component="article" withBorder p="md" aria-label={`Review by ${r.authorName}`}>
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
              <Rating
                value={r.rating}
                readOnly
                size="sm"
                role="img"
                aria-label={`${r.rating} out of 5 stars`}
              />
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
          <LoadMoreButton query={reviews} label="More reviews" />
        </Stack>
      )}
    </Stack>
  );
}
