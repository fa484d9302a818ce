import { and, eq } from 'drizzle-orm';
import type { PublicBrandKit } from '../../../shared/contract/brand-kits';
import { kitDocOf, selectedIdeaOf } from '../../../shared/rules/brand-kit';
import { isValidEmail } from '../../../shared/rules/email';
import type { AppDeps } from '../../app-deps';
import { brandKits, brandKitWaitlist } from '../../db/schema/brand-kits';
import type { StoreCtx } from '../../http/context';
import { invalid, notFound } from '../../http/errors';
import { attachmentDisposition } from '../commons/proxy-download';
import { kitImageReader } from './kit-files';
import { KIT_NOT_FOUND, type KitRow, loadKit, toBrandKit, toPublicBrandKit } from './kit-rows';
import { renderKitPdf } from './pdf';

// What leaves the owner's hands: the PDF, the public share page (/bk/{id}) and its waitlist. A kit is
// public only while its owner shares it and it is not archived; otherwise it reads like an unknown id.

export const INVALID_EMAIL = 'Enter a valid email address, such as name@example.com';

async function loadSharedKit(db: AppDeps['db'], id: number): Promise<KitRow> {
  const [row] = await db
    .select()
    .from(brandKits)
    .where(and(eq(brandKits.id, id), eq(brandKits.isShared, true), eq(brandKits.isArchived, false)));
  if (!row) throw notFound(KIT_NOT_FOUND);
  return row;
}

/** GET …/{id}/public: the shared kit without the owner's working state. */
export async function getPublicBrandKit(deps: Pick<AppDeps, 'db'>, id: number): Promise<PublicBrandKit> {
  return toPublicBrandKit(await loadSharedKit(deps.db, id));
}

export type KitPdf = { body: Buffer; disposition: string };

async function pdfOf(deps: Pick<AppDeps, 'storage' | 'config'>, kit: PublicBrandKit): Promise<KitPdf> {
  const body = await renderKitPdf(kit, kitImageReader(deps));
  const brandName = selectedIdeaOf(kitDocOf(kit))?.brandName.trim() || `Brand kit ${kit.id}`;
  return { body, disposition: attachmentDisposition(`${brandName} brand kit.pdf`, 'kit.pdf') };
}

/** GET …/{id}/pdf: the owner's kit as a PDF of its five slides. */
export async function brandKitPdf(
  deps: Pick<AppDeps, 'db' | 'storage' | 'config'>,
  ctx: StoreCtx,
  id: number,
): Promise<KitPdf> {
  return pdfOf(deps, await toBrandKit(deps.db, await loadKit(deps.db, ctx.storeId, id)));
}

/** GET …/{id}/public/pdf: the shared kit's PDF, on the same condition as its page. */
export async function publicBrandKitPdf(
  deps: Pick<AppDeps, 'db' | 'storage' | 'config'>,
  id: number,
): Promise<KitPdf> {
  return pdfOf(deps, toPublicBrandKit(await loadSharedKit(deps.db, id)));
}

/**
 * POST …/{id}/public/waitlist: an email on the shared kit's waitlist while its waitlist site is published.
 * Signing up twice answers the same (and tells nobody whether an address was already there).
 */
export async function joinWaitlist(
  deps: Pick<AppDeps, 'db'>,
  id: number,
  rawEmail: string,
  /** The sender's rate limit, counted once the kit is known to take sign-ups. */
  countSignup: () => Promise<void>,
): Promise<{ ok: true }> {
  const kit = await loadSharedKit(deps.db, id);
  if (!kit.isWaitlistSitePublished) throw notFound(KIT_NOT_FOUND);
  await countSignup();
  const email = rawEmail.trim().toLowerCase();
  if (!isValidEmail(email)) throw invalid(INVALID_EMAIL, [{ path: 'email', message: INVALID_EMAIL }]);
  await deps.db.insert(brandKitWaitlist).values({ brandKitId: kit.id, email }).onConflictDoNothing();
  return { ok: true };
}
