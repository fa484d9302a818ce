import {
  ACCEPTED_UPLOAD_EXTENSIONS,
  fileUrl,
  type UploadExtension,
  type UploadedFile,
  uploadTypeOf,
} from '../../../shared/contract/uploads';
import { fileExtension } from '../../../shared/rules/files';
import type { AppDeps } from '../../app-deps';
import { uploads } from '../../db/schema/uploads';
import type { Ctx } from '../../http/context';
import { AppError, invalid } from '../../http/errors';

export type UploadDeps = Pick<AppDeps, 'db' | 'storage' | 'config' | 'secrets'>;

/** A stored file as read and resized (its row's identity and the bytes' description). */
export type StoredFile = { key: string; fileName: string; contentType: string; size: number };

export const uploadColumns = {
  id: uploads.id,
  key: uploads.key,
  fileName: uploads.fileName,
  contentType: uploads.contentType,
  size: uploads.size,
  kind: uploads.kind,
  status: uploads.status,
  createdAt: uploads.createdAt,
};
export type UploadRow = { [K in keyof typeof uploadColumns]: (typeof uploads.$inferSelect)[K] };

export function toUploadedFile(row: UploadRow): UploadedFile {
  return {
    id: row.id,
    key: row.key,
    url: fileUrl(row.key),
    fileName: row.fileName,
    contentType: row.contentType,
    size: row.size,
    kind: row.kind,
    createdAt: row.createdAt.toISOString(),
  };
}

/** Records an upload of the caller (a stored file, or a PENDING signed one) and answers its row. */
export async function insertUpload(
  db: UploadDeps['db'],
  ctx: Ctx,
  file: {
    key: string;
    fileName: string;
    type: { contentType: string; kind: UploadedFile['kind'] };
    size: number;
    status: 'STORED' | 'PENDING';
  },
) {
  const [row] = await db
    .insert(uploads)
    .values({
      key: file.key,
      storeId: ctx.storeId,
      userId: ctx.user?.id ?? null,
      fileName: file.fileName,
      contentType: file.type.contentType,
      size: file.size,
      kind: file.type.kind,
      status: file.status,
    })
    .returning(uploadColumns);
  return row!;
}

/**
 * Control characters (U+0000-U+001F, U+007F-U+009F) and bidirectional controls (U+061C, U+200E, U+200F,
 * U+202A-U+202E, U+2066-U+2069): a right-to-left override makes "invoice\u202Efdp.exe" read as
 * "invoiceexe.pdf".
 */
export const UNSAFE_NAME_CHARACTERS = /[\p{Cc}\u061c\u200e\u200f\u202a-\u202e\u2066-\u2069]/gu;

/**
 * The last path segment without control or bidirectional-control characters, at most 255 characters with
 * the extension kept.
 */
export function cleanFileName(raw: string): string {
  const base = (raw.split(/[\\/]/).pop() ?? '').replace(UNSAFE_NAME_CHARACTERS, '').trim();
  if (!base) throw invalid('The file needs a name with an extension, such as photo.png');
  if (base.length <= 255) return base;
  const ext = fileExtension(base);
  return `${base.slice(0, 254 - ext.length)}.${ext}`;
}

/** The accepted extension of a file name, or 415 naming the accepted list. */
export function acceptedExtension(fileName: string): {
  ext: UploadExtension;
  type: NonNullable<ReturnType<typeof uploadTypeOf>>;
} {
  const ext = fileExtension(fileName);
  const type = uploadTypeOf(ext);
  if (!type) {
    const what = ext ? `Files of type .${ext}` : 'Files without an extension';
    throw new AppError(
      'UNSUPPORTED_TYPE',
      `${what} can't be uploaded. Accepted types: ${ACCEPTED_UPLOAD_EXTENSIONS.join(', ')}`,
    );
  }
  return { ext: ext as UploadExtension, type };
}
