import { z } from 'zod';
import { IMAGE_RESIZE_NAMES } from '../rules/image-size';
import { API_BASE_PATH } from './http';

/**
 * Every file type Quarry accepts, by extension (spec §5), for POST /upload, POST /upload-large-file and
 * signed uploads alike:
 * - images: png, jpg, jpeg, bmp, gif, webp, psd, svg, tiff, jfif (the spec's image list);
 * - documents: pdf;
 * - chat attachments: mp4, mkv, mov (video) and eps, ai (design files).
 * The bytes must match the extension (checked by magic bytes; svg must be a script-free <svg> document).
 * `contentType` is what the file is served with; `kind` groups it for display (eps and ai are design
 * source files a browser cannot show, so they are `file`, although the chat sends eps as an image).
 */
export const UPLOAD_TYPES = {
  png: { contentType: 'image/png', kind: 'image' },
  jpg: { contentType: 'image/jpeg', kind: 'image' },
  jpeg: { contentType: 'image/jpeg', kind: 'image' },
  jfif: { contentType: 'image/jpeg', kind: 'image' },
  bmp: { contentType: 'image/bmp', kind: 'image' },
  gif: { contentType: 'image/gif', kind: 'image' },
  webp: { contentType: 'image/webp', kind: 'image' },
  psd: { contentType: 'image/vnd.adobe.photoshop', kind: 'image' },
  svg: { contentType: 'image/svg+xml', kind: 'image' },
  tiff: { contentType: 'image/tiff', kind: 'image' },
  pdf: { contentType: 'application/pdf', kind: 'document' },
  mp4: { contentType: 'video/mp4', kind: 'video' },
  mkv: { contentType: 'video/x-matroska', kind: 'video' },
  mov: { contentType: 'video/quicktime', kind: 'video' },
  eps: { contentType: 'application/postscript', kind: 'file' },
  ai: { contentType: 'application/postscript', kind: 'file' },
} as const satisfies Record<string, { contentType: string; kind: UploadKind }>;

export type UploadExtension = keyof typeof UPLOAD_TYPES;
export const ACCEPTED_UPLOAD_EXTENSIONS = Object.keys(UPLOAD_TYPES) as UploadExtension[];
/** For an `<input type="file" accept>`: `.png,.jpg,…`. */
export const UPLOAD_ACCEPT_ATTRIBUTE = ACCEPTED_UPLOAD_EXTENSIONS.map((e) => `.${e}`).join(',');

export function uploadTypeOf(extension: string) {
  return Object.hasOwn(UPLOAD_TYPES, extension) ? UPLOAD_TYPES[extension as UploadExtension] : null;
}

export const UploadKind = z.enum(['image', 'document', 'video', 'file']);
export type UploadKind = z.infer<typeof UploadKind>;

export const UploadedFile = z.object({
  id: z.number().int(),
  key: z.string().describe('Storage key: unguessable, so the file is served publicly by it'),
  url: z.string().describe('Path of the stored file, under /rest/main/files/'),
  fileName: z.string(),
  contentType: z.string(),
  size: z.number().int(),
  kind: UploadKind,
  createdAt: z.string(),
});
export type UploadedFile = z.infer<typeof UploadedFile>;

export const SignedUploadBody = z
  .object({
    fileName: z.string().trim().min(1).max(255),
    contentType: z.string().max(255).describe("The browser's File.type; may be empty"),
    size: z.number().int().positive(),
  })
  .strict();
export const SignedUploadResponse = z.object({
  uploadUrl: z.string().describe('PUT the raw bytes here with `headers`; a Quarry path or a storage URL'),
  method: z.literal('PUT'),
  headers: z.record(z.string(), z.string()),
  expiresAt: z.string(),
  file: UploadedFile.describe('The file as it will be once the PUT succeeds'),
});

export const SignedUploadParams = z.object({ '*': z.string().min(1).max(2048) });

export const FileKeyParams = z.object({
  key: z
    .string()
    .min(1)
    .max(200)
    .regex(/^[A-Za-z0-9_-][A-Za-z0-9_.-]*$/, 'Not a file key'),
});
export const FileSizeQuery = z.object({
  size: z.enum(IMAGE_RESIZE_NAMES).default('original'),
});
export type FileSizeQuery = z.infer<typeof FileSizeQuery>;

/** Limits: ordinary uploads and the large-file route. */
export const UPLOAD_MAX_BYTES = 20 * 1024 * 1024;
export const LARGE_UPLOAD_MAX_BYTES = 500 * 1024 * 1024;
/** How long a signed upload URL stays valid. */
export const SIGNED_UPLOAD_TTL_SECONDS = 15 * 60;

/** The public path of a stored file. */
export const fileUrl = (key: string) => `${API_BASE_PATH}/files/${key}`;
