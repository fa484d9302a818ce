// A read-only summary of a tech pack for other pages (the sourcing agent's review step): the key facts and
// the totals, by the same shared rules as the editor and the PDF, with a link to open it.
import { Anchor, Card, Group, SimpleGrid, Stack, Text } from '@mantine/core';
import { Link } from 'react-router';
import type { TechPack } from '../../../../shared/contract/tech-packs';
import { formatMoney } from '../../../../shared/rules/money';
import { BOX_TYPE_LABELS, countryLabel, formatDimensions } from '../../../../shared/rules/tech-pack-sections';
import { bomTotalCents, quantityGrid } from '../../../../shared/rules/tech-pack-totals';
import { techPackLinks } from '../links';

function Fact({ label, value }: { label: string; value: string | undefined }) {
  return (
    <Stack gap={0}>
      <Text size="xs" c="dimmed">
        {label}
      </Text>
      <Text size="sm">{value ?? '—'}</Text>
    </Stack>
  );
}

export function TechPackSummary({ pack, threadId }: { pack: TechPack; threadId?: string }) {
  const b = pack.body;
  const facts: [string, string | undefined][] =
    b.kind === 'PRODUCT'
      ? [
          ['Style number', b.styleNumber],
          ['Category', b.category],
          [
            'Materials cost per unit',
            b.billOfMaterials?.length ? formatMoney(bomTotalCents(b.billOfMaterials)) : undefined,
          ],
          [
            'Target unit cost',
            b.targetUnitCostCents === undefined ? undefined : formatMoney(b.targetUnitCostCents),
          ],
          ['Colourways', b.colourways?.map((c) => c.name).join(', ')],
          ['Sizes', b.sizeRange?.join(', ')],
          [
            'Quantity',
            b.quantities?.length ? `${quantityGrid(b).total.toLocaleString('en-US')} units` : undefined,
          ],
          ['MOQ', b.moq === undefined ? undefined : `${b.moq.toLocaleString('en-US')} units`],
          ['Incoterm', b.incoterm],
          ['Origin', countryLabel(b.countryOfOrigin)],
          ['HTS candidate', b.htsCandidate],
        ]
      : [
          ['Box type', b.boxType ? BOX_TYPE_LABELS[b.boxType] : undefined],
          ['Internal dimensions', formatDimensions(b.internalDimensionsIn)],
          ['Board', [b.board, b.strength].filter(Boolean).join(', ') || undefined],
          [
            'Print',
            [b.printMethod, b.printColours === undefined ? '' : `${b.printColours} colours`]
              .filter(Boolean)
              .join(', ') || undefined,
          ],
          ['Quantity', b.quantity === undefined ? undefined : `${b.quantity.toLocaleString('en-US')} units`],
          [
            'Target unit cost',
            b.targetUnitCostCents === undefined ? undefined : formatMoney(b.targetUnitCostCents),
          ],
          ['Origin', countryLabel(b.countryOfOrigin)],
        ];
  return (
    <Card withBorder padding="md" aria-label={`Tech pack: ${pack.productName}`} component="section">
      <Group justify="space-between" mb="sm" wrap="wrap">
        <Text fw={700}>{pack.productName}</Text>
        <Text size="sm" c="dimmed">
          {b.kind === 'PRODUCT' ? 'Product' : 'Packaging'} · version {pack.version}
        </Text>
      </Group>
      <SimpleGrid cols={{ base: 2, sm: 3 }} spacing="sm">
        {facts.map(([label, value]) => (
          <Fact key={label} label={label} value={value || undefined} />
        ))}
      </SimpleGrid>
      <Anchor
        component={Link}
        to={techPackLinks.review({ techPackId: pack.id, threadId })}
        mt="sm"
        display="block"
      >
        Open the tech pack
      </Anchor>
    </Card>
  );
}
