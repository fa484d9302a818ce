import fs from 'node:fs/promises';
import type { Readable } from 'node:stream';
import { and, eq } from 'drizzle-orm';
import {
  LARGE_UPLOAD_MAX_BYTES,
  SIGNED_UPLOAD_TTL_SECONDS,
  type UploadedFile,
} from '../../../shared/contract/uploads';
import { uploads } from '../../db/schema/uploads';
import type { Ctx } from '../../http/context';
import { AppError, conflict, invalid, notFound } from '../../http/errors';
import { createStorageKey } from '../../providers/storage/keys';
import { verifyUploadToken } from '../../providers/storage/upload-token';
import { checkFileContent, isDeclaredTypeCompatible, SNIFF_BYTES } from './file-content';
import { receiveToTempFile, tooLarge } from './receive';
import { uploadTmpDir } from './save-upload';
import {
  acceptedExtension,
  cleanFileName,
  insertUpload,
  toUploadedFile,
  type UploadDeps,
  type UploadRow,
  uploadColumns,
} from './upload-row';

/** POST /upload/signed-url: checks name, type and size up front, records a PENDING upload, signs a PUT. */
export async function createSignedUpload(
  deps: UploadDeps,
  ctx: Ctx,
  body: { fileName: string; contentType: string; size: number },
) {
  const fileName = cleanFileName(body.fileName);
  const { ext, type } = acceptedExtension(fileName);
  if (!isDeclaredTypeCompatible(ext, type.contentType, body.contentType)) {
    throw new AppError(
      'UNSUPPORTED_TYPE',
      `${fileName} is declared as ${body.contentType}, which does not match its .${ext} extension`,
    );
  }
  if (body.size > LARGE_UPLOAD_MAX_BYTES) throw tooLarge(LARGE_UPLOAD_MAX_BYTES);
  const key = createStorageKey(ext);
  const signed = await deps.storage.signedPutUrl(key, {
    contentType: type.contentType,
    maxBytes: body.size,
    expiresInSeconds: SIGNED_UPLOAD_TTL_SECONDS,
  });
  const row = await insertUpload(deps.db, ctx, { key, fileName, type, size: body.size, status: 'PENDING' });
  return {
    uploadUrl: signed.url,
    method: 'PUT' as const,
    headers: signed.headers,
    expiresAt: signed.expiresAt.toISOString(),
    file: toUploadedFile(row),
  };
}

const TOKEN_ERRORS = {
  malformed: () => invalid('This upload link is malformed'),
  signature: () => new AppError('FORBIDDEN', 'This upload link is not valid'),
  expired: () => new AppError('FORBIDDEN', 'This upload link has expired; ask for a new one'),
};

/** PUT /uploads/signed/{token} (fs storage): the token authorises one PUT of the signed key, type and size. */
export async function receiveSignedUpload(
  deps: UploadDeps,
  token: string,
  input: { contentType: string | undefined; stream: Readable },
): Promise<UploadedFile> {
  const verified = verifyUploadToken(token, deps.secrets.uploads);
  if (!verified.ok) throw TOKEN_ERRORS[verified.reason]();
  const { claims } = verified;
  const [row] = await deps.db.select(uploadColumns).from(uploads).where(eq(uploads.key, claims.key)).limit(1);
  if (!row) throw notFound('Upload');
  if (row.status === 'STORED') throw conflict('This upload link has already been used');
  const sent = (input.contentType ?? '').split(';')[0]!.trim().toLowerCase();
  if (sent !== claims.contentType)
    throw invalid(`Send the file with the header Content-Type: ${claims.contentType}`);

  const { ext } = acceptedExtension(row.fileName);
  const received = await receiveToTempFile(input.stream, {
    tmpDir: uploadTmpDir(deps),
    maxBytes: claims.maxBytes,
    headBytes: SNIFF_BYTES,
  });
  try {
    if (received.size === 0) throw invalid(`${row.fileName} is empty`);
    await checkFileContent(row.fileName, ext, received.head, () => fs.readFile(received.path), received.size);
    await deps.storage.putFile(claims.key, received.path, claims.contentType);
    const [stored] = await deps.db
      .update(uploads)
      .set({ status: 'STORED', size: received.size })
      .where(eq(uploads.id, row.id))
      .returning(uploadColumns);
    return toUploadedFile(stored!);
  } finally {
    await received.remove();
  }
}

/**
 * A PENDING upload whose bytes went straight to S3: checked (size, magic bytes) the first time the file
 * is asked for, then STORED. A missing object is still pending (null); a bad one is deleted (null).
 */
export async function finalizePendingUpload(deps: UploadDeps, row: UploadRow): Promise<UploadRow | null> {
  const head = await deps.storage.head(row.key);
  if (!head) return null;
  const { ext } = acceptedExtension(row.fileName);
  const readAll = async () => {
    const obj = await deps.storage.get(row.key);
    if (!obj) throw notFound('File');
    const chunks: Buffer[] = [];
    for await (const c of obj.body) chunks.push(Buffer.from(c));
    return Buffer.concat(chunks);
  };
  try {
    if (head.size === 0 || head.size > row.size) throw tooLarge(row.size);
    const first = await deps.storage.get(row.key, { start: 0, end: SNIFF_BYTES - 1 });
    const chunks: Buffer[] = [];
    for await (const c of first?.body ?? []) chunks.push(Buffer.from(c));
    await checkFileContent(row.fileName, ext, Buffer.concat(chunks), readAll, head.size);
  } catch (err) {
    if (!(err instanceof AppError)) throw err;
    await deps.storage.delete(row.key);
    await deps.db.delete(uploads).where(eq(uploads.id, row.id));
    return null;
  }
  const [stored] = await deps.db
    .update(uploads)
    .set({ status: 'STORED', size: head.size })
    .where(and(eq(uploads.id, row.id), eq(uploads.status, 'PENDING')))
    .returning(uploadColumns);
  return stored ?? { ...row, status: 'STORED', size: head.size };
}
