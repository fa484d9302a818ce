import { callUpload } from './call-api';

/** POST /upload: one file in the multipart field "file"; `onProgress` gets 0…1. */
export function uploadFile(
  file: File,
  opts: { onProgress?: (fraction: number) => void; signal?: AbortSignal } = {},
) {
  const form = new FormData();
  form.append('file', file, file.name);
  return callUpload('POST /upload', form, { ...opts, quiet: true });
}
