import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import { and, eq, sql } from 'drizzle-orm';
import { REVIEW_LINK_DAYS, type ReviewLink } from '../../../shared/contract/reviews';
import type { Db } from '../../db/client';
import { catalogReviewLinks } from '../../db/schema/reviews';
import { notFound, refused } from '../../http/errors';
import { companyNames } from '../catalog/company-reads';

// Signed review links for the public post-review page: `v1.{companyId}.{expiresAt s}.{nonce}.{hmac}`.
// The 128-bit nonce makes the link unguessable, the HMAC (deps.secrets.links) makes it unforgeable and
// carries the expiry, and the catalog_review_links row makes it revocable and single-use.

const VERSION = 'v1';
const DAY_MS = 24 * 3600 * 1000;
export const INVALID_LINK_MESSAGE = 'This review link is not valid. Ask for a new one.';
export const EXPIRED_LINK_MESSAGE = 'This review link has expired. Ask for a new one.';
export const USED_LINK_MESSAGE = 'This review link has already been used.';

const sign = (secret: string, body: string) =>
  createHmac('sha256', secret).update(`review-link:${body}`).digest('base64url');

/** Issues a link for `storeId` to review `companyId` (callers check the store may). */
export async function issueReviewLink(
  db: Db,
  opts: { secret: string; publicUrl: string; storeId: number; companyId: number; now?: Date },
): Promise<ReviewLink> {
  const now = opts.now ?? new Date();
  const expiresAt = new Date(now.getTime() + REVIEW_LINK_DAYS * DAY_MS);
  const nonce = randomBytes(16).toString('base64url');
  const body = `${VERSION}.${opts.companyId}.${Math.floor(expiresAt.getTime() / 1000)}.${nonce}`;
  const token = `${body}.${sign(opts.secret, body)}`;
  await db
    .insert(catalogReviewLinks)
    .values({ nonce, storeId: opts.storeId, companyId: opts.companyId, expiresAt });
  return {
    url: `${opts.publicUrl}/supplier-profile/${opts.companyId}/post-review?token=${encodeURIComponent(token)}`,
    token,
    expiresAt: expiresAt.toISOString(),
  };
}

/** The checked claims of a token: 422 when forged, malformed or expired (before any database read). */
export function verifyReviewToken(
  secret: string,
  token: string,
  opts: { now?: Date; allowExpired?: boolean } = {},
) {
  const parts = token.split('.');
  if (parts.length !== 5 || parts[0] !== VERSION) throw refused(INVALID_LINK_MESSAGE);
  const [, company, exp, nonce, mac] = parts as [string, string, string, string, string];
  const expected = Buffer.from(sign(secret, parts.slice(0, 4).join('.')));
  const given = Buffer.from(mac);
  if (given.length !== expected.length || !timingSafeEqual(given, expected))
    throw refused(INVALID_LINK_MESSAGE);
  const companyId = Number(company);
  const expiresAt = Number(exp) * 1000;
  if (!Number.isSafeInteger(companyId) || !Number.isSafeInteger(expiresAt))
    throw refused(INVALID_LINK_MESSAGE);
  if (!opts.allowExpired && expiresAt <= (opts.now ?? new Date()).getTime()) {
    throw refused(EXPIRED_LINK_MESSAGE);
  }
  return { companyId, nonce };
}

/** Locks the link row for a review being posted through it: 422 unless live, unused and for this supplier. */
export async function claimReviewLink(db: Db, claims: { companyId: number; nonce: string }) {
  const [link] = await db
    .select({
      id: catalogReviewLinks.id,
      revokedAt: catalogReviewLinks.revokedAt,
      usedAt: catalogReviewLinks.usedAt,
      expiresAt: catalogReviewLinks.expiresAt,
    })
    .from(catalogReviewLinks)
    .where(
      and(eq(catalogReviewLinks.nonce, claims.nonce), eq(catalogReviewLinks.companyId, claims.companyId)),
    )
    .for('update');
  if (!link || link.revokedAt) throw refused(INVALID_LINK_MESSAGE);
  if (link.expiresAt.getTime() <= Date.now()) throw refused(EXPIRED_LINK_MESSAGE);
  if (link.usedAt) throw refused(USED_LINK_MESSAGE);
  return {
    markUsed: (reviewId: number) =>
      db
        .update(catalogReviewLinks)
        .set({ usedAt: new Date(), reviewId })
        .where(eq(catalogReviewLinks.id, link.id)),
  };
}

/** What the public post-review page shows before the form: the supplier, or 422 when the link is not usable. */
export async function checkReviewLink(db: Db, secret: string, token: string) {
  const claims = verifyReviewToken(secret, token);
  const [link] = await db
    .select({
      companyId: catalogReviewLinks.companyId,
      expiresAt: catalogReviewLinks.expiresAt,
      revokedAt: catalogReviewLinks.revokedAt,
      usedAt: catalogReviewLinks.usedAt,
    })
    .from(catalogReviewLinks)
    .where(
      and(eq(catalogReviewLinks.nonce, claims.nonce), eq(catalogReviewLinks.companyId, claims.companyId)),
    );
  if (!link || link.revokedAt) throw refused(INVALID_LINK_MESSAGE);
  if (link.usedAt) throw refused(USED_LINK_MESSAGE);
  // The supplier's name through the catalog (a link's supplier row is never gone: the link cascades with it).
  const companyName = (await companyNames(db, [link.companyId])).get(link.companyId);
  if (companyName === undefined) throw refused(INVALID_LINK_MESSAGE);
  return {
    companyId: link.companyId,
    companyName,
    expiresAt: link.expiresAt.toISOString(),
  };
}

/** Revokes one of the store's own links (a valid signature, even expired); anyone else's answers 404. */
export async function revokeReviewLink(db: Db, secret: string, storeId: number, token: string) {
  let nonce: string;
  try {
    nonce = verifyReviewToken(secret, token, { allowExpired: true }).nonce;
  } catch {
    throw notFound('Review link');
  }
  const [row] = await db
    .update(catalogReviewLinks)
    .set({ revokedAt: sql`coalesce(${catalogReviewLinks.revokedAt}, now())` })
    .where(and(eq(catalogReviewLinks.nonce, nonce), eq(catalogReviewLinks.storeId, storeId)))
    .returning({ id: catalogReviewLinks.id });
  if (!row) throw notFound('Review link');
  return { ok: true as const };
}
