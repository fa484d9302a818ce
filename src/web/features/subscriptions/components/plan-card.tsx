import { Badge, Button, Card, List, Stack, Text, Title } from '@mantine/core';
import { PLANS, type PlanInterval, type PlanTier } from '../../../../shared/rules/plans';
import { planCopyLines, priceLabel } from '../plan-copy';

/** One plan with its price for the interval and the §9 copy; `action` is what choosing it does. */
export function PlanCard({
  tier,
  interval,
  isCurrent,
  actionLabel,
  onChoose,
  disabled,
}: {
  tier: PlanTier;
  interval: PlanInterval;
  isCurrent: boolean;
  actionLabel: string | null;
  onChoose?: () => void;
  disabled?: boolean;
}) {
  const plan = PLANS[tier];
  const headingId = `plan-${tier}-heading`;
  return (
    <Card
      withBorder
      padding="md"
      component="section"
      aria-labelledby={headingId}
      data-testid={`plan-card-${tier}`}
    >
      <Stack gap="xs" h="100%">
        <Title order={3} fz="md" id={headingId}>
          {plan.name}
          {plan.altName ? (
            <Text span c="dimmed" fz="sm">
              {' '}
              ({plan.altName})
            </Text>
          ) : null}
        </Title>
        {isCurrent ? (
          <Badge variant="light" w="fit-content">
            Your plan
          </Badge>
        ) : null}
        <Text fw={700} fz="lg">
          {priceLabel(tier, interval)}
        </Text>
        <Text size="sm" c="dimmed">
          {plan.tagline}
        </Text>
        <List size="sm" spacing={2} style={{ flex: 1 }}>
          {planCopyLines(tier, interval).map((line) => (
            <List.Item key={line}>{line}</List.Item>
          ))}
        </List>
        {actionLabel && onChoose ? (
          <Button onClick={onChoose} disabled={disabled} aria-label={`${actionLabel}: ${plan.name}`}>
            {actionLabel}
          </Button>
        ) : null}
      </Stack>
    </Card>
  );
}
