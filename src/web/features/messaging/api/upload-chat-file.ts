import type { UploadedFile } from '../../../../shared/contract/uploads';
import { UPLOAD_MAX_BYTES } from '../../../../shared/contract/uploads';
import { callUpload } from '../../../api/call-api';
import { uploadFile } from '../../../api/upload-file';

/**
 * Uploads a chat attachment with progress: POST /upload up to its 20 MB limit, POST /upload-large-file
 * above it (videos and design files may be larger; the chat's own per-kind limits are checked first).
 */
export function uploadChatFile(
  file: File,
  opts: { onProgress?: (fraction: number) => void; signal?: AbortSignal } = {},
): Promise<UploadedFile> {
  if (file.size <= UPLOAD_MAX_BYTES) return uploadFile(file, opts);
  const form = new FormData();
  form.append('file', file, file.name);
  return callUpload('POST /upload-large-file', form, { ...opts, quiet: true });
}
