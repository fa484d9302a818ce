import { Alert, Button, Group, Stack, Text } from '@mantine/core';
import type { SubscriptionView } from '../../../../shared/contract/subscriptions';
import { formatMoney } from '../../../../shared/rules/money';
import { PLANS, upgradePath } from '../../../../shared/rules/plans';
import { useReactivatePlan, useResumePlan } from '../api/subscription-actions';
import { STATUS_LABELS } from '../plan-copy';
import type { ManagePlanStep } from './manage-plan-steps';

const date = (iso: string) =>
  new Date(iso).toLocaleDateString('en-US', { month: 'long', day: 'numeric', year: 'numeric' });

/** Overview: the plan, its status and next invoice, and what can be done from here. */
export function OverviewStep({
  view,
  onStep,
  onResumed,
  onDone,
}: {
  view: SubscriptionView;
  onStep: (s: ManagePlanStep) => void;
  onResumed: () => void;
  onDone: (message: string) => void;
}) {
  const resume = useResumePlan();
  const reactivate = useReactivatePlan();
  const sub = view.subscription;
  const ended = !sub || ['canceled', 'incomplete_expired'].includes(sub.status);
  const paused = sub?.status === 'paused';
  const next = upgradePath(view.planType);
  const error = resume.error ?? reactivate.error;
  return (
    <Stack gap="md" data-testid="manage-plan-overview">
      <Text>
        You are on the <strong>{PLANS[view.planType].name}</strong> plan
        {sub && !ended ? ` · ${STATUS_LABELS[sub.status] ?? sub.status}` : ''}.
      </Text>
      {sub && !ended ? (
        <Stack gap={4}>
          <Text size="sm">
            {PLANS[sub.planType].name}, billed {sub.interval.toLowerCase()}
            {sub.discount
              ? ` · ${sub.discount.percentOff}% off${sub.discount.end ? ` until ${date(sub.discount.end)}` : ''}`
              : ''}
          </Text>
          {sub.status === 'trialing' && sub.trialEnd ? (
            <Text size="sm">Trial ends {date(sub.trialEnd)}.</Text>
          ) : null}
          {sub.nextInvoice ? (
            <Text size="sm">
              Next invoice {formatMoney(sub.nextInvoice.amountCents)} on {date(sub.nextInvoice.date)}.
            </Text>
          ) : null}
          {sub.cancelAtPeriodEnd ? (
            <Text size="sm">Cancelled: it ends on {date(sub.currentPeriodEnd)}.</Text>
          ) : null}
          {paused ? (
            <Text size="sm">
              Paused{sub.resumesAt ? ` until ${date(sub.resumesAt)}` : ' until you resume it'}.
            </Text>
          ) : null}
        </Stack>
      ) : null}
      {view.paymentProblem ? <Alert color="orange">{view.paymentProblem}</Alert> : null}
      {error ? (
        <Alert color="red" role="alert">
          {error.message}
        </Alert>
      ) : null}
      <Group>
        {paused ? (
          <Button
            loading={resume.isPending}
            onClick={() => resume.mutate(undefined, { onSuccess: onResumed })}
          >
            Resume plan
          </Button>
        ) : (
          <Button onClick={() => onStep('manage')}>
            {ended ? 'See plans' : next ? `Upgrade to ${PLANS[next].name}` : 'Change plan'}
          </Button>
        )}
        {sub && !ended && !paused && !sub.cancelAtPeriodEnd ? (
          <>
            {next ? (
              <Button variant="default" onClick={() => onStep('manage')}>
                Change plan
              </Button>
            ) : null}
            <Button variant="default" onClick={() => onStep('verify-pause')}>
              Pause plan
            </Button>
            <Button variant="subtle" color="red" onClick={() => onStep('verify-cancel')}>
              Cancel plan
            </Button>
          </>
        ) : null}
        {sub && (sub.cancelAtPeriodEnd || ended) ? (
          <Button
            variant={ended ? 'default' : 'filled'}
            loading={reactivate.isPending}
            onClick={() =>
              reactivate.mutate(undefined, {
                onSuccess: () => onDone(`Your ${PLANS[sub.planType].name} plan is active again.`),
              })
            }
          >
            Reactivate {PLANS[sub.planType].name}
          </Button>
        ) : null}
      </Group>
    </Stack>
  );
}
