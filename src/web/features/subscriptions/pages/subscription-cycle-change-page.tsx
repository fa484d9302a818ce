import { Alert, Button, Group, Paper, Stack, Text } from '@mantine/core';
import { Link, useNavigate } from 'react-router';
import { formatMoney } from '../../../../shared/rules/money';
import { PLANS, yearlySavingCents } from '../../../../shared/rules/plans';
import { RoleFieldset } from '../../../ui/can';
import { PageHeader } from '../../../ui/page-header';
import { PageError, PageLoader } from '../../../ui/page-states';
import { useSubscription } from '../api/get-subscription';
import { useChangePlan } from '../api/subscription-actions';
import { priceLabel } from '../plan-copy';

/** /homebase/subscription-cycle-change: switch the running plan between monthly and yearly billing. */
export default function SubscriptionCycleChangePage() {
  const view = useSubscription();
  const change = useChangePlan();
  const navigate = useNavigate();
  if (view.isPending) return <PageLoader label="Loading your plan…" />;
  if (view.isError) return <PageError error={view.error} onRetry={() => view.refetch()} />;
  const sub = view.data.subscription;
  const running = sub && ['trialing', 'active', 'past_due'].includes(sub.status);
  const other = sub?.interval === 'YEARLY' ? 'MONTHLY' : 'YEARLY';
  return (
    <Stack gap="lg" maw={720}>
      <PageHeader title="Change billing cycle" description="Pay monthly, or yearly for two months free." />
      {/* Plan changes are `billing` (decision 042): other roles see the choice disabled, and why. */}
      <RoleFieldset cls="billing">
        {!running || !sub ? (
          <Paper withBorder p="lg">
            <Stack gap="sm" align="flex-start">
              <Text>You have no running paid plan to change. Choose a plan first.</Text>
              <Button component={Link} to={{ search: '?open=manage_plan&step=manage' }}>
                See plans
              </Button>
            </Stack>
          </Paper>
        ) : (
          <Paper withBorder p="lg">
            <Stack gap="sm">
              <Text>
                {PLANS[sub.planType].name} is billed {sub.interval.toLowerCase()} at{' '}
                {priceLabel(sub.planType, sub.interval)}.
              </Text>
              <Text>
                Billed {other.toLowerCase()} it is {priceLabel(sub.planType, other)}
                {other === 'YEARLY'
                  ? ` — you save ${formatMoney(yearlySavingCents(sub.planType))} a year`
                  : ''}
                . The new cycle starts today; the unused part of this one is credited.
              </Text>
              {change.isError ? (
                <Alert color="red" role="alert">
                  {change.error.message}
                </Alert>
              ) : null}
              <Group>
                <Button
                  loading={change.isPending}
                  onClick={() =>
                    change.mutate(
                      { planType: sub.planType, interval: other },
                      { onSuccess: () => navigate('/homebase/subscription-updated') },
                    )
                  }
                >
                  Switch to {other.toLowerCase()} billing
                </Button>
                <Button component={Link} to="/account-info" variant="default">
                  Keep {sub.interval.toLowerCase()}
                </Button>
              </Group>
            </Stack>
          </Paper>
        )}
      </RoleFieldset>
    </Stack>
  );
}
