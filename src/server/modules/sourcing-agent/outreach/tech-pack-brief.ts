import type { MessageCard } from '../../../../shared/contract/messaging';
import type { TechPack } from '../../../../shared/contract/tech-packs';
import { formatMoney } from '../../../../shared/rules/money';
import { quantityOf } from '../match-factories';

const n = (x: number) => x.toLocaleString('en-US');

/** The facts a supplier needs first, one a line: what, how many, at what cost, where to, by when. */
export function techPackLines(pack: TechPack): string[] {
  const b = pack.body;
  const quantity = quantityOf(b);
  const lines = [`Product: ${b.productName} (tech pack version ${pack.version})`];
  if (b.kind === 'PRODUCT') {
    if (b.category) lines.push(`Category: ${b.category}`);
    if (b.styleNumber) lines.push(`Style number: ${b.styleNumber}`);
    if (b.description) lines.push(`Description: ${b.description}`);
  } else {
    lines.push(`Packaging${b.boxType ? `: ${b.boxType.replace('_', ' ').toLowerCase()}` : ''}`);
    if (b.board) lines.push(`Board: ${b.board}${b.strength ? `, ${b.strength}` : ''}`);
  }
  if (quantity != null) lines.push(`Quantity: ${n(quantity)} units`);
  if (b.kind === 'PRODUCT' && b.moq) lines.push(`MOQ asked: ${n(b.moq)}`);
  if (b.targetUnitCostCents != null) lines.push(`Target unit cost: ${formatMoney(b.targetUnitCostCents)}`);
  if (b.incoterm || b.destination)
    lines.push(
      `Terms: ${[b.incoterm, b.destination ? [b.destination.city, b.destination.countryCode].filter(Boolean).join(', ') : null].filter(Boolean).join(' to ')}`,
    );
  if (b.kind === 'PRODUCT' && b.productionDate) lines.push(`Production by: ${b.productionDate}`);
  return lines;
}

/** The card the supplier's conversation shows: name, version, quantity, target cost, and the request it quotes on. */
export function techPackCard(pack: TechPack, projectId: number): MessageCard {
  const quantity = quantityOf(pack.body);
  const parts = [`Version ${pack.version}`];
  if (quantity != null) parts.push(`${n(quantity)} units`);
  if (pack.body.targetUnitCostCents != null)
    parts.push(`target ${formatMoney(pack.body.targetUnitCostCents)} a unit`);
  return {
    kind: 'TECH_PACK',
    id: pack.id,
    title: pack.body.productName,
    subtitle: parts.join(' · '),
    imageUrl: null,
    href: `/create-custom-project/${projectId}`,
  };
}
