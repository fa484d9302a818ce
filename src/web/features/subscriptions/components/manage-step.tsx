import {
  Alert,
  Button,
  Group,
  Radio,
  SegmentedControl,
  SimpleGrid,
  Stack,
  Text,
  TextInput,
  Title,
} from '@mantine/core';
import { type ReactNode, useState } from 'react';
import type { SubscriptionView } from '../../../../shared/contract/subscriptions';
import {
  type PaidTier,
  PLAN_TIERS,
  PLANS,
  type PlanInterval,
  type PlanTier,
  TRIAL_DAYS,
  tierRank,
} from '../../../../shared/rules/plans';
import { isApiError } from '../../../api/api-error';
import { useSavedCards } from '../api/get-subscription';
import { useChangePlan, useSubscribe } from '../api/subscription-actions';
import { PlanCard } from './plan-card';

const LIVE = new Set(['trialing', 'active', 'past_due']);

/**
 * Manage plan: the interval toggle and the four plan cards. Without a running subscription, choosing a paid
 * plan opens the purchase (saved card, promo code); with one, a card upgrades or downgrades at once
 * (prorated by the processor).
 */
export function ManageStep({
  view,
  promo,
  trialOff,
  cardManager,
  onSubscribed,
  onChanged,
  onBack,
}: {
  view: SubscriptionView;
  promo: string | null;
  trialOff: boolean;
  cardManager: ReactNode;
  onSubscribed: (v: SubscriptionView) => void;
  onChanged: (message: string) => void;
  onBack: () => void;
}) {
  const sub = view.subscription;
  const live = !!sub && LIVE.has(sub.status);
  const [interval, setInterval] = useState<PlanInterval>(sub?.interval ?? 'MONTHLY');
  const [chosen, setChosen] = useState<PaidTier | null>(null);
  const change = useChangePlan();

  const action = (tier: PlanTier): string | null => {
    if (tier === 'TIER_1') return null;
    if (!live) return 'Choose';
    if (sub.planType === tier)
      return sub.interval === interval ? null : `Switch to ${interval.toLowerCase()}`;
    return tierRank(tier) > tierRank(sub.planType) ? 'Upgrade' : 'Downgrade';
  };
  const choose = (tier: PaidTier) => {
    if (!live) return setChosen(tier);
    change.mutate(
      { planType: tier, interval },
      {
        onSuccess: () => onChanged(`Your plan is now ${PLANS[tier].name}, billed ${interval.toLowerCase()}.`),
      },
    );
  };

  return (
    <Stack gap="md" data-testid="manage-plan-step">
      <Group justify="space-between" wrap="wrap">
        <SegmentedControl
          aria-label="Billing interval"
          value={interval}
          onChange={(v) => setInterval(v as PlanInterval)}
          data={[
            { value: 'MONTHLY', label: 'Monthly' },
            { value: 'YEARLY', label: 'Yearly (2 months free)' },
          ]}
        />
        <Button variant="subtle" onClick={onBack}>
          Back to overview
        </Button>
      </Group>
      {sub?.status === 'paused' ? <Alert color="yellow">Resume your plan before you change it.</Alert> : null}
      <SimpleGrid cols={{ base: 1, sm: 2, lg: 4 }} spacing="sm">
        {PLAN_TIERS.map((tier) => (
          <PlanCard
            key={tier}
            tier={tier}
            interval={interval}
            isCurrent={view.planType === tier}
            actionLabel={action(tier)}
            disabled={change.isPending || sub?.status === 'paused'}
            onChoose={tier === 'TIER_1' ? undefined : () => choose(tier)}
          />
        ))}
      </SimpleGrid>
      {change.isError ? (
        <Alert color="red" role="alert">
          {change.error.message}
        </Alert>
      ) : null}
      {chosen ? (
        <Purchase
          tier={chosen}
          interval={interval}
          promo={promo}
          trial={view.trialAvailable && !trialOff}
          cardManager={cardManager}
          onDone={onSubscribed}
        />
      ) : null}
    </Stack>
  );
}

function Purchase({
  tier,
  interval,
  promo,
  trial,
  cardManager,
  onDone,
}: {
  tier: PaidTier;
  interval: PlanInterval;
  promo: string | null;
  trial: boolean;
  cardManager: ReactNode;
  onDone: (v: SubscriptionView) => void;
}) {
  const cards = useSavedCards(true);
  const [cardId, setCardId] = useState<string | null>(null);
  const [promoCode, setPromoCode] = useState(promo ?? '');
  const subscribe = useSubscribe();
  const list = cards.data ?? [];
  const selected = cardId ?? list.find((c) => c.isDefault)?.id ?? list[0]?.id ?? null;
  const promoError = isApiError(subscribe.error)
    ? subscribe.error.details.find((d) => d.path === 'body.promoCode')?.message
    : undefined;
  return (
    <Stack gap="sm" component="section" aria-labelledby="purchase-heading" data-testid="plan-purchase">
      <Title order={3} fz="md" id="purchase-heading">
        {PLANS[tier].name}, billed {interval.toLowerCase()}
      </Title>
      {trial ? (
        <Text size="sm">Starts with a {TRIAL_DAYS}-day free trial; your card is charged when it ends.</Text>
      ) : null}
      {cards.isPending ? (
        <Text size="sm">Loading your cards…</Text>
      ) : cards.isError ? (
        <Alert color="red">We couldn't load your cards. {cards.error.message}</Alert>
      ) : list.length === 0 ? (
        <Text size="sm">Add a card to pay for your plan.</Text>
      ) : (
        <Radio.Group label="Pay with" value={selected} onChange={setCardId}>
          <Stack gap="xs" mt="xs">
            {list.map((c) => (
              <Radio
                key={c.id}
                value={c.id}
                label={`${c.brand ?? c.bankName ?? 'Card'} •••• ${c.last4}${c.isDefault ? ' (default)' : ''}`}
              />
            ))}
          </Stack>
        </Radio.Group>
      )}
      {cardManager}
      <TextInput
        label="Promo code"
        placeholder="Optional"
        value={promoCode}
        onChange={(e) => setPromoCode(e.currentTarget.value)}
        error={promoError}
        maw={280}
      />
      {subscribe.isError && !promoError ? (
        <Alert color="red" role="alert">
          {subscribe.error.message}
        </Alert>
      ) : null}
      <Group>
        <Button
          disabled={!selected}
          loading={subscribe.isPending}
          onClick={() =>
            selected &&
            subscribe.mutate(
              {
                planType: tier,
                interval,
                paymentMethodId: selected,
                promoCode: promoCode.trim() || undefined,
                trialOff: !trial,
              },
              { onSuccess: onDone },
            )
          }
        >
          {trial ? 'Start free trial' : `Subscribe to ${PLANS[tier].name}`}
        </Button>
      </Group>
    </Stack>
  );
}
