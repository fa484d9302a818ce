// The quote comparison's landed cost per unit (issue 24): the tariff-rate agent's calculator
// (shared/tariff/landed-cost.ts) on each quote — its unit price as FOB, the supplier's country as origin, at the
// quote's order quantity — for the HTS line the request's title and description suggest. An estimate: no
// freight, insurance or broker (the request says nothing of them), ocean entry on `entryDate`.
import type { ComparisonRow } from '../../../shared/contract/projects';
import { landedCost, suggestHts } from '../../../shared/tariff/landed-cost';

export type LandedEstimate = { hts: string; description: string };

/** The HTS line a request is about: the best suggestion for its words, or null when none matches. */
export function requestHts(project: { title: string; description: string }): LandedEstimate | null {
  const [best] = suggestHts(`${project.title} ${project.description}`, undefined, 1);
  return best ? { hts: best.hts, description: best.description } : null;
}

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
