import fs from 'node:fs/promises';
import path from 'node:path';
import type { Readable } from 'node:stream';
import type { UploadedFile } from '../../../shared/contract/uploads';
import type { Ctx } from '../../http/context';
import { invalid } from '../../http/errors';
import { createStorageKey } from '../../providers/storage/keys';
import { checkFileContent, SNIFF_BYTES } from './file-content';
import { receiveToTempFile } from './receive';
import {
  acceptedExtension,
  cleanFileName,
  insertUpload,
  toUploadedFile,
  type UploadDeps,
} from './upload-row';

/** Where uploads wait while they are checked: beside the fs store, so moving one in costs nothing. */
export const uploadTmpDir = (deps: Pick<UploadDeps, 'config'>) => path.join(deps.config.storage.root, '.tmp');

/** POST /upload and /upload-large-file: stream to disk, check type and bytes, store, record the row. */
export async function saveUpload(
  deps: UploadDeps,
  ctx: Ctx,
  input: { fileName: string; stream: Readable; maxBytes: number },
): Promise<UploadedFile> {
  const fileName = cleanFileName(input.fileName);
  const { ext, type } = acceptedExtension(fileName);
  const received = await receiveToTempFile(input.stream, {
    tmpDir: uploadTmpDir(deps),
    maxBytes: input.maxBytes,
    headBytes: SNIFF_BYTES,
  });
  try {
    if (received.size === 0) throw invalid(`${fileName} is empty`);
    await checkFileContent(fileName, ext, received.head, () => fs.readFile(received.path), received.size);
    const key = createStorageKey(ext);
    await deps.storage.putFile(key, received.path, type.contentType);
    try {
      const row = await insertUpload(deps.db, ctx, {
        key,
        fileName,
        type,
        size: received.size,
        status: 'STORED',
      });
      return toUploadedFile(row);
    } catch (err) {
      await deps.storage.delete(key).catch(() => {});
      throw err;
    }
  } finally {
    await received.remove();
  }
}
