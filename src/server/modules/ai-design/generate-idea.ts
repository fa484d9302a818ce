import { and, eq } from 'drizzle-orm';
import type { AiIdea } from '../../../shared/contract/ai-design';
import { aiIdeas, aiProducts } from '../../db/schema/ai-design';
import type { StoreCtx } from '../../http/context';
import { AppError } from '../../http/errors';
import type { GeneratedPng } from '../../providers/ai-image/types';
import { productConceptsTask } from '../../providers/ai-text/tasks/product-concepts';
import { catalogGrounding } from '../catalog/grounding';
import { getAiIdea } from './ai-ideas';
import { type DesignDeps, runGeneration } from './run-generation';

/**
 * POST /web/ai-ideas/{id}/generate (ours): product concepts for the idea's prompt, grounded in the catalog
 * (category, prices), each with one design image. The images count against the free trial and are
 * watermarked when unpaid, like gpt-images; the concepts become the idea's products (not in the gallery
 * until the founder saves them).
 */
export async function generateIdeaProducts(
  deps: DesignDeps,
  ctx: StoreCtx,
  id: number,
  body: { count: number },
): Promise<AiIdea> {
  const idea = await getAiIdea(deps.db, ctx, id);
  const prompt = idea.prompt.trim() || idea.title;
  await runGeneration(deps, ctx, {
    route: 'GPT',
    prompt,
    sketchKeys: [],
    count: body.count,
    seedParts: ['idea', idea.id, prompt, idea.category],
    async render(seed) {
      const grounding = await catalogGrounding(deps.db, { category: idea.category, description: prompt });
      const { concepts } = await deps.aiText.generate(
        productConceptsTask,
        { prompt, category: idea.category, grounding, count: body.count },
        { seed },
      );
      const chosen = concepts.slice(0, body.count);
      const images: GeneratedPng[] = [];
      for (const [i, concept] of chosen.entries()) {
        const [image] = await deps.aiImage.generate({
          purpose: 'DESIGN',
          prompt: concept.imagePrompt,
          sketchKey: concept.sketchKey,
          count: 1,
          size: 1024,
          seed: (seed + i) & 0x7fffffff,
        });
        if (!image) throw new AppError('UNAVAILABLE', 'The image service answered no image. Try again.');
        images.push(image);
      }
      return { images, data: chosen };
    },
    async save(tx, { files, data }) {
      await tx.insert(aiProducts).values(
        data.map((c, i) => ({
          storeId: ctx.storeId,
          aiIdeaId: idea.id,
          title: c.title,
          description: c.description,
          prompt: c.imagePrompt,
          category: idea.category,
          sketchKeys: [c.sketchKey],
          imageUrls: [files[i]!.url],
          suggestedRetailPriceCents: c.suggestedRetailPriceCents,
          watermarked: files[i]!.watermarked,
          inGallery: false,
        })),
      );
      await tx
        .update(aiIdeas)
        .set({ updatedAt: new Date() })
        .where(and(eq(aiIdeas.id, idea.id), eq(aiIdeas.storeId, ctx.storeId)));
    },
  });
  return getAiIdea(deps.db, ctx, id);
}
