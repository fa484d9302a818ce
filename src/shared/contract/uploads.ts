import { z } from 'zod';

export const UploadedFile = z.object({
  id: z.number().int(),
  url: z.string().describe('Path of the stored file, under /rest/main/files/'),
  fileName: z.string(),
  contentType: z.string(),
  size: z.number().int(),
  kind: z.enum(['image', 'document', 'video', 'file']),
  createdAt: z.string(),
});
export type UploadedFile = z.infer<typeof UploadedFile>;

export const SignedUploadBody = z
  .object({
    fileName: z.string().trim().min(1).max(255),
    contentType: z.string().min(1).max(255),
    size: z.number().int().positive(),
  })
  .strict();
export const SignedUploadResponse = z.object({
  uploadUrl: z.string(),
  method: z.literal('PUT'),
  headers: z.record(z.string(), z.string()),
  expiresAt: z.string(),
});

export const FileSizeQuery = z.object({
  size: z.enum(['compact', 'large', 'grande', '1024', 'original']).default('original'),
});

/** Limits: ordinary uploads and the large-file route. */
export const UPLOAD_MAX_BYTES = 20 * 1024 * 1024;
export const LARGE_UPLOAD_MAX_BYTES = 500 * 1024 * 1024;
