import { Alert, Button, Group, Text } from '@mantine/core';
import { useState } from 'react';
import { Link } from 'react-router';
import type { Review } from '../../../../shared/contract/reviews';
import { paths } from '../../../routing/paths';
import { PageError, PageLoader } from '../../../ui/page-states';
import { useMyCompanyReviews } from '../api/get-company-reviews';
import { reviewRefusal, useSaveReview } from '../api/review-mutations';
import { ReviewForm, type ReviewFormValues } from './review-form';

/**
 * The founder's review of a supplier (of one of its products, with itemId) written in place, as after an
 * order: its own earlier review of the same thing is loaded for editing. Once saved, says so and links to
 * the supplier's profile, where the review now shows.
 */
export function WriteReview({ companyId, itemId }: { companyId: number; itemId?: number }) {
  const mine = useMyCompanyReviews(companyId);
  const save = useSaveReview();
  // Whether it was an edit is fixed when saving: the saved review becomes `existing` once the list refetches.
  const [saved, setSaved] = useState<{ review: Review; edited: boolean } | null>(null);
  const [refused, setRefused] = useState<string | null>(null);
  if (mine.isPending) return <PageLoader label="Loading your reviews…" />;
  if (mine.isError) return <PageError error={mine.error} onRetry={() => mine.refetch()} />;
  const existing = mine.data.find((r) => r.itemId === (itemId ?? null));
  if (saved)
    return (
      <Alert color="green" title={saved.edited ? 'Review saved' : 'Thanks for your review'}>
        <Text size="sm" mb="sm">
          Your {saved.review.rating}-star review is now shown on the supplier's profile.
        </Text>
        <Group gap="xs">
          <Button component={Link} to={paths.catalog.supplier(companyId)} size="xs">
            See it on the supplier profile
          </Button>
          <Button variant="default" size="xs" onClick={() => setSaved(null)}>
            Edit it again
          </Button>
        </Group>
      </Alert>
    );
  const submit = async (values: ReviewFormValues) => {
    setRefused(null);
    try {
      setSaved({
        review: await save({ companyId, itemId, mine: existing }, values),
        edited: Boolean(existing),
      });
    } catch (error) {
      setRefused(reviewRefusal(error));
      throw error;
    }
  };
  return (
    <>
      {existing ? (
        <Text size="sm" c="dimmed">
          You reviewed this before; saving replaces that review.
        </Text>
      ) : null}
      {refused ? (
        <Alert color="yellow" title="You can't review this supplier yet" role="alert">
          {refused}
        </Alert>
      ) : null}
      <ReviewForm
        key={existing?.id ?? 'new'}
        initial={existing ? { rating: existing.rating, text: existing.text } : undefined}
        submitLabel={existing ? 'Save review' : 'Post review'}
        onSubmit={submit}
      />
    </>
  );
}
