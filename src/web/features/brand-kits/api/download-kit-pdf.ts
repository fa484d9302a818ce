import { buildApiUrl } from '../../../api/client';
import { getToken } from '../../../api/token-store';

/**
 * Fetches a kit PDF with the session's bearer token (when there is one) and saves it. The API client reads
 * bodies as JSON or text, so a binary download goes through fetch itself. Throws on any failure; the caller
 * shows spec §8's "could not download file".
 */
export async function downloadPdf(path: string, fileName: string): Promise<void> {
  const token = getToken();
  const response = await fetch(buildApiUrl(path), {
    headers: token
      ? { authorization: `Bearer ${token}`, accept: 'application/pdf' }
      : { accept: 'application/pdf' },
  });
  if (!response.ok) throw new Error(`Download failed with status ${response.status}`);
  const blob = await response.blob();
  const url = URL.createObjectURL(blob);
  try {
    const link = document.createElement('a');
    link.href = url;
    link.download = fileName;
    document.body.appendChild(link);
    link.click();
    link.remove();
  } finally {
    // The click has handed the blob to the browser's download; the URL is no longer needed after this tick.
    setTimeout(() => URL.revokeObjectURL(url), 0);
  }
}

/** GET /web/brand-kit-modules/{id}/pdf (the owner's). */
export const downloadKitPdf = (id: number, fileName: string) =>
  downloadPdf(`/web/brand-kit-modules/${id}/pdf`, fileName);

/** GET /web/brand-kit-modules/{id}/public/pdf (a shared kit, no login). */
export const downloadPublicKitPdf = (id: number, fileName: string) =>
  downloadPdf(`/web/brand-kit-modules/${id}/public/pdf`, fileName);

/** "Lumen Candle Co." → "lumen-candle-co-business-kit.pdf". */
export function kitPdfFileName(name: string): string {
  const slug = name
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, 60);
  return slug ? `${slug}-business-kit.pdf` : 'business-kit.pdf';
}
