import type { Readable } from 'node:stream';

export type StoredObject = { body: Readable; size: number; contentType?: string };

/** Inclusive byte range, as in an HTTP `Range: bytes=start-end` header. */
export type ByteRange = { start: number; end: number };

export type SignedPut = {
  /** Where the browser PUTs the raw bytes: a Quarry path (fs) or a presigned S3 URL. */
  url: string;
  /** Headers the PUT must carry exactly (the content type is part of the signature). */
  headers: Record<string, string>;
  expiresAt: Date;
};

/**
 * Where uploaded files live: the filesystem under DATA_DIR by default, S3-compatible storage by env.
 * Keys come from `createStorageKey` (unguessable) or are derived from one; see keys.ts for the shape.
 */
export interface StorageProvider {
  readonly kind: 'fs' | 's3';
  put(key: string, body: Buffer, contentType: string): Promise<void>;
  /** Stores a local file without reading it into memory; the caller still owns (and removes) `filePath`. */
  putFile(key: string, filePath: string, contentType: string): Promise<void>;
  /** The object, or a slice of it when `range` is given (`size` is then the slice's length). */
  get(key: string, range?: ByteRange): Promise<StoredObject | null>;
  /** Size and type without the body, or null when there is no such object. */
  head(key: string): Promise<{ size: number; contentType?: string } | null>;
  exists(key: string): Promise<boolean>;
  delete(key: string): Promise<void>;
  /** A URL the browser PUTs the file to directly, valid for `expiresInSeconds`. */
  signedPutUrl(
    key: string,
    opts: { contentType: string; maxBytes: number; expiresInSeconds: number },
  ): Promise<SignedPut>;
}
