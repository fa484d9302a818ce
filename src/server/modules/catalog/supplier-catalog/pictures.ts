import { sql } from 'drizzle-orm';
import { API_BASE_PATH } from '../../../../shared/contract/http';
import type { Db } from '../../../db/client';
import { catalogItems } from '../../../db/schema/catalog';
import { type ErrorDetail, invalid } from '../../../http/errors';
import { findOwnUploads } from '../../uploads/find-own-uploads';
import { companyImageUrl, itemImageUrls, itemPictureUrls } from '../rows';
import type { PortalOwner } from './owner';

// Product pictures and logos a supplier sets: its own uploaded images (served at /rest/main/files/{key}),
// pictures its products already show, or — for a product — its own generated pictures. Nothing else: the
// marketplace never shows an address Quarry does not serve. The main picture also feeds image search
// ("search by image" compares the first picture): image-search/main-picture.ts computes its vector.

const FILE_PATH = new RegExp(`^${API_BASE_PATH}/files/([A-Za-z0-9_.-]{1,100})$`);
/** What browsers show everywhere; other uploadable images (psd, tiff, bmp, svg) are refused as pictures. */
const PICTURE_TYPES = new Set(['image/png', 'image/jpeg', 'image/gif', 'image/webp']);

/** The storage key of an uploaded file's URL (/rest/main/files/{key}), or null for any other URL. */
export const fileKeyOf = (url: string) => FILE_PATH.exec(url)?.[1] ?? null;

/** Which of these URLs some product of the company already shows (its chosen pictures). */
async function shownByCompany(db: Db, companyId: number, urls: string[]): Promise<Set<string>> {
  if (!urls.length) return new Set();
  const result = await db.execute(sql`
    select distinct u.url from ${catalogItems} i, jsonb_array_elements_text(i.image_urls) as u(url)
    where i.company_id = ${companyId} and i.image_urls is not null and u.url = any(${sql.param(urls)}::text[])`);
  return new Set((result as unknown as { rows: { url: string }[] }).rows.map((r) => r.url));
}

/**
 * Checks uploads among `candidates` (index → URL): each must be an image the caller uploaded, or a picture
 * the company's products already show. Answers the problems, by the field path of each.
 */
async function checkUploads(
  db: Db,
  owner: PortalOwner,
  candidates: Map<string, string>,
  label: (path: string) => string,
): Promise<ErrorDetail[]> {
  const keys = new Map([...candidates].map(([path, url]) => [path, fileKeyOf(url)]));
  const own = await findOwnUploads(
    db,
    { userId: owner.userId },
    [...keys.values()].filter((k): k is string => k !== null),
  );
  const others = [...candidates].filter(([path]) => {
    const key = keys.get(path);
    return !key || !own.has(key);
  });
  const shown = await shownByCompany(
    db,
    owner.companyId,
    others.map(([, url]) => url),
  );
  const problems: ErrorDetail[] = [];
  for (const [path, url] of candidates) {
    const key = keys.get(path);
    const file = key ? own.get(key) : undefined;
    if (file && !PICTURE_TYPES.has(file.contentType))
      problems.push({ path, message: `${file.fileName} is not a PNG, JPEG, GIF or WebP image` });
    else if (!file && !shown.has(url))
      problems.push({ path, message: `${label(path)} is not one of your uploaded images` });
  }
  return problems;
}

const fail = (problems: ErrorDetail[]) => {
  throw invalid(problems[0]!.message, problems);
};

type PictureItem = { id: number; imageCount: number; imageUrls: string[] | null };

/**
 * The pictures to store for a product (`item` null: a new one): null when they are exactly its generated
 * pictures, else the list as given. 400 naming each picture that is not the supplier's.
 */
export async function resolvePictures(
  db: Db,
  owner: PortalOwner,
  item: PictureItem | null,
  urls: string[],
): Promise<string[] | null> {
  const generated = item ? itemImageUrls(item.id, item.imageCount) : [];
  const current = new Set([...(item ? itemPictureUrls(item) : []), ...generated]);
  const candidates = new Map<string, string>();
  urls.forEach((url, i) => {
    if (!current.has(url)) candidates.set(`body.imageUrls.${i}`, url);
  });
  const problems = await checkUploads(
    db,
    owner,
    candidates,
    (path) => `Picture ${Number(path.split('.')[2]) + 1}`,
  );
  if (problems.length) fail(problems);
  const isGenerated = urls.length === generated.length && urls.every((u, i) => u === generated[i]);
  return isGenerated ? null : urls;
}

/** The logo to store: null (the generated one) for null or the generated URL, else an uploaded image. */
export async function resolveLogo(
  db: Db,
  owner: PortalOwner,
  company: { id: number; logoUrl: string | null },
  url: string | null,
): Promise<string | null> {
  if (url === null || url === companyImageUrl(company.id)) return null;
  if (url === company.logoUrl) return url;
  const problems = await checkUploads(db, owner, new Map([['body.logoUrl', url]]), () => 'The logo');
  if (problems.length) fail(problems);
  return url;
}
