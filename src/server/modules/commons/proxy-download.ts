import { fileExtension } from '../../../shared/rules/files';
import { DOWNLOAD_FAILED_MESSAGE } from '../../../shared/rules/messages';
import { AppError } from '../../http/errors';
import { type OpenedFile, openStoredFile } from '../uploads/files';
import type { UploadDeps } from '../uploads/upload-row';
import { ownFileKey } from './own-files';

/**
 * `attachment` with a plain-ASCII `filename` and the exact name as RFC 5987 `filename*`. Path parts,
 * control characters and quotes are dropped; the stored file's extension is added when the name has none.
 */
export function attachmentDisposition(requested: string, key: string): string {
  let name = (requested.split(/[\\/]/).pop() ?? '').replace(/[\p{Cc}"]/gu, '').trim();
  if (!name) name = key;
  const ext = fileExtension(key);
  if (ext && !fileExtension(name)) name = `${name}.${ext}`;
  const ascii = name.replace(/[^\x20-\x7e]/g, '_').replace(/[%;]/g, '_');
  const encoded = encodeURIComponent(name).replace(
    /['()*]/g,
    (c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`,
  );
  return `attachment; filename="${ascii}"; filename*=UTF-8''${encoded}`;
}

/** GET /commons/util/proxy-download: one of our own files as a download; never an open proxy. */
export async function openDownload(
  deps: UploadDeps,
  query: { url: string; fileName?: string },
): Promise<OpenedFile & { disposition: string }> {
  const key = ownFileKey(query.url, deps.config.publicUrl);
  try {
    const file = await openStoredFile(deps, key);
    return { ...file, disposition: attachmentDisposition(query.fileName || file.fileName, key) };
  } catch (err) {
    if (err instanceof AppError && err.code === 'NOT_FOUND')
      throw new AppError('NOT_FOUND', DOWNLOAD_FAILED_MESSAGE);
    throw err;
  }
}
