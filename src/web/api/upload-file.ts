import type { UploadedFile } from '../../shared/contract/uploads';
import { apiUpload } from './client';

/** POST /upload: one file in the multipart field "file"; `onProgress` gets 0…1. */
export function uploadFile(
  file: File,
  opts: { onProgress?: (fraction: number) => void; signal?: AbortSignal } = {},
) {
  const form = new FormData();
  form.append('file', file, file.name);
  return apiUpload<UploadedFile>('/upload', form, { ...opts, quiet: true });
}
