import type { MatchFactoriesBody, MatchFactoriesResponse } from '../../../shared/contract/sourcing-agent';
import type { TechPackBody } from '../../../shared/contract/tech-packs';
import { type MatchBrief, matchWords, rankFactories } from '../../../shared/rules/factory-match';
import type { Db } from '../../db/client';
import { findMatchCandidates, MATCH_TABS } from '../catalog/match-candidates';
import { supplierReplyStats } from '../messaging/agent-messages';
import { getTechPack } from './service';

/** Units the tech pack asks for: its quantities' sum, else its MOQ (a packaging pack: its quantity). */
export function quantityOf(body: TechPackBody): number | null {
  if (body.kind === 'PACKAGING') return body.quantity || null;
  const sum = (body.quantities ?? []).reduce((s, q) => s + q.quantity, 0);
  return sum > 0 ? sum : body.moq || null;
}

/** The tech pack's current version as the score reads it; `entryDate` picks the duties in force. */
export function briefOf(body: TechPackBody, entryDate: string): MatchBrief {
  const category = body.kind === 'PRODUCT' ? (body.category ?? '') : 'packaging';
  return {
    words: matchWords(`${category} ${body.productName}`),
    quantity: quantityOf(body),
    targetUnitCostCents: body.targetUnitCostCents ?? null,
    countryOfOrigin: body.countryOfOrigin ?? null,
    hts: body.kind === 'PRODUCT' ? (body.htsCandidate ?? null) : null,
    entryDate,
  };
}

/**
 * Suppliers for the store's tech pack (404 for another store's), best first by the explained score of
 * shared/rules/factory-match.ts: the catalog hands the makers (of products, or of packaging for a packaging
 * tech pack) whose categories, capabilities or base products hold one of the tech pack's category and product
 * words; they are scored here.
 */
export async function matchFactories(
  db: Db,
  storeId: number,
  input: MatchFactoriesBody,
  now: Date,
): Promise<MatchFactoriesResponse> {
  const pack = await getTechPack(db, storeId, input.techPackId);
  const brief = briefOf(pack.body, now.toISOString().slice(0, 10));
  const candidates = await findMatchCandidates(db, {
    words: brief.words,
    includeExpandedNetwork: input.includeExpandedNetwork,
    // A packaging tech pack goes to packaging makers; a product to makers of products or packaging.
    tabs: pack.body.kind === 'PACKAGING' ? ['ECOMMERCE_PACKAGING'] : MATCH_TABS,
  });
  const byId = new Map(candidates.map((c) => [c.id, c]));
  // The reply record from the inbox (conversations stores started with each candidate).
  const replies = await supplierReplyStats(
    db,
    candidates.map((c) => c.id),
  );
  const results = rankFactories(
    brief,
    candidates.map((c) => ({ ...c, replies: replies.get(c.id) ?? null })),
  )
    .slice(0, input.limit)
    .map((m) => {
      const c = byId.get(m.supplierId)!;
      return {
        supplierId: c.id,
        name: c.name,
        countryCode: c.countryCode,
        isExpandedNetwork: c.isExpandedNetwork,
        score: m.score,
        reasons: m.reasons,
      };
    });
  return {
    techPackId: pack.id,
    version: pack.version,
    words: brief.words,
    quantity: brief.quantity,
    results,
  };
}
