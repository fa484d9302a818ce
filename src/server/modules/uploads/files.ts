import type { Readable } from 'node:stream';
import { eq } from 'drizzle-orm';
import { uploadTypeOf } from '../../../shared/contract/uploads';
import { fileExtension } from '../../../shared/rules/files';
import { type ImageResizeName, imageResizeWidth } from '../../../shared/rules/image-size';
import { uploads } from '../../db/schema/uploads';
import { notFound } from '../../http/errors';
import { isValidStorageKey } from '../../providers/storage/keys';
import type { ByteRange } from '../../providers/storage/types';
import { type ResizeDeps, resizedCopy } from './resize';
import { finalizePendingUpload } from './signed-upload';
import type { StoredFile, UploadDeps } from './upload-row';
import { uploadColumns } from './upload-row';

/**
 * A stored file by key: an upload row (finishing a direct-to-storage upload on first use), or an object
 * another module put in storage without a row, typed by its extension (unknown → octet-stream).
 */
export async function findStoredFile(deps: UploadDeps, key: string): Promise<StoredFile | null> {
  if (!isValidStorageKey(key) || key.includes('/')) return null;
  const [found] = await deps.db.select(uploadColumns).from(uploads).where(eq(uploads.key, key)).limit(1);
  const row = found?.status === 'PENDING' ? await finalizePendingUpload(deps, found) : found;
  if (row) return { key, fileName: row.fileName, contentType: row.contentType, size: row.size };
  if (found) return null;
  const head = await deps.storage.head(key);
  if (!head) return null;
  const contentType = uploadTypeOf(fileExtension(key))?.contentType ?? 'application/octet-stream';
  return { key, fileName: key, contentType, size: head.size };
}

export type OpenedFile = StoredFile & {
  body: Readable;
  /** Length of the body: the slice's when `range` is set. */
  length: number;
  range: ByteRange | null;
};

/** The file (or its resized copy) as a stream, honouring one `Range: bytes=…` range. */
export async function openStoredFile(
  deps: UploadDeps & ResizeDeps,
  key: string,
  opts: { size?: ImageResizeName; range?: string } = {},
): Promise<OpenedFile> {
  const file = await findStoredFile(deps, key);
  if (!file) throw notFound('File');
  const width = imageResizeWidth(opts.size ?? 'original');
  const served = (width && (await resizedCopy(deps, file, width))) || file;
  const range = parseRange(opts.range, served.size);
  const obj = await deps.storage.get(served.key, range ?? undefined);
  if (!obj) throw notFound('File');
  return { ...served, fileName: file.fileName, body: obj.body, length: obj.size, range };
}

/** Reads a whole stored file into memory (for image work on files of at most a few tens of MB). */
export async function readStoredFile(deps: UploadDeps, file: StoredFile): Promise<Buffer> {
  const obj = await deps.storage.get(file.key);
  if (!obj) throw notFound('File');
  const chunks: Buffer[] = [];
  for await (const c of obj.body) chunks.push(Buffer.from(c));
  return Buffer.concat(chunks);
}

/** One satisfiable `bytes=a-b`, `bytes=a-` or `bytes=-n` range; anything else is ignored (full body). */
export function parseRange(header: string | undefined, size: number): ByteRange | null {
  const m = header ? /^bytes=(\d*)-(\d*)$/.exec(header.trim()) : null;
  if (!m || size === 0 || (m[1] === '' && m[2] === '')) return null;
  if (m[1] === '') {
    const suffix = Math.min(Number(m[2]), size);
    return suffix > 0 ? { start: size - suffix, end: size - 1 } : null;
  }
  const start = Number(m[1]);
  const end = m[2] === '' ? size - 1 : Math.min(Number(m[2]), size - 1);
  return start <= end && start < size ? { start, end } : null;
}
