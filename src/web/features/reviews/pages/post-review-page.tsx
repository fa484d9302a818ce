import { Alert, Anchor, Paper, Stack, Text, Title } from '@mantine/core';
import { useState } from 'react';
import { Link, useParams } from 'react-router';
import { isApiError } from '../../../api/api-error';
import { paths } from '../../../routing/paths';
import { PageError, PageLoader } from '../../../ui/page-states';
import { useLatestSearchParams } from '../../../ui/use-search-params';
import { useCreatePublicReview, useReviewLinkInfo } from '../api/review-mutations';
import { ReviewForm, type ReviewFormValues } from '../components/review-form';

function Frame({ children }: { children: React.ReactNode }) {
  return (
    <Paper withBorder p="xl" maw={640} mx="auto" my="xl">
      <Stack gap="md">{children}</Stack>
    </Paper>
  );
}

function LinkNotValid() {
  return (
    <Frame>
      <Title order={1} fz={24}>
        This review link can't be used
      </Title>
      <Text>
        It has expired, was already used to post a review, or was withdrawn. Ask the person who sent it for a
        new link.
      </Text>
    </Frame>
  );
}

/**
 * /supplier-profile/:supplierId/post-review?token=…: anyone holding a signed review link posts one review
 * of the supplier, without an account (spec §2). The link names the supplier; it works once.
 */
export default function PostReviewPage() {
  const supplierId = Number(useParams().supplierId);
  const token = useLatestSearchParams()[0].get('token') ?? '';
  const info = useReviewLinkInfo(token);
  const post = useCreatePublicReview();
  const [error, setError] = useState<string | null>(null);

  if (!token) return <LinkNotValid />;
  if (info.isPending) return <PageLoader label="Checking your review link…" />;
  if (info.isError) {
    if (isApiError(info.error) && [400, 404, 422].includes(info.error.status)) return <LinkNotValid />;
    return <PageError error={info.error} onRetry={() => info.refetch()} />;
  }
  const { companyId, companyName } = info.data;
  if (companyId !== supplierId) return <LinkNotValid />;

  if (post.isSuccess) {
    return (
      <Frame>
        <Title order={1} fz={24}>
          Thank you
        </Title>
        <Text>
          Your review of {companyName} is posted. It helps other founders choose the right supplier.
        </Text>
        <Anchor component={Link} to={paths.catalog.previewSupplier(companyId)}>
          See {companyName}'s profile
        </Anchor>
      </Frame>
    );
  }

  const submit = async (values: ReviewFormValues) => {
    setError(null);
    try {
      await post.mutateAsync({ token, ...values });
    } catch (e) {
      setError(isApiError(e) ? e.message : 'We could not post your review. Try again.');
      throw e;
    }
  };

  return (
    <Frame>
      <Stack gap={4}>
        <Title order={1} fz={24}>
          Review {companyName}
        </Title>
        <Text size="sm" c="dimmed">
          Tell other founders how working with this supplier went: quality, communication, lead times.
        </Text>
      </Stack>
      {error ? (
        <Alert color="red" title="Your review wasn't posted">
          {error}
        </Alert>
      ) : null}
      <ReviewForm askName submitLabel="Post review" onSubmit={submit} />
    </Frame>
  );
}
