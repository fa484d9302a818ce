import { and, eq, inArray } from 'drizzle-orm';
import { fileUrl } from '../../../shared/contract/uploads';
import type { Db } from '../../db/client';
import { uploads } from '../../db/schema/uploads';

/** The stored files of `storeId` among `keys` (other stores' and pending uploads are left out), by key. */
export async function findStoreUploads(db: Db, storeId: number, keys: readonly string[]) {
  if (keys.length === 0) return new Map<string, StoreUpload>();
  const rows = await db
    .select({
      key: uploads.key,
      fileName: uploads.fileName,
      contentType: uploads.contentType,
      size: uploads.size,
    })
    .from(uploads)
    .where(and(eq(uploads.storeId, storeId), eq(uploads.status, 'STORED'), inArray(uploads.key, [...keys])));
  return new Map(rows.map((r) => [r.key, { ...r, url: fileUrl(r.key) }]));
}

export type StoreUpload = { key: string; url: string; fileName: string; contentType: string; size: number };
