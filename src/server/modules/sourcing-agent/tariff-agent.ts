import type { z } from 'zod';
import type {
  ClassifyBody,
  ClassifyResponse,
  LandedCostBody,
  LandedCostResponse,
} from '../../../shared/contract/tariff-agent';
import type { TechPackBody } from '../../../shared/contract/tech-packs';
import { TARIFF_AS_OF } from '../../../shared/tariff/hts-table';
import { compareOrigins, findHtsLine } from '../../../shared/tariff/landed-cost';
import type { AppDeps } from '../../app-deps';
import { AppError, invalid } from '../../http/errors';
import {
  type HtsClassifyOutput,
  htsClassifyTask,
  htsLinesForModel,
} from '../../providers/ai-text/tasks/hts-classify';
import { AiError } from '../../providers/ai-text/types';
import { getTechPack } from './service';

// The tariff-rate agent's two operations (docs/decisions/051-tariff-agent.md): the landed cost of a shipment
// from several countries of origin, and HTS candidates for a product. Both read the embedded table only.

/**
 * POST /web/ai-sourcing-agents/-/landed-cost: the same shipment from each country, cheapest first, every
 * term shown (shared/tariff/landed-cost.ts). The calculator's refusals (an HTS the table lacks, a per-kg line
 * without a weight) are 400s naming the field.
 */
export function compareLandedCost(body: z.output<typeof LandedCostBody>, today: string): LandedCostResponse {
  const compared = compareOrigins(
    {
      hts: body.hts,
      fobUnitCents: body.fobUnitCents,
      quantity: body.quantity,
      freightCents: body.freightCents ?? 0,
      insuranceCents: body.insuranceCents,
      brokerCents: body.brokerCents,
      mode: body.mode,
      entryDate: today,
      netGramsPerUnit: body.netGramsPerUnit,
    },
    body.countries,
  );
  if (!compared.ok)
    throw invalid(compared.message, [
      {
        path: compared.field === 'countryOfOrigin' ? 'countries' : compared.field,
        message: compared.message,
      },
    ]);
  const first = compared.results[0]!;
  return {
    hts: first.hts,
    description: first.description,
    asOf: first.asOf,
    estimate: true,
    entryDate: first.entryDate,
    mode: first.mode,
    incoterm: body.incoterm ?? null,
    quantity: first.quantity,
    cheapestCountryCode: first.countryOfOrigin,
    results: compared.results.map((r) => ({
      countryCode: r.countryOfOrigin,
      goodsCents: r.goodsCents,
      freightCents: r.freightCents,
      insuranceCents: r.insuranceCents,
      customsValueCents: r.customsValueCents,
      baseDuty: r.baseDuty,
      additionalDuties: r.additionalDuties,
      mpf: r.mpf,
      hmf: r.hmf,
      brokerCents: r.brokerCents,
      dutiesAndFeesCents: r.dutiesAndFeesCents,
      landedCostCents: r.landedCostCents,
      landedUnitCents: r.landedUnitCents,
    })),
  };
}

/** The words a tech pack is classified on: name, style, description and materials (or the box's board). */
export function techPackText(body: TechPackBody): { text: string; category?: string } {
  if (body.kind === 'PACKAGING')
    return {
      text: [body.productName, body.boxType?.replace('_', ' ').toLowerCase(), body.board, 'box packaging']
        .filter(Boolean)
        .join(' '),
      category: 'Ecommerce Packaging',
    };
  const materials = (body.billOfMaterials ?? []).map((b) => `${b.component} ${b.material}`);
  return {
    text: [body.productName, body.category, body.description, ...materials].filter(Boolean).join(' '),
    category: body.category || undefined,
  };
}

const seedOf = (s: string) => {
  let h = 0;
  for (const ch of s) h = (Math.imul(h, 31) + ch.charCodeAt(0)) | 0;
  return h & 0x7fffffff;
};

/**
 * POST /web/ai-sourcing-agents/-/classify: HTS candidates for one of the store's tech packs (404 for another
 * store's) or a description, each with its reason. The provider's answer is validated by the task's schema and
 * any code the table does not hold is refused (listed, never suggested); a provider failure is a retryable
 * 503 (422 when it declined).
 */
export async function classifyProduct(
  deps: Pick<AppDeps, 'db' | 'aiText'>,
  storeId: number,
  body: ClassifyBody,
): Promise<ClassifyResponse> {
  const pack = body.techPackId !== undefined ? await getTechPack(deps.db, storeId, body.techPackId) : null;
  const fromPack = pack ? techPackText(pack.body) : null;
  const text = fromPack ? fromPack.text : (body.description ?? '');
  const category = body.category || fromPack?.category || undefined;
  let output: HtsClassifyOutput;
  try {
    output = await deps.aiText.generate(
      htsClassifyTask,
      { text, ...(category ? { category } : {}), lines: htsLinesForModel() },
      { seed: seedOf(`${category ?? ''}|${text}`) },
    );
  } catch (err) {
    if (!(err instanceof AiError)) throw err;
    throw new AppError(err.reason === 'REFUSED' ? 'REFUSED' : 'UNAVAILABLE', err.message);
  }
  return {
    source: deps.aiText.kind === 'openai' ? 'MODEL' : 'EMBEDDED',
    text,
    category: category ?? null,
    techPackId: pack?.id ?? null,
    version: pack?.version ?? null,
    currentHts: pack && pack.body.kind === 'PRODUCT' ? (pack.body.htsCandidate ?? null) : null,
    candidates: output.candidates.map((c) => {
      const line = findHtsLine(c.hts)!;
      return { hts: line.hts, description: line.description, reason: c.reason, general: line.general };
    }),
    refused: output.refused ?? [],
    asOf: TARIFF_AS_OF,
  };
}
