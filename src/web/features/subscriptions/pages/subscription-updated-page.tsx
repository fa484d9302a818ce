import { Button, Group, Paper, Stack, Text } from '@mantine/core';
import { Link } from 'react-router';
import { formatMoney } from '../../../../shared/rules/money';
import { PLANS } from '../../../../shared/rules/plans';
import { PageHeader } from '../../../ui/page-header';
import { PageError, PageLoader } from '../../../ui/page-states';
import { useSubscription } from '../api/get-subscription';
import { STATUS_LABELS } from '../plan-copy';

/** /homebase/subscription-updated: the plan as it is after a change. */
export default function SubscriptionUpdatedPage() {
  const view = useSubscription();
  if (view.isPending) return <PageLoader label="Loading your plan…" />;
  if (view.isError) return <PageError error={view.error} onRetry={() => view.refetch()} />;
  const { planType, subscription: sub } = view.data;
  return (
    <Stack gap="lg" maw={720}>
      <PageHeader title="Plan updated" />
      <Paper withBorder p="lg" data-testid="subscription-updated">
        <Stack gap="sm">
          <Text>
            You are on the <strong>{PLANS[planType].name}</strong> plan
            {sub ? `, billed ${sub.interval.toLowerCase()} · ${STATUS_LABELS[sub.status] ?? sub.status}` : ''}
            .
          </Text>
          {sub?.nextInvoice ? (
            <Text size="sm">
              Next invoice {formatMoney(sub.nextInvoice.amountCents)} on{' '}
              {new Date(sub.nextInvoice.date).toLocaleDateString('en-US', {
                month: 'long',
                day: 'numeric',
                year: 'numeric',
              })}
              .
            </Text>
          ) : null}
          <Group>
            <Button component={Link} to="/account-info">
              See invoices
            </Button>
            <Button component={Link} to="/homebase" variant="default">
              Back to Homebase
            </Button>
          </Group>
        </Stack>
      </Paper>
    </Stack>
  );
}
