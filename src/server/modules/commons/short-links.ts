import { randomBytes } from 'node:crypto';
import { and, eq, isNull, sql } from 'drizzle-orm';
import type { ShortLink } from '../../../shared/contract/commons';
import { isValidUrl } from '../../../shared/rules/url';
import type { Db } from '../../db/client';
import { shortLinks } from '../../db/schema/commons';
import type { Ctx } from '../../http/context';
import { invalid, notFound } from '../../http/errors';

/** 128 random bits, base64url (22 characters): a link cannot be found by counting or guessing. */
export const createShortLinkCode = () => randomBytes(16).toString('base64url');

/**
 * Checks a long URL with the shared rule and keeps only what a redirect may point to: http and https
 * (a protocol-relative link becomes https; ftp is refused, browsers no longer open it).
 */
export function redirectTarget(longUrl: string): string {
  if (!isValidUrl(longUrl)) throw invalid('Enter a valid link, such as https://example.com/page');
  const url = longUrl.startsWith('//') ? `https:${longUrl}` : longUrl;
  if (!/^https?:\/\//i.test(url)) throw invalid('Short links can only point to http or https addresses');
  // Normalised (punycode host, percent-encoded path) so it is a valid Location header.
  return new URL(url).href;
}

const toShortLink = (
  row: { code: string; longUrl: string; createdAt: Date },
  publicUrl: string,
): ShortLink => ({
  code: row.code,
  shortUrl: `${publicUrl}/s/${row.code}`,
  longUrl: row.longUrl,
  createdAt: row.createdAt.toISOString(),
});

export async function createShortLink(
  db: Db,
  ctx: Ctx,
  longUrl: string,
  publicUrl: string,
): Promise<ShortLink> {
  const [row] = await db
    .insert(shortLinks)
    .values({
      code: createShortLinkCode(),
      longUrl: redirectTarget(longUrl),
      storeId: ctx.storeId,
      userId: ctx.user?.id ?? null,
    })
    .returning({ code: shortLinks.code, longUrl: shortLinks.longUrl, createdAt: shortLinks.createdAt });
  return toShortLink(row!, publicUrl);
}

/** The target of a live link, counting the hit in the same statement; null when unknown or revoked. */
export async function followShortLink(db: Db, code: string): Promise<string | null> {
  const [row] = await db
    .update(shortLinks)
    .set({ hits: sql`${shortLinks.hits} + 1` })
    .where(and(eq(shortLinks.code, code), isNull(shortLinks.revokedAt)))
    .returning({ longUrl: shortLinks.longUrl });
  return row?.longUrl ?? null;
}

/** Revokes a link of the caller's store (or, for a caller without a store, their own); else 404. */
export async function revokeShortLink(db: Db, ctx: Ctx, code: string): Promise<void> {
  const owner =
    ctx.storeId != null
      ? eq(shortLinks.storeId, ctx.storeId)
      : and(isNull(shortLinks.storeId), eq(shortLinks.userId, ctx.user?.id ?? -1));
  const [row] = await db
    .update(shortLinks)
    .set({ revokedAt: sql`coalesce(${shortLinks.revokedAt}, now())` })
    .where(and(eq(shortLinks.code, code), owner))
    .returning({ id: shortLinks.id });
  if (!row) throw notFound('Short link');
}
