// The quote comparison's landed cost per unit (issue 24): the tariff-rate agent's calculator
// (shared/tariff/landed-cost.ts) on each quote — its unit price as FOB, the supplier's country as origin, at the
// quote's order quantity — for the HTS line the server chose from the request's title and description
// (QuoteComparison.tariffLine). An estimate: no freight, insurance or broker (the request says nothing of
// them), ocean entry on `entryDate`.
import type { ComparisonRow } from '../../../shared/contract/projects';
import { landedCost } from '../../../shared/tariff/landed-cost';

export type LandedEstimate = { hts: string; description: string };

export type EstimatedRow = ComparisonRow & {
  /** Landed cost per unit by the tariff table; null without an HTS line (or a per-kg line). */
  estimatedUnitCents: number | null;
};

export function withLandedEstimate(
  rows: readonly ComparisonRow[],
  line: LandedEstimate | null,
  entryDate: string,
): EstimatedRow[] {
  return rows.map((r) => {
    if (!line) return { ...r, estimatedUnitCents: null };
    const cost = landedCost({
      hts: line.hts,
      countryOfOrigin: r.countryCode,
      fobUnitCents: r.unitPriceCents,
      quantity: Math.max(1, r.orderQuantity),
      freightCents: 0,
      mode: 'OCEAN',
      entryDate,
    });
    return { ...r, estimatedUnitCents: cost.ok ? cost.landedUnitCents : null };
  });
}
