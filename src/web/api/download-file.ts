import { buildApiUrl } from './client';
import { getToken } from './token-store';

/** spec §8: what a failed download says. */
export const DOWNLOAD_FAILED = 'could not download file';

/**
 * Fetches a file with the session's bearer token and hands it to the browser as a download (the API client
 * reads bodies as JSON or text, so a binary goes through fetch). Throws Error(DOWNLOAD_FAILED) on any failure.
 */
export async function downloadApiFile(path: string, fileName: string): Promise<void> {
  const blob = await fetchApiBlob(path);
  const url = URL.createObjectURL(blob);
  try {
    const link = document.createElement('a');
    link.href = url;
    link.download = fileName;
    document.body.appendChild(link);
    link.click();
    link.remove();
  } finally {
    setTimeout(() => URL.revokeObjectURL(url), 0);
  }
}

/** The file at an API path with the session's token, or Error(DOWNLOAD_FAILED). */
export async function fetchApiBlob(path: string): Promise<Blob> {
  const token = getToken();
  try {
    const response = await fetch(buildApiUrl(path), {
      headers: token ? { authorization: `Bearer ${token}` } : {},
    });
    if (!response.ok) throw new Error(String(response.status));
    return await response.blob();
  } catch {
    throw new Error(DOWNLOAD_FAILED);
  }
}
