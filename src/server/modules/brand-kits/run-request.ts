import { eq } from 'drizzle-orm';
import type {
  BrandIdea,
  ImageSlotRef,
  ProductSku,
  TargetAudience,
} from '../../../shared/contract/brand-kits';
import {
  brandImageSlots,
  getSlot,
  type KitDoc,
  markSlotsLoading,
  mergeBrandIdeas,
  mergeProductSkus,
  mergeTargetAudiences,
  moodboardSlots,
  selectedIdeaOf,
  setMarketResearchIfEmpty,
} from '../../../shared/rules/brand-kit';
import { BRAND_KIT_BRAND_IMAGES, BRAND_KIT_MOODBOARD_IMAGES } from '../../../shared/rules/constants';
import type { AppDeps } from '../../app-deps';
import { brandKits } from '../../db/schema/brand-kits';
import { brandIdeasTask } from '../../providers/ai-text/tasks/brand-ideas';
import { marketResearchTask } from '../../providers/ai-text/tasks/market-research';
import { matchesOf, productSkusTask } from '../../providers/ai-text/tasks/product-skus';
import { targetAudiencesTask } from '../../providers/ai-text/tasks/target-audiences';
import { AiError, type CatalogGrounding } from '../../providers/ai-text/types';
import { catalogGrounding } from '../catalog/grounding';
import { type KitRequestRow, type KitRow, kitDoc } from './kit-rows';
import { moodboardPromptsOf, planSlots, type RenderDeps, renderSlots } from './render-slots';
import { existingSlots, failRequest, finishRequest, pendingStep, startRequest } from './request-state';

// The generation job (queue brand-kit-generate): one request, from its text to its last picture. Text is
// generated outside any lock, then merged by the kit rules under the kit's lock; pictures are rendered
// concurrently and put in their slots as they finish. Any failure is recorded (FAILURE, the slots it was
// filling emptied) and never thrown: the founder reads the error and asks again.

export type KitJobDeps = RenderDeps & Pick<AppDeps, 'aiText'>;

/** Generated per request: brand ideas, audiences and product ideas. */
export const IDEAS_PER_REQUEST = 3;
export const AUDIENCES_PER_REQUEST = 3;
export const PRODUCT_IDEAS_PER_REQUEST = 6;
/** Images per slot when a generation first fills a kit (one each: quick); a founder's regenerate asks 4. */
const FIRST_FILL_PER_SLOT = 1;

export const GENERATION_FAILED = 'Generation failed — try again.';

/** Where a test stops the job as if its worker was killed (nothing recorded, nothing thrown away). */
export type KitCrashPoint = 'after-start' | 'after-loading';
export class SimulatedKitCrash extends Error {
  constructor(readonly at: KitCrashPoint) {
    super(`simulated crash ${at}`);
  }
}

type Run = {
  deps: KitJobDeps;
  request: KitRequestRow;
  kit: KitRow;
  /** Slots this request put in the loading marker: emptied again if it fails. */
  loading: ImageSlotRef[];
  crash(at: KitCrashPoint): void;
};

/** Runs one request (a request no longer PENDING, or already started by another worker, is skipped). */
export async function runKitRequest(
  deps: KitJobDeps,
  requestId: number,
  opts: { crashAt?: KitCrashPoint } = {},
): Promise<void> {
  const request = await startRequest(deps.db, requestId);
  if (!request) return;
  const loading: ImageSlotRef[] = request.type === 'IMAGE' ? [...request.slots] : [];
  const crash = (at: KitCrashPoint) => {
    if (opts.crashAt === at) throw new SimulatedKitCrash(at);
  };
  try {
    crash('after-start');
    const [kit] = await deps.db.select().from(brandKits).where(eq(brandKits.id, request.brandKitId));
    if (!kit) return;
    await STEPS[request.type]({ deps, request, kit, loading, crash });
    await finishRequest(deps, request);
  } catch (err) {
    if (err instanceof SimulatedKitCrash) throw err;
    const message = err instanceof AiError ? err.message : GENERATION_FAILED;
    await failRequest(deps, request, message, loading).catch(() => {});
  }
}

const grounding = (run: Run): Promise<CatalogGrounding> =>
  catalogGrounding(run.deps.db, { category: run.kit.category, description: run.kit.productDescription });

const audienceNames = (kit: KitRow) => kit.targetAudiences.map((a) => a.name);
const selectedIdea = (kit: KitRow) => kit.brandIdeas.find((i) => i.uuid === kit.selectedBrandIdea) ?? null;

/** Creation times of a batch, a millisecond apart in the generator's order. */
const stamps = (n: number, direction: 1 | -1 = 1) => {
  const now = Date.now();
  return Array.from({ length: n }, (_, i) => new Date(now + direction * i).toISOString());
};

/** Marks the given slots loading in `doc` and records them as this request's. */
function markLoading(run: Run, doc: KitDoc, slots: ImageSlotRef[]): KitDoc {
  run.loading.push(...slots);
  return markSlotsLoading(doc, slots);
}

/** Renders the slots this request put in loading (after the write that marked them). */
async function renderLoading(run: Run, planned: { doc: KitDoc | null; perSlot: number }) {
  run.crash('after-loading');
  if (!planned.doc || run.loading.length === 0) return;
  const slots = existingSlots(planned.doc, run.loading);
  await renderSlots(run.deps, run.request, planSlots(planned.doc, slots), planned.perSlot);
}

