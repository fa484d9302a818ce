import type { Readable } from 'node:stream';

export type StoredObject = { body: Readable; size: number; contentType?: string };

/** Where uploaded files live: the filesystem under DATA_DIR by default, S3-compatible storage by env. */
export interface StorageProvider {
  readonly kind: 'fs' | 's3';
  put(key: string, body: Buffer, contentType: string): Promise<void>;
  get(key: string): Promise<StoredObject | null>;
  exists(key: string): Promise<boolean>;
  delete(key: string): Promise<void>;
  /** A URL the browser PUTs the file to directly, valid for `expiresInSeconds`. */
  signedPutUrl(
    key: string,
    contentType: string,
    expiresInSeconds: number,
  ): Promise<{ url: string; headers: Record<string, string> }>;
}
