import { Badge, Button, Group, Stack, Table, Text, UnstyledButton, VisuallyHidden } from '@mantine/core';
import { IconArrowDown, IconArrowsSort, IconArrowUp } from '@tabler/icons-react';
import { useState } from 'react';
import type { ProjectStatus, QuoteComparison } from '../../../../shared/contract/projects';
import { formatMoney } from '../../../../shared/rules/money';
import { useCan } from '../../../api/use-can';
import { ScrollTable } from '../../../ui/scroll-table';
import { COMPARISON_COLUMNS, type ComparisonSort, nextSort, sortComparison } from '../comparison-sort';
import { QUOTE_STATUS_LABELS } from '../labels';
import { type EstimatedRow, withLandedEstimate } from '../landed-estimate';

const n = (x: number) => x.toLocaleString('en-US');

/**
 * The quotes side by side at the founder's quantity: MOQ, unit price (tier rule), lead time, landed cost
 * (goods + the duty of the request's HTS line from the supplier's country, both from the server) and the
 * landed cost per unit with entry fees, estimated by the same tariff table. The best value is highlighted;
 * every column sorts; a live quote can be awarded or declined.
 */
export function QuoteComparisonTable({
  comparison,
  projectStatus,
  onAward,
  onDecline,
  pendingQuoteId,
  entryDate = new Date().toISOString().slice(0, 10),
}: {
  comparison: QuoteComparison;
  /** The entry date the duties are looked up for (today). */
  entryDate?: string;
  projectStatus: ProjectStatus;
  onAward: (quoteId: number) => void;
  onDecline: (quoteId: number) => void;
  pendingQuoteId: number | null;
}) {
  const [sort, setSort] = useState<ComparisonSort>({ key: 'landedCostCents', dir: 'asc' });
  const [confirming, setConfirming] = useState<number | null>(null);
  // The HTS line the server priced the duties on (suggested from the request's words), or null.
  const line = comparison.tariffLine;
  const rows = sortComparison(withLandedEstimate(comparison.rows, line, entryDate), sort);
  // Awarding and declining are `write` calls (decision 042): other roles compare the quotes.
  const canWrite = useCan('write');
  const canDecide = projectStatus === 'SENT' && canWrite;

  const header = (key: ComparisonSort['key'], label: string) => {
    const active = sort.key === key;
    const Icon = !active ? IconArrowsSort : sort.dir === 'asc' ? IconArrowUp : IconArrowDown;
    return (
      <Table.Th key={key} aria-sort={active ? (sort.dir === 'asc' ? 'ascending' : 'descending') : 'none'}>
        <UnstyledButton onClick={() => setSort(nextSort(sort, key))} fw={600} fz="sm">
          <Group gap={4} wrap="nowrap">
            {label}
            <Icon size={14} aria-hidden />
          </Group>
        </UnstyledButton>
      </Table.Th>
    );
  };

  const actions = (r: EstimatedRow) => {
    if (!canDecide || r.status !== 'SUBMITTED') return null;
    if (confirming === r.quoteId)
      return (
        <Group gap={4} wrap="nowrap">
          <Button
            size="compact-sm"
            color="green"
            loading={pendingQuoteId === r.quoteId}
            onClick={() => onAward(r.quoteId)}
          >
            Confirm award
          </Button>
          <Button size="compact-sm" variant="subtle" onClick={() => setConfirming(null)}>
            Cancel
          </Button>
        </Group>
      );
    return (
      <Group gap={4} wrap="nowrap">
        <Button
          size="compact-sm"
          onClick={() => setConfirming(r.quoteId)}
          aria-label={`Award ${r.companyName}`}
        >
          Award
        </Button>
        <Button
          size="compact-sm"
          variant="subtle"
          color="gray"
          onClick={() => onDecline(r.quoteId)}
          aria-label={`Decline the quote of ${r.companyName}`}
        >
          Decline
        </Button>
      </Group>
    );
  };

  return (
    <ScrollTable label="Quote comparison" minWidth={960}>
      <Table verticalSpacing="sm" data-testid="quote-comparison" aria-label="Quote comparison">
        <Table.Caption>
          At your quantity of {n(comparison.quantity)} units
          {comparison.targetUnitPriceCents != null
            ? `, target ${formatMoney(comparison.targetUnitPriceCents)} per unit`
            : ''}
          . A quantity below a supplier's MOQ is priced at the MOQ.{' '}
          {line
            ? `Landed cost = goods + US duty on HTS ${line.hts} (${line.description}) from the supplier's country, shipping not included. Landed per unit adds the entry fees: the unit price as FOB, without freight.`
            : 'Landed cost = goods + US tariff at the catalog’s rate for the supplier’s country (no HTS line matched the request’s title and description), shipping not included; landed per unit needs an HTS line.'}
        </Table.Caption>
        <Table.Thead>
          <Table.Tr>
            {COMPARISON_COLUMNS.map((c) => header(c.key, c.label))}
            <Table.Th>Status</Table.Th>
            <Table.Th>
              <VisuallyHidden>Actions</VisuallyHidden>
            </Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {rows.map((r) => (
            <Table.Tr
              key={r.quoteId}
              bg={r.isBestValue ? 'var(--mantine-color-green-light)' : undefined}
              data-best={r.isBestValue || undefined}
              data-testid="comparison-row"
            >
              <Table.Td>
                <Stack gap={2}>
                  <Group gap={6}>
                    <Text fw={600} size="sm">
                      {r.companyName}
                    </Text>
                    {r.isBestValue ? (
                      <Badge color="green" size="sm">
                        Best value
                      </Badge>
                    ) : null}
                  </Group>
                  {r.note ? (
                    <Text size="xs" c="dimmed" lineClamp={2}>
                      {r.note}
                    </Text>
                  ) : null}
                </Stack>
              </Table.Td>
              <Table.Td>{n(r.moq)}</Table.Td>
              <Table.Td>
                <Text size="sm">{formatMoney(r.unitPriceCents)}</Text>
                {r.orderQuantity !== comparison.quantity ? (
                  <Text size="xs" c="dimmed">
                    at MOQ {n(r.orderQuantity)}
                  </Text>
                ) : null}
                {r.meetsTarget === false ? (
                  <Text size="xs" c="orange">
                    above target
                  </Text>
                ) : null}
              </Table.Td>
              <Table.Td>{r.leadTimeDays} days</Table.Td>
              <Table.Td>
                <Text size="sm" fw={600}>
                  {formatMoney(r.landedCostCents)}
                </Text>
                <Text size="xs" c="dimmed">
                  {formatMoney(r.goodsCents)} + {formatMoney(r.tariffCents)} duty ({r.tariffRatePercent}%)
                </Text>
              </Table.Td>
              <Table.Td data-testid="landed-unit">
                {r.estimatedUnitCents != null ? (
                  <>
                    <Text size="sm" fw={600}>
                      {formatMoney(r.estimatedUnitCents)}
                    </Text>
                    <Text size="xs" c="dimmed">
                      estimate
                    </Text>
                  </>
                ) : (
                  <Text size="sm" c="dimmed">
                    No estimate
                  </Text>
                )}
              </Table.Td>
              <Table.Td style={{ minWidth: 110 }}>
                <Badge
                  variant="light"
                  color={r.status === 'AWARDED' ? 'green' : r.status === 'DECLINED' ? 'gray' : 'blue'}
                >
                  {QUOTE_STATUS_LABELS[r.status]}
                </Badge>
              </Table.Td>
              <Table.Td>{actions(r)}</Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </ScrollTable>
  );
}
