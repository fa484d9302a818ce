import { Group, Image, Paper, Progress, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { formatMoney } from '../../../../shared/rules/money';
import { Fact } from '../../../ui/fact';
import { PageError, PageLoader } from '../../../ui/page-states';
import { useSalesStats } from '../api/get-sales-stats';
import { SalesChart } from './sales-chart';

/** The store's own sales: its milestone card, the figures and the last 12 months as a chart. */
export function SalesStatsSection() {
  const stats = useSalesStats();
  if (stats.isPending) return <PageLoader label="Loading sales…" />;
  if (stats.isError)
    return (
      <PageError title="We couldn't load your sales" error={stats.error} onRetry={() => stats.refetch()} />
    );
  const s = stats.data;
  const { milestone, next } = s;
  const progress =
    next && next.thresholdCents > 0
      ? Math.min(100, (s.lifetimeSalesCents / next.thresholdCents) * 100)
      : null;
  return (
    <Stack gap="md">
      <Paper withBorder p="md" radius="md" data-testid="sales-milestone">
        <Group wrap="nowrap" align="center" gap="md">
          <Image src={milestone.imageUrl} alt={`${milestone.label} badge`} w={72} h={72} fit="contain" />
          <Stack gap={4} style={{ flex: 1, minWidth: 0 }}>
            <Title order={3} fz="md">
              {milestone.label}
            </Title>
            <Text size="sm">{milestone.message}</Text>
            {next ? (
              <Stack gap={2}>
                {progress !== null ? (
                  <Progress value={progress} size="sm" aria-label={`Progress to ${next.label}`} />
                ) : null}
                <Text size="xs" c="dimmed">
                  Next: {next.label}
                  {next.thresholdCents > 0
                    ? ` (${formatMoney(Math.max(0, next.thresholdCents - s.lifetimeSalesCents))} to go)`
                    : ''}
                </Text>
              </Stack>
            ) : null}
          </Stack>
        </Group>
      </Paper>
      <SimpleGrid cols={3}>
        <Fact label="Lifetime sales" value={formatMoney(s.lifetimeSalesCents)} />
        <Fact label="Last 30 days" value={formatMoney(s.last30DaysSalesCents)} />
        <Fact label="Orders" value={s.orderCount} />
      </SimpleGrid>
      {s.orderCount === 0 ? (
        <Text size="sm" c="dimmed">
          No sales yet. Orders from your storefront and sales channels will show here, month by month.
        </Text>
      ) : (
        <SalesChart months={s.monthly} />
      )}
    </Stack>
  );
}
