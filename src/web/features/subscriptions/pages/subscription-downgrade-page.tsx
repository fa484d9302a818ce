import { Alert, Button, Paper, SimpleGrid, Stack, Text } from '@mantine/core';
import { Link, useNavigate } from 'react-router';
import { PAID_TIERS, PLANS, tierRank } from '../../../../shared/rules/plans';
import { RoleFieldset } from '../../../ui/can';
import { PageHeader } from '../../../ui/page-header';
import { PageError, PageLoader } from '../../../ui/page-states';
import { useSubscription } from '../api/get-subscription';
import { useChangePlan } from '../api/subscription-actions';
import { PlanCard } from '../components/plan-card';

/** /homebase/subscription-downgrade: move to a lower paid plan (the unused part is credited). */
export default function SubscriptionDowngradePage() {
  const view = useSubscription();
  const change = useChangePlan();
  const navigate = useNavigate();
  if (view.isPending) return <PageLoader label="Loading your plan…" />;
  if (view.isError) return <PageError error={view.error} onRetry={() => view.refetch()} />;
  const sub = view.data.subscription;
  const running = sub && ['trialing', 'active', 'past_due'].includes(sub.status);
  const lower = running ? PAID_TIERS.filter((t) => tierRank(t) < tierRank(sub.planType)) : [];
  return (
    <Stack gap="lg">
      <PageHeader
        title="Downgrade plan"
        description="A lower plan costs less; what you paid for the rest of this period is credited to your next invoices."
      />
      {/* Plan changes are `billing` (decision 042): other roles see the choice disabled, and why. */}
      <RoleFieldset cls="billing">
        {lower.length === 0 || !sub ? (
          <Paper withBorder p="lg" maw={720}>
            <Stack gap="sm" align="flex-start">
              <Text>
                {running
                  ? `${PLANS[sub!.planType].name} is the lowest paid plan. To stop paying, cancel it from Manage plan.`
                  : 'You have no running paid plan to downgrade.'}
              </Text>
              <Button component={Link} to={{ search: '?open=manage_plan' }}>
                Manage plan
              </Button>
            </Stack>
          </Paper>
        ) : (
          <>
            {change.isError ? (
              <Alert color="red" role="alert">
                {change.error.message}
              </Alert>
            ) : null}
            <SimpleGrid cols={{ base: 1, sm: 2 }} maw={720}>
              {lower.map((tier) => (
                <PlanCard
                  key={tier}
                  tier={tier}
                  interval={sub.interval}
                  isCurrent={false}
                  actionLabel="Downgrade"
                  disabled={change.isPending}
                  onChoose={() =>
                    change.mutate(
                      { planType: tier, interval: sub.interval },
                      { onSuccess: () => navigate('/homebase/subscription-updated') },
                    )
                  }
                />
              ))}
            </SimpleGrid>
          </>
        )}
      </RoleFieldset>
    </Stack>
  );
}