const STEPS: Record<KitRequestRow['type'], (run: Run) => Promise<void>> = {
  async TARGET_AUDIENCE(run) {
    const { kit } = run;
    const out = await run.deps.aiText.generate(
      targetAudiencesTask,
      {
        category: kit.category,
        productDescription: kit.productDescription,
        grounding: await grounding(run),
        existing: audienceNames(kit),
        count: AUDIENCES_PER_REQUEST,
      },
      { seed: run.request.seed },
    );
    // Newest first: the generator's first audience is the newest.
    const at = stamps(out.audiences.length, -1);
    const audiences = out.audiences.map(
      (a, i): TargetAudience => ({ uuid: crypto.randomUUID(), createdAt: at[i]!, ...a }),
    );
    await pendingStep(run.deps, run.request, (doc) => mergeTargetAudiences(doc, audiences), { done: 1 });
  },

  async BRAND_IDEA(run) {
    const { kit } = run;
    const out = await run.deps.aiText.generate(
      brandIdeasTask,
      {
        category: kit.category,
        productDescription: kit.productDescription,
        targetAudiences: audienceNames(kit),
        grounding: await grounding(run),
        count: IDEAS_PER_REQUEST,
        avoidNames: kit.brandIdeas.map((i) => i.brandName),
      },
      { seed: run.request.seed },
    );
    const at = stamps(out.ideas.length);
    const ideas = out.ideas.map(
      (d, i): BrandIdea => ({
        uuid: crypto.randomUUID(),
        createdAt: at[i]!,
        brandName: d.brandName,
        slogan: d.slogan,
        mission: d.mission,
        valueProps: d.valueProps,
        colorPalette: d.colorPalette,
        images: Array.from({ length: BRAND_KIT_BRAND_IMAGES }, () => ''),
        imagePrompts: d.imagePrompts,
        moodboardPrompts: d.moodboardPrompts,
        imageTray: [],
      }),
    );
    let planned: KitDoc | null = null;
    await pendingStep(
      run.deps,
      run.request,
      (current) => {
        let doc = mergeBrandIdeas(current, ideas);
        const idea = selectedIdeaOf(doc);
        if (!idea) return doc;
        // The selected idea's empty brand images, and the mood board's empty images, are drawn now.
        const empty = (slot: ImageSlotRef) => !getSlot(doc, slot);
        const slots = brandImageSlots(idea.uuid).filter(empty);
        const board = moodboardSlots().filter(empty);
        if (board.length && doc.moodboardImagePrompts.length < BRAND_KIT_MOODBOARD_IMAGES)
          doc = { ...doc, moodboardImagePrompts: moodboardPromptsOf(idea, BRAND_KIT_MOODBOARD_IMAGES) };
        doc = markLoading(run, doc, [...slots, ...board]);
        planned = doc;
        return doc;
      },
      () => ({ done: 1, total: 1 + run.loading.length }),
    );
    await renderLoading(run, { doc: planned, perSlot: FIRST_FILL_PER_SLOT });
  },

  async PRODUCT_SKU(run) {
    const { kit } = run;
    const g = await grounding(run);
    const out = await run.deps.aiText.generate(
      productSkusTask,
      {
        category: kit.category,
        productDescription: kit.productDescription,
        brandName: selectedIdea(kit)?.brandName ?? null,
        targetAudiences: audienceNames(kit),
        grounding: g,
        count: PRODUCT_IDEAS_PER_REQUEST,
      },
      { seed: run.request.seed },
    );
    const at = stamps(out.skus.length);
    const skus = out.skus.map(
      (d, i): ProductSku => ({
        uuid: crypto.randomUUID(),
        createdAt: at[i]!,
        title: d.title,
        suggestedRetailPriceCents: d.suggestedRetailPriceCents,
        popularity: d.popularity,
        description: d.description,
        image: '',
        imagePrompt: d.imagePrompt,
        imageTray: [],
        productionMinPriceCents: d.productionMinPriceCents,
        matches: matchesOf(d, g),
      }),
    );
    let planned: KitDoc | null = null;
    await pendingStep(
      run.deps,
      run.request,
      (current) => {
        const doc = mergeProductSkus(current, skus);
        planned = markLoading(
          run,
          doc,
          skus.map((s) => ({ section: 'PRODUCT_SKU', uuid: s.uuid })),
        );
        return planned;
      },
      () => ({ done: 1, total: 1 + run.loading.length }),
    );
    await renderLoading(run, { doc: planned, perSlot: FIRST_FILL_PER_SLOT });
  },

  async MARKET_RESEARCH(run) {
    const { kit } = run;
    const out = await run.deps.aiText.generate(
      marketResearchTask,
      {
        category: kit.category,
        productDescription: kit.productDescription,
        brandName: selectedIdea(kit)?.brandName ?? null,
        targetAudiences: audienceNames(kit),
        grounding: await grounding(run),
      },
      { seed: run.request.seed },
    );
    await pendingStep(run.deps, run.request, (doc) => setMarketResearchIfEmpty(doc, out.marketResearch), {
      done: 1,
    });
  },

  async IMAGE(run) {
    // The slots went to the loading marker when the founder asked; the total counts their images.
    const perSlot = Math.max(
      1,
      Math.round(run.request.progressTotal / Math.max(1, run.request.slots.length)),
    );
    await renderLoading(run, { doc: kitDoc(run.kit), perSlot });
  },
};
