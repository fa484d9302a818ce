import { fileTypeFromBuffer } from 'file-type';
import { UPLOAD_MAX_BYTES, type UploadExtension } from '../../../shared/contract/uploads';
import { AppError } from '../../http/errors';
import { svgProblem } from './svg';

// What file-type may report for each accepted extension. Containers that share a format are allowed
// to stand in for each other (a phone's .mov is often an ISO .mp4; .mkv and .webm are both Matroska;
// Illustrator files are PDF or PostScript inside), since the point is to refuse bytes of a different
// kind (HTML, scripts, executables) dressed up with an image's name.
const ISO_VIDEO = ['mp4', 'm4v', 'mov'] as const;
const DETECTED: Record<Exclude<UploadExtension, 'svg'>, readonly string[]> = {
  png: ['png', 'apng'],
  jpg: ['jpg'],
  jpeg: ['jpg'],
  jfif: ['jpg'],
  bmp: ['bmp'],
  gif: ['gif'],
  webp: ['webp'],
  psd: ['psd'],
  tiff: ['tif'],
  pdf: ['pdf'],
  mp4: ISO_VIDEO,
  mov: ISO_VIDEO,
  mkv: ['mkv', 'webm'],
  eps: ['eps', 'ps'],
  ai: ['pdf', 'eps', 'ps'],
};

/** Bytes read from the start of a file are enough for every signature above. */
export const SNIFF_BYTES = 64 * 1024;

/**
 * Throws 415 unless the content really is a file of type `ext`. `head` is the first SNIFF_BYTES;
 * `readAll` is only called for svg (checked as a whole document).
 */
export async function checkFileContent(
  fileName: string,
  ext: UploadExtension,
  head: Buffer,
  readAll: () => Promise<Buffer>,
  size: number,
): Promise<void> {
  if (ext === 'svg') {
    if (size > UPLOAD_MAX_BYTES) throw new AppError('TOO_LARGE', 'SVG files can be at most 20 MB');
    const problem = svgProblem(await readAll());
    if (problem) throw new AppError('UNSUPPORTED_TYPE', `${fileName} is not a safe SVG image: it ${problem}`);
    return;
  }
  const detected = await fileTypeFromBuffer(head);
  if (detected && DETECTED[ext].includes(detected.ext)) return;
  const looksLike = detected ? `a .${detected.ext} file` : isText(head) ? 'text' : 'something else';
  throw new AppError(
    'UNSUPPORTED_TYPE',
    `The content of ${fileName} does not match its .${ext} extension (it looks like ${looksLike})`,
  );
}

function isText(bytes: Buffer): boolean {
  try {
    new TextDecoder('utf-8', { fatal: true }).decode(bytes.subarray(0, 4096));
    return !bytes.subarray(0, 4096).includes(0);
  } catch {
    // A multi-byte character cut at the 4096th byte still counts as text.
    return false;
  }
}

// Types browsers and OSes report for files whose canonical type has another top-level type.
const DECLARED_ALIASES: Partial<Record<UploadExtension, readonly string[]>> = {
  psd: ['application/x-photoshop', 'application/photoshop', 'application/psd'],
  eps: ['image/eps', 'image/x-eps'],
  ai: ['application/illustrator', 'application/pdf'],
  svg: ['text/xml', 'application/xml'],
};

/**
 * Whether the content type a client declares fits the extension: unknown/generic is fine, so is the same
 * top-level type (`image/…` for a png); anything else (text/html for photo.png) is a mismatch.
 */
export function isDeclaredTypeCompatible(ext: UploadExtension, canonical: string, declared: string): boolean {
  const essence = declared.split(';')[0]!.trim().toLowerCase();
  if (essence === '' || essence === 'application/octet-stream' || essence === canonical) return true;
  if (DECLARED_ALIASES[ext]?.includes(essence)) return true;
  const top = essence.split('/')[0];
  return top === canonical.split('/')[0] && top !== 'application';
}
