import { and, eq, inArray } from 'drizzle-orm';
import { fileUrl } from '../../../shared/contract/uploads';
import type { Db } from '../../db/client';
import { uploads } from '../../db/schema/uploads';
import type { StoreUpload } from './find-store-uploads';

/**
 * The stored files `userId` uploaded among `keys` (other users' and pending uploads are left out), by key:
 * for accounts that act for no store, such as suppliers.
 */
export async function findUserUploads(db: Db, userId: number, keys: readonly string[]) {
  if (keys.length === 0) return new Map<string, StoreUpload>();
  const rows = await db
    .select({
      key: uploads.key,
      fileName: uploads.fileName,
      contentType: uploads.contentType,
      size: uploads.size,
    })
    .from(uploads)
    .where(and(eq(uploads.userId, userId), eq(uploads.status, 'STORED'), inArray(uploads.key, [...keys])));
  return new Map(rows.map((r) => [r.key, { ...r, url: fileUrl(r.key) }]));
}
