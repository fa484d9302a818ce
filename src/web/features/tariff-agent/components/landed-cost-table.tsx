import { Badge, Stack, Table, Text, UnstyledButton } from '@mantine/core';
import type { ReactNode } from 'react';
import type { CountryLandedCost, LandedCostResponse } from '../../../../shared/contract/tariff-agent';
import { formatMoney } from '../../../../shared/rules/money';
import { ScrollTable } from '../../../ui/scroll-table';
import { formatDates, formatRate } from '../format';
import { countryLabel } from '../shipment';

type Term = { key: string; label: ReactNode; cell: (r: CountryLandedCost) => ReactNode; strong?: boolean };

const money = (cents: number) => formatMoney(cents);

/** Every term of the landed cost, a column per country of origin; the cheapest and the selected marked. */
export function LandedCostTable({
  data,
  selected,
  onSelect,
}: {
  data: LandedCostResponse;
  selected: string | null;
  onSelect: (countryCode: string) => void;
}) {
  const programs = [
    ...new Map(
      data.results.flatMap((r) => r.additionalDuties).map((d) => [`${d.program}|${d.effectiveFrom}`, d]),
    ).values(),
  ];
  const terms: Term[] = [
    { key: 'goods', label: 'FOB goods', cell: (r) => money(r.goodsCents) },
    { key: 'freight', label: 'Freight', cell: (r) => money(r.freightCents) },
    { key: 'insurance', label: 'Insurance', cell: (r) => money(r.insuranceCents) },
    {
      key: 'customs',
      label: 'Customs value (FOB)',
      cell: (r) => money(r.customsValueCents),
    },
    {
      key: 'duty',
      label: 'Duty',
      cell: (r) => (
        <Stack gap={0}>
          <Text size="sm">{money(r.baseDuty.cents)}</Text>
          <Text size="xs" c="dimmed">
            {r.baseDuty.column === 'DOMESTIC'
              ? 'made in the US: not imported'
              : `${formatRate(r.baseDuty.rate)} ${r.baseDuty.column === 'COLUMN_2' ? 'column 2' : 'general'}`}
          </Text>
        </Stack>
      ),
    },
    ...programs.map(
      (p): Term => ({
        key: `${p.program}|${p.effectiveFrom}`,
        label: (
          <Stack gap={0}>
            <Text size="sm">{p.program}</Text>
            <Text size="xs" c="dimmed">
              {p.ratePct}% {formatDates(p)}
            </Text>
          </Stack>
        ),
        cell: (r) => {
          const d = r.additionalDuties.find(
            (x) => x.program === p.program && x.effectiveFrom === p.effectiveFrom,
          );
          return d ? (
            money(d.cents)
          ) : (
            <Text size="sm" c="dimmed">
              None
            </Text>
          );
        },
      }),
    ),
    {
      key: 'mpf',
      label: 'Merchandise processing fee',
      cell: (r) => (
        <Stack gap={0}>
          <Text size="sm">{money(r.mpf.cents)}</Text>
          <Text size="xs" c="dimmed">
            {r.mpf.entryType === 'NONE'
              ? 'no customs entry'
              : r.mpf.entryType === 'INFORMAL'
                ? `informal entry, FY ${r.mpf.fiscalYear}`
                : `${r.mpf.ratePct}%, min ${money(r.mpf.minCents)}, max ${money(r.mpf.maxCents)}, FY ${r.mpf.fiscalYear}`}
          </Text>
        </Stack>
      ),
    },
    {
      key: 'hmf',
      label: 'Harbor maintenance fee',
      cell: (r) =>
        r.hmf.applies ? (
          `${money(r.hmf.cents)} (${r.hmf.ratePct}%)`
        ) : (
          <Text size="sm" c="dimmed">
            Not by ocean
          </Text>
        ),
    },
    { key: 'broker', label: 'Customs broker', cell: (r) => money(r.brokerCents) },
    { key: 'fees', label: 'Duties and fees', cell: (r) => money(r.dutiesAndFeesCents), strong: true },
    { key: 'total', label: 'Landed cost', cell: (r) => money(r.landedCostCents), strong: true },
    { key: 'unit', label: 'Per unit', cell: (r) => money(r.landedUnitCents), strong: true },
  ];

  const highlight = (code: string) =>
    code === selected
      ? 'var(--mantine-color-blue-light)'
      : code === data.cheapestCountryCode
        ? 'var(--mantine-color-green-light)'
        : undefined;

  return (
    <ScrollTable label="Landed cost by country" minWidth={200 + 130 * data.results.length}>
      <Table verticalSpacing="xs" aria-label="Landed cost by country" data-testid="landed-cost-table">
        <Table.Caption>
          {data.quantity.toLocaleString('en-US')} units, HTS {data.hts}. Estimate from the tariff table as of{' '}
          {data.asOf}; duties and fees on the FOB value, for an entry on {data.entryDate}.
        </Table.Caption>
        <Table.Thead>
          <Table.Tr>
            <Table.Th scope="col">Term</Table.Th>
            {data.results.map((r) => (
              <Table.Th
                key={r.countryCode}
                scope="col"
                bg={highlight(r.countryCode)}
                data-selected={r.countryCode === selected || undefined}
                data-cheapest={r.countryCode === data.cheapestCountryCode || undefined}
              >
                <UnstyledButton
                  onClick={() => onSelect(r.countryCode)}
                  aria-pressed={r.countryCode === selected}
                  fw={600}
                  fz="sm"
                >
                  {countryLabel(r.countryCode)}
                </UnstyledButton>
                {r.countryCode === data.cheapestCountryCode ? (
                  <Badge color="green" variant="light" size="xs" ml={4}>
                    Cheapest
                  </Badge>
                ) : null}
              </Table.Th>
            ))}
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {terms.map((t) => (
            <Table.Tr key={t.key}>
              <Table.Th scope="row" fw={t.strong ? 700 : 500}>
                {t.label}
              </Table.Th>
              {data.results.map((r) => (
                <Table.Td key={r.countryCode} bg={highlight(r.countryCode)} fw={t.strong ? 700 : undefined}>
                  {t.cell(r)}
                </Table.Td>
              ))}
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </ScrollTable>
  );
}
