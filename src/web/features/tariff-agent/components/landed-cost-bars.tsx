import { Box, Group, Stack, Text } from '@mantine/core';
import type { CountryLandedCost } from '../../../../shared/contract/tariff-agent';
import { formatMoney } from '../../../../shared/rules/money';
import { countryLabel } from '../shipment';

/**
 * Landed cost per unit by country as horizontal bars (the stack has no chart package: plain elements, each
 * bar's figure written beside it, so the list reads the same without the bars).
 */
export function LandedCostBars({
  results,
  cheapest,
  selected,
}: {
  results: CountryLandedCost[];
  cheapest: string;
  selected: string | null;
}) {
  const max = Math.max(1, ...results.map((r) => r.landedUnitCents));
  return (
    <Stack gap={6} component="ul" aria-label="Landed cost per unit by country" p={0} m={0}>
      {results.map((r) => {
        const color =
          r.countryCode === cheapest
            ? 'var(--mantine-color-green-6)'
            : r.countryCode === selected
              ? 'var(--mantine-color-blue-6)'
              : 'var(--mantine-color-gray-5)';
        return (
          <Box component="li" key={r.countryCode} style={{ listStyle: 'none' }} data-testid="landed-bar">
            <Group justify="space-between" gap="xs" wrap="nowrap">
              <Text size="sm" fw={r.countryCode === selected ? 700 : 500} truncate>
                {countryLabel(r.countryCode)}
                {r.countryCode === cheapest ? ' · cheapest' : ''}
              </Text>
              <Text size="sm" fw={600} style={{ whiteSpace: 'nowrap' }}>
                {formatMoney(r.landedUnitCents)} / unit
              </Text>
            </Group>
            <Box
              aria-hidden
              h={10}
              mt={2}
              style={{
                width: `${Math.max(2, (r.landedUnitCents / max) * 100)}%`,
                background: color,
                borderRadius: 4,
              }}
            />
          </Box>
        );
      })}
    </Stack>
  );
}
