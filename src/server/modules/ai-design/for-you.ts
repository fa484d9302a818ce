import { and, desc, eq } from 'drizzle-orm';
import { isValidEmail } from '../../../shared/rules/email';
import type { AppDeps } from '../../app-deps';
import { aiProducts } from '../../db/schema/ai-design';
import type { StoreCtx } from '../../http/context';
import { invalid, refused } from '../../http/errors';
import { escapeHtml } from '../../providers/email/escape-html';
import { listStoreOwnerEmails } from '../auth/user-contacts';
import { countGalleryProducts } from './ai-products';

// "For you" (spec §7 /web/ai-products/for-you/*): the store's gallery designs, emailed to the founder, and
// the status of the AI storefront built from them (the storefront itself is the second document's).

const MAX_EMAILED = 50;
export const NO_GALLERY_MESSAGE = 'Save a design to your gallery first, then we can email it to you.';

/** POST /web/ai-products/for-you/email: the gallery, with links, to the owner or the address given. */
export async function emailForYouDesigns(
  deps: Pick<AppDeps, 'db' | 'email' | 'config'>,
  ctx: StoreCtx,
  body: { email?: string },
) {
  const given = body.email?.trim();
  if (given !== undefined && given !== '' && !isValidEmail(given))
    throw invalid('Enter a valid email address', [{ path: 'body.email', message: 'is not a valid email' }]);
  const to = given ? [given] : await listStoreOwnerEmails(deps.db, ctx.storeId);
  if (to.length === 0)
    throw invalid('Enter the address to send the designs to', [
      { path: 'body.email', message: 'is required' },
    ]);
  const designs = await deps.db
    .select({ title: aiProducts.title, imageUrls: aiProducts.imageUrls })
    .from(aiProducts)
    .where(and(eq(aiProducts.storeId, ctx.storeId), eq(aiProducts.inGallery, true)))
    .orderBy(desc(aiProducts.createdAt), desc(aiProducts.id))
    .limit(MAX_EMAILED);
  if (designs.length === 0) throw refused(NO_GALLERY_MESSAGE);
  const base = deps.config.publicUrl;
  const galleryUrl = `${base}/product-design`;
  const items = designs.map((d) => ({ title: d.title, url: `${base}${d.imageUrls[0] ?? ''}` }));
  const text = [
    `Your ${items.length === 1 ? 'design' : `${items.length} designs`} from ${ctx.store.title} on Quarry:`,
    '',
    ...items.map((i) => `- ${i.title}: ${i.url}`),
    '',
    `See them all and find a factory for them: ${galleryUrl}`,
  ].join('\n');
  const html = [
    `<p>Your designs from ${escapeHtml(ctx.store.title)} on Quarry:</p><ul>`,
    ...items.map(
      (i) =>
        `<li><a href="${escapeHtml(i.url)}"><img src="${escapeHtml(i.url)}" alt="" width="160" height="160"><br>${escapeHtml(i.title)}</a></li>`,
    ),
    `</ul><p><a href="${escapeHtml(galleryUrl)}">See them all and find a factory for them</a></p>`,
  ].join('');
  await deps.email.send(deps.db, {
    to,
    subject: `Your ${items.length === 1 ? 'design' : 'designs'} from Quarry`,
    text,
    html,
    ref: `ai-products-for-you:${ctx.storeId}`,
  });
  await deps.email.deliver();
  return { ok: true as const };
}

/** GET /web/ai-products/for-you/storefront/status: no AI storefront exists before the storefront work. */
export async function forYouStorefrontStatus(deps: Pick<AppDeps, 'db'>, ctx: StoreCtx) {
  const { count } = await countGalleryProducts(deps.db, ctx.storeId);
  return { status: 'NOT_CREATED' as const, productCount: count };
}
