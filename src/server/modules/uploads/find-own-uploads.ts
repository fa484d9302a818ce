import { and, eq, inArray } from 'drizzle-orm';
import { fileUrl } from '../../../shared/contract/uploads';
import type { Db } from '../../db/client';
import { uploads } from '../../db/schema/uploads';

/** Whose uploads: a store's (its founders'), or one user's for accounts that act for no store (suppliers). */
export type UploadOwner = { storeId: number } | { userId: number };

export type OwnUpload = { key: string; url: string; fileName: string; contentType: string; size: number };

/** The stored files of `owner` among `keys` (anyone else's and pending uploads are left out), by key. */
export async function findOwnUploads(db: Db, owner: UploadOwner, keys: readonly string[]) {
  if (keys.length === 0) return new Map<string, OwnUpload>();
  const isOwner = 'storeId' in owner ? eq(uploads.storeId, owner.storeId) : eq(uploads.userId, owner.userId);
  const rows = await db
    .select({
      key: uploads.key,
      fileName: uploads.fileName,
      contentType: uploads.contentType,
      size: uploads.size,
    })
    .from(uploads)
    .where(and(isOwner, eq(uploads.status, 'STORED'), inArray(uploads.key, [...keys])));
  return new Map(rows.map((r): [string, OwnUpload] => [r.key, { ...r, url: fileUrl(r.key) }]));
}

/** The owner's uploads among `keys`, stored or still pending (the caller says which it accepts). */
export async function findOwnerUploads(db: Db, owner: UploadOwner, keys: readonly string[]) {
  const isOwner = 'storeId' in owner ? eq(uploads.storeId, owner.storeId) : eq(uploads.userId, owner.userId);
  return db
    .select({ key: uploads.key, fileName: uploads.fileName, size: uploads.size, status: uploads.status })
    .from(uploads)
    .where(and(isOwner, inArray(uploads.key, [...keys])));
}

/** A store's stored uploads among `ids` (another store's, or a pending upload, are simply absent). */
export async function findStoredUploadsById(db: Db, storeId: number, ids: readonly number[]) {
  if (ids.length === 0) return [];
  return db
    .select({
      id: uploads.id,
      key: uploads.key,
      fileName: uploads.fileName,
      contentType: uploads.contentType,
    })
    .from(uploads)
    .where(and(eq(uploads.storeId, storeId), eq(uploads.status, 'STORED'), inArray(uploads.id, [...ids])));
}
